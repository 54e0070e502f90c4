import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { fleetTable } from "../../tools/lint/fleetTable.ts";
import { lintFleet } from "../../tools/lint/lintFleet.ts";

describe("fleet table", () => {
  it("has a row per zone", () => {
    const { zones } = lintFleet();
    const table = fleetTable(zones);
    expect(table.split("\n")).toHaveLength(zones.length + 2);
  });

  it("in manifests/README.md is fresh (npm run fleet-table)", () => {
    const run = spawnSync(resolve("node_modules/.bin/node"), ["tools/lint/fleet-table.ts", "--check"], {
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
