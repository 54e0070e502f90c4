import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lintFleet } from "../../fleet/lint/lintFleet.ts";
import { manifestSchemaInfo } from "../../fleet/lint/schemaInfo.ts";
import { copyFleet, type FleetCopy } from "./fleetCopy.ts";
import { mutations } from "./mutations.ts";

const NODE = resolve("node_modules/.bin/node");
const LINT = resolve("tools/lint/lint-manifests.ts");
let fleet: FleetCopy | undefined;
afterEach(() => fleet?.remove());

describe("the real fleet", () => {
  // how long it takes is a figure of npm run bench (tools/bench/bench.ts), not a deadline: a busy
  // machine made it 1.4 s here once
  it("lints clean", () => {
    const result = lintFleet();
    expect(result.problems).toEqual([]);
    expect(result.zones.length).toBeGreaterThan(0);
  });

  it("exits 0 from the command line with a one-line summary", () => {
    const run = spawnSync(NODE, [LINT], { encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^\d+ manifests, \d+ zones, 0 problems in \d+ ms\n$/);
  });
});

describe("a broken manifest is rejected with its pointer and line", () => {
  it("has at least 20 distinct mutations", () => {
    expect(mutations.length).toBeGreaterThanOrEqual(20);
    expect(new Set(mutations.map((m) => m.name)).size).toBe(mutations.length);
  });

  it.for(mutations.map((m) => [m.name, m] as const))("%s", ([, mutation]) => {
    fleet = copyFleet();
    const expected = mutation.apply(fleet, manifestSchemaInfo());
    // a mutation the schema cannot express any more is a broken test, not a case to skip
    expect(expected, "the mutation could not be applied to the fleet").toBeDefined();
    if (!expected) return;
    const { problems } = lintFleet({ root: fleet.root });
    const found = problems.find((p) => p.file === expected.file && p.pointer === expected.pointer);
    expect(
      found,
      `no problem at ${expected.pointer} in:\n${JSON.stringify(problems, null, 2)}`,
    ).toBeDefined();
    if (!found) return;
    if (expected.line !== undefined) expect(found.line).toBe(expected.line);
    if (expected.column !== undefined) expect(found.column).toBe(expected.column);
    if (expected.message) expect(found.message).toMatch(expected.message);
    if (expected.hint) expect(found.hint).toMatch(expected.hint);
  });

  it("reports every problem at once, as JSON, with exit code 1", () => {
    fleet = copyFleet();
    const zone = fleet.read(fleet.zone);
    zone.tier = "premum";
    zone.links = { browse: "javascript:alert(1)" };
    zone.pages.StartPage[0] = { type: "Welcomeheading" };
    fleet.write(fleet.zone, zone);
    const run = spawnSync(NODE, [LINT, "--json", "--root", fleet.root], { encoding: "utf8" });
    expect(run.status).toBe(1);
    const pointers = (JSON.parse(run.stdout) as { pointer: string }[]).map((p) => p.pointer);
    expect(pointers).toEqual(expect.arrayContaining(["/tier", "/links/browse", "/pages/StartPage/0/type"]));
    expect(run.stderr).toMatch(/\d+ manifests, \d+ zones, [3-9] problems in \d+ ms/);
  });

  it("prints file:line:column  pointer  message  (hint: …)", () => {
    fleet = copyFleet();
    const zone = fleet.read(fleet.zone);
    zone.tier = "premum";
    fleet.write(fleet.zone, zone);
    const run = spawnSync(NODE, [LINT, "--root", fleet.root, fleet.zone], { encoding: "utf8" });
    const line = fleet.lineOf(fleet.zone, '"premum"');
    expect(run.stdout).toMatch(
      new RegExp(
        `\\.json:${line}:\\d+  /tier  "premum" is not allowed here  \\(hint: did you mean "premium"\\?`,
      ),
    );
  });
});
