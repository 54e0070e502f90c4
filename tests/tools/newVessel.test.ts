import { existsSync, readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lintFleet } from "../../fleet/lint/lintFleet.ts";
import { manifestSchemaInfo } from "../../fleet/lint/schemaInfo.ts";
import { resolveManifest } from "../../fleet/manifests/resolveManifest.ts";
import { NewVesselError, newVessel } from "../../tools/new-vessel/newVessel.ts";
import { startApp } from "../server/helpers/testApp.ts";
import { copyFleet, type FleetCopy } from "./fleetCopy.ts";
import { scaled } from "../timeoutFactor.ts";

const NODE = resolve("node_modules/.bin/node");
const CLI = resolve("tools/new-vessel/new-vessel.ts");
let fleet: FleetCopy | undefined;
afterEach(() => fleet?.remove());

const operatorOf = (copy: FleetCopy) => copy.parent.split("/").at(-2) as string;

describe("new-vessel", () => {
  it("writes the zone's server keys: a fresh zone id, the tier's opens, a closed store", () => {
    fleet = copyFleet();
    const operator = operatorOf(fleet);
    const root = fleet.root;
    const first = newVessel({ operator, vessel: "aurora", tier: "premium-trial", root });
    expect(first.problems).toEqual([]);
    const manifest = JSON.parse(readFileSync(first.file, "utf8"));
    expect(manifest.zones).toEqual([
      { zoneId: `${operator}-aurora`, name: "Aurora", description: "Aurora (premium-trial)" },
    ]);
    // the trial no faster than the store's item (the lint refuses a trial faster than what is sold)
    expect(manifest.opens).toEqual([
      { id: 1, keyword: "trial-premium", rxMaxBytesPerSecond: 1250000, txMaxBytesPerSecond: 1250000 },
    ]);
    expect(manifest.store).toMatchObject({ open: false, items: [expect.objectContaining({ id: 1 })] });
    // a zone id the fleet has already is never handed out twice
    const second = newVessel({ operator, vessel: "aurora-2", tier: "open", root, zoneId: undefined });
    expect(second.zoneId).toBe(`${operator}-aurora-2`);
    const third = newVessel({
      operator: operator,
      vessel: "borealis",
      tier: "cruise",
      root,
      zoneId: "shared-id",
    });
    expect(JSON.parse(readFileSync(third.file, "utf8")).cruise.packages).toHaveLength(1);
    expect(() => newVessel({ operator, vessel: "castor", tier: "open", root, zoneId: "shared-id" })).toThrow(
      /used by another vessel/,
    );
    expect(lintFleet({ root }).problems).toEqual([]);
  });

  it("--help lists its options", () => {
    const help = spawnSync(NODE, [CLI, "--help"], { encoding: "utf8" });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/--operator[\s\S]*--tier[\s\S]*--zone-id/);
  });

  it("answers a mistyped option with the nearest one, not a stack trace", () => {
    const typo = spawnSync(NODE, [CLI, "--operator", "gangnet", "--vesel", "aurora"], { encoding: "utf8" });
    expect(typo.status).toBe(2);
    expect(typo.stderr.trim()).toBe(
      "new-vessel: unknown option --vesel (did you mean --vessel?); npm run new-vessel -- --help lists them",
    );
  });

  it.each(manifestSchemaInfo().tiers)("writes a %s zone that lints clean", (tier) => {
    fleet = copyFleet();
    const operator = operatorOf(fleet);
    const { file, problems } = newVessel({ operator, vessel: "aurora", tier, root: fleet.root });
    expect(problems).toEqual([]);
    const manifest = JSON.parse(readFileSync(file, "utf8"));
    expect(manifest).toMatchObject({ extends: "operator.json", zonePrefix: `${operator}/aurora`, tier });
    expect(lintFleet({ root: fleet.root }).problems).toEqual([]);
    // a closed store's page has a heading of its own: a page without one fails the fleet suite's axe run
    const store = manifest.pages.Store as { type: string; heading?: string }[] | undefined;
    if (store && tier !== "cruise" && tier !== "premium-cc")
      expect(store).toContainEqual(expect.objectContaining({ type: "ZoneText", heading: "store.title" }));
  });

  it("writes a premium-cc zone whose card store sells, its item named in every language", async () => {
    fleet = copyFleet();
    const operator = operatorOf(fleet);
    const { file, zoneId } = newVessel({ operator, vessel: "aurora", tier: "premium-cc", root: fleet.root });
    const manifest = JSON.parse(readFileSync(file, "utf8"));
    expect(manifest.store).toMatchObject({ open: true, items: [{ name: "store.24-hours" }] });
    expect(manifest.pages.Store).toEqual([{ type: "StoreCheckout" }]);
    // the server serves it as the card store of a zone it has just loaded
    const t = await startApp({ zones: { manifestsDir: fleet.root } });
    try {
      const store = (await t.api("GET", "/api/v1/store/zone", undefined, zoneId)).json();
      const locales: string[] = resolveManifest(file).manifest.locales as string[];
      expect(store.availableStoreItems).toHaveLength(1);
      expect(store.availableStoreItems[0]).toMatchObject({ name: "24 hours", grossAmount: 900 });
      expect(Object.keys(store.availableStoreItems[0].translations)).toEqual(locales);
      const order = await t.api(
        "POST",
        "/api/v1/store/order/checkout/nets",
        {
          ...{ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
          ...{ items: [{ id: 1, amount: 1 }], termsAccepted: true },
        },
        zoneId,
      );
      expect(order.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("writes the spec's crew page: support mail link, satellite note, iOS note", () => {
    fleet = copyFleet();
    const operator = operatorOf(fleet);
    const { file, problems } = newVessel({ operator, vessel: "aurora", tier: "crew", root: fleet.root });
    expect(problems).toEqual([]);
    const { pages } = JSON.parse(readFileSync(file, "utf8"));
    const types = (page: string) =>
      (pages[page] as { type: string; topic?: string }[]).map((n) => n.topic ?? n.type);
    expect(types("StartPage")).toEqual(["WelcomeHeading", "CrewLink", "SupportMail", "satellite"]);
    expect(types("LoginCrew")).toEqual(["BackLink", "VoucherForm", "ios", "SupportMail", "satellite"]);
    expect(types("StatusPage")).toContain("ios");
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
    // the lint's sentence for a zone id, not a pattern
    expect(() =>
      newVessel({ operator, vessel: "borealis", tier: "open", root, zoneId: "Borealis_1" }),
    ).toThrow(
      /^--zone-id: zone id "Borealis_1" has an upper-case letter \(B\) and "_"; only lower-case .* \(did you mean "borealis-1"\?/,
    );
    expect(existsSync(join(root, operator, "borealis.json"))).toBe(false);
  });

  it("runs from the command line and says what to edit next", { timeout: scaled(60_000) }, () => {
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
    const readmeBefore = readFileSync(join(fleet.root, "README.md"), "utf8");
    const first = spawnSync(NODE, [CLI, ...args], {
      encoding: "utf8",
      env: { ...process.env, PORT: "4999", DEV_PORT: "4998" },
    });
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/wrote .*aurora\.json \(lint: clean\)\n/);
    expect(first.stdout).toMatch(/edit next:\n {2}- texts/);
    // where it opens, on the server's PORT, with the zone id it was given; and how the server learns of it
    const zoneId = `${operatorOf(fleet)}-aurora`;
    expect(first.stdout).toContain(`http://127.0.0.1:4999/?mac=02:00:00:00:00:10&zoneId=${zoneId}`);
    expect(first.stdout).toMatch(/send SIGHUP or restart the server/);
    expect(first.stdout).toContain(`preview: http://127.0.0.1:4998/?mac=02:00:00:00:00:10&zoneId=${zoneId}`);
    // the tracked README is left as it was; the command says the table is stale and how to mend it
    expect(readFileSync(join(fleet.root, "README.md"), "utf8")).toBe(readmeBefore);
    expect(first.stdout).toMatch(
      /the fleet table in .*README\.md does not list it yet: npm run fleet-table updates it/,
    );
    const table = (mode: string) =>
      spawnSync(NODE, ["tools/lint/fleet-table.ts", mode, "--root", fleet?.root ?? ""], { encoding: "utf8" });
    expect(table("--check").status).toBe(1);
    expect(table("--write").status).toBe(0);
    expect(table("--check").status).toBe(0);
    expect(readFileSync(join(fleet.root, "README.md"), "utf8")).toMatch(
      /\| aurora +\| [a-z-]+-aurora +\| premium-trial/,
    );
    const again = spawnSync(NODE, [CLI, ...args], { encoding: "utf8" });
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/not overwriting/);
  });
});
