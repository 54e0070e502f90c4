import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { scaled } from "../timeoutFactor.ts";

const NODE = resolve("node_modules/.bin/node");
const CLI = resolve("tools/fleet/fleet.ts");

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(NODE, [CLI, ...args], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: "/nonexistent", DATABASE_URL: "", ...env },
  });

// the command's refusals, each one line with what to do; the links themselves are
// tests/server/pgShipAndShore.test.ts's, on two PostgreSQL clusters
describe("npm run fleet", { timeout: scaled(60_000) }, () => {
  it("says what it needs, in one line, before it touches a database", () => {
    const help = run(["--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(
      /npm run fleet -- link --vessel <operator\/vessel> --ship <url> --shore <url>/,
    );

    const typo = run(["lnk"]);
    expect(typo.status).toBe(2);
    expect(typo.stderr).toMatch(/unknown command "lnk" \(did you mean "link"\?\)/);

    const bare = run(["link"]);
    expect(bare.status).toBe(2);
    expect(bare.stderr).toMatch(/--vessel <operator\/vessel> is needed/);

    const noShore = run([
      "link",
      "--vessel",
      "meridian/stella",
      "--ship",
      "postgres://p@127.0.0.1:1/gangway",
    ]);
    expect(noShore.status).toBe(2);
    expect(noShore.stderr).toMatch(/--shore <postgres:\/\/…> is needed/);

    const notAUrl = run([
      "resync",
      "--vessel",
      "meridian/stella",
      "--ship",
      "ship-db",
      "--shore",
      "shore-db",
    ]);
    expect(notAUrl.status).toBe(2);
    expect(notAUrl.stderr).toMatch(/--ship must be a postgres:\/\/ URL/);

    const direction = run([
      ...["resync", "--vessel", "meridian/stella", "--direction", "sideways"],
      ...["--ship", "postgres://p@127.0.0.1:1/a", "--shore", "postgres://p@127.0.0.1:1/b"],
    ]);
    expect(direction.status).toBe(2);
    expect(direction.stderr).toMatch(/--direction must be ship-to-shore, shore-to-ship, both/);
  });

  it("refuses a vessel that is no manifest's name, an unreachable database, and a status without PostgreSQL", () => {
    const urls = [
      "--ship",
      "postgres://postgres@127.0.0.1:1/gangway",
      "--shore",
      "postgres://postgres@127.0.0.1:1/gangway",
    ];
    const badVessel = run(["link", "--vessel", "Stella", ...urls]);
    expect(badVessel.status).toBe(1);
    expect(badVessel.stderr).toMatch(/--vessel must be "<operator>\/<vessel>"/);

    // port 1: nothing listens there
    const unreachable = run(["link", "--vessel", "meridian/stella", ...urls]);
    expect(unreachable.status).toBe(1);
    expect(unreachable.stderr).toMatch(
      /^fleet: cannot reach the ship's PostgreSQL \(gangway at 127\.0\.0\.1:1\)/,
    );
    expect(unreachable.stderr).not.toMatch(/\n\s+at /);

    const status = run(["status"]);
    expect(status.status).toBe(1);
    expect(status.stderr).toMatch(/status reads a PostgreSQL database: set DATABASE_URL/);
  });
});
