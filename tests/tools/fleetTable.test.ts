import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fleetTable } from "../../tools/lint/fleetTable.ts";
import { lintFleet } from "../../fleet/lint/lintFleet.ts";
import { copyFleet, type FleetCopy } from "./fleetCopy.ts";
import { scaled } from "../timeoutFactor.ts";

const NODE = resolve("node_modules/.bin/node");
let fleet: FleetCopy | undefined;
afterEach(() => fleet?.remove());

const check = (root?: string) =>
  spawnSync(NODE, ["tools/lint/fleet-table.ts", "--check", ...(root ? ["--root", root] : [])], {
    encoding: "utf8",
  });

describe("fleet table", () => {
  it("has a row per zone", () => {
    const { zones } = lintFleet();
    const table = fleetTable(zones);
    expect(table.split("\n")).toHaveLength(zones.length + 2);
  });

  it("in manifests/README.md is fresh (else: npm run fleet-table)", () => {
    const run = check();
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("names a fix command that works as printed", { timeout: scaled(60_000) }, () => {
    fleet = copyFleet();
    const readme = join(fleet.root, "README.md");
    writeFileSync(readme, readFileSync(readme, "utf8").replace(/\| premium +\|/, "| stale |"));
    const stale = check(fleet.root);
    expect(stale.status).toBe(1);
    const command = stale.stderr.match(/run (npm run [a-z-]+)/)?.[1];
    expect(command).toBe("npm run fleet-table");
    // as printed, with the copy's root passed through npm
    const fix = spawnSync(`${command} -- --root ${fleet.root}`, { shell: true, encoding: "utf8" });
    expect(fix.status).toBe(0);
    expect(check(fleet.root).status).toBe(0);
  });
});
