import { existsSync, readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lintFleet } from "../../tools/lint/lintFleet.ts";
import { manifestSchemaInfo } from "../../tools/lint/schemaInfo.ts";
import { NewVesselError, newVessel } from "../../tools/new-vessel/newVessel.ts";
import { copyFleet, type FleetCopy } from "./fleetCopy.ts";

const NODE = resolve("node_modules/.bin/node");
const CLI = resolve("tools/new-vessel/new-vessel.ts");
let fleet: FleetCopy | undefined;
afterEach(() => fleet?.remove());

const operatorOf = (copy: FleetCopy) => copy.parent.split("/").at(-2) as string;

describe("new-vessel", () => {
  it.each(manifestSchemaInfo().tiers)("writes a %s zone that lints clean", (tier) => {
    fleet = copyFleet();
    const operator = operatorOf(fleet);
    const { file, problems } = newVessel({ operator, vessel: "aurora", tier, root: fleet.root });
    expect(problems).toEqual([]);
    const manifest = JSON.parse(readFileSync(file, "utf8"));
    expect(manifest).toMatchObject({ extends: "operator.json", zonePrefix: `${operator}/aurora`, tier });
    expect(lintFleet({ root: fleet.root }).problems).toEqual([]);
  });

  it("refuses to overwrite, and refuses unknown tiers and operators", () => {
    fleet = copyFleet();
    const operator = operatorOf(fleet);
    const root = fleet.root;
    newVessel({ operator, vessel: "aurora", tier: "premium", root });
    expect(() => newVessel({ operator, vessel: "aurora", tier: "crew", root })).toThrow(/exists already/);
    expect(() => newVessel({ operator, vessel: "borealis", tier: "gold", root })).toThrow(NewVesselError);
    expect(() => newVessel({ operator: "nobody", vessel: "borealis", tier: "open", root })).toThrow(
      /does not exist/,
    );
    expect(() => newVessel({ operator, vessel: "Bad Name", tier: "open", root })).toThrow(/lower-case/);
    expect(existsSync(join(root, operator, "borealis.json"))).toBe(false);
  });

  it("runs from the command line and says what to edit next", () => {
    fleet = copyFleet();
    const args = [
      "--operator",
      operatorOf(fleet),
      "--vessel",
      "aurora",
      "--tier",
      "premium-trial",
      "--root",
      fleet.root,
    ];
    const first = spawnSync(NODE, [CLI, ...args], { encoding: "utf8" });
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/wrote .*aurora\.json \(lint: clean\)\nedit next:\n {2}- texts/);
    const again = spawnSync(NODE, [CLI, ...args], { encoding: "utf8" });
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/not overwriting/);
  });
});
