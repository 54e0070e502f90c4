import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freshDatabase } from "../server/helpers/postgres.ts";
import { shopDay } from "../server/helpers/shopDay.ts";
import type { TestApp } from "../server/helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

const NODE = resolve("node_modules/.bin/node");
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// a command as an operator runs it against the servers' PostgreSQL: DATABASE_URL, a DATA_DIR that
// does not exist (SQLite cannot be what answers), no SERVER_SECRET
function run(command: "report" | "erase", args: string[], databaseUrl: string) {
  const child = spawn(NODE, [resolve(`tools/${command}/${command}.ts`), ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: "/nonexistent", SERVER_SECRET: "" },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((done) =>
    child.on("close", (status) => done({ status, stdout, stderr })),
  );
}

describe("npm run report and npm run erase on PostgreSQL (DATABASE_URL)", {
  timeout: scaled(300_000),
}, () => {
  it("report the servers' day, the failed checkout included, and erase a buyer there", async () => {
    const url = await freshDatabase("operations_cli");
    ({ t } = await shopDay(
      { storage: { databaseUrl: url }, devices: { serverSecret: "s".repeat(32) } },
      "pg.buyer@example.org",
    ));

    const checkouts = await run("report", ["checkouts", "--format", "json"], url);
    expect(checkouts.stderr).toBe("");
    expect(JSON.parse(checkouts.stdout)).toMatchObject([
      { zone: "jw-swift-demo", status: "failed", reason: "payment provider unreachable: connect ETIMEDOUT" },
    ]);
    const sales = await run("report", ["sales", "--format", "csv"], url);
    expect(sales.stdout.split("\r\n")[1]).toMatch(/^\d{4}-\d\d-\d\d,card,EUR,1,1,4\.50$/);
    const vouchers = JSON.parse(
      (await run("report", ["vouchers", "--zone", "jw-swift-demo", "--format", "json"], url)).stdout,
    );
    expect(vouchers).toContainEqual(expect.objectContaining({ source: "card", unused: 1, total: 1 }));
    const online = JSON.parse((await run("report", ["online", "--format", "json"], url)).stdout);
    expect(online.find((z: { zone: string }) => z.zone === "gn-premium-demo")?.online).toBeGreaterThan(0);

    const erased = await run("erase", ["--email", "PG.Buyer@example.org"], url);
    expect(erased.stderr).toBe("");
    expect(erased.stdout).toMatch(
      /^erased the personal data of PG\.Buyer@example\.org from the PostgreSQL database at /,
    );
    expect(erased.stdout).toContain("  anonymised      1  orders\n");
    const after = await run("erase", ["--email", "pg.buyer@example.org"], url);
    expect(after.stdout).toContain("  anonymised      0  orders\n");
  });
});
