import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { tempDir } from "./helpers/testApp.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe("server/main.ts", () => {
  it("prints one line saying what to open, serves, and exits cleanly on SIGTERM", async () => {
    const dataDir = tempDir();
    const child = spawn(process.execPath, ["server/main.ts"], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, "dist"),
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk) => {
        stdout += chunk;
        if (stdout.includes("\n")) resolve(stdout.split("\n")[0] ?? "");
      });
      exited.then(() => reject(new Error(`main exited early: ${stderr}`)));
    });

    const match =
      /^Gangway portal: http:\/\/127\.0\.0\.1:(\d+)\/\?mac=02:00:00:00:00:10&zoneId=gn-premium-demo$/.exec(
        line,
      );
    expect(match, line).not.toBeNull();
    const res = await fetch(`http://127.0.0.1:${match?.[1]}/api/v1/settings`, {
      headers: { "x-zone-public-id": "gn-premium-demo" },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).zonePrefix).toBe("gangnet/premium");

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(stdout).toBe(`${line}\n`);
    expect(existsSync(join(dataDir, "gangway.db"))).toBe(true);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops at a wrong variable with one line on stderr and exit code 1, no stack trace", async () => {
    const child = spawn(process.execPath, ["server/main.ts"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, PORT: "abc", DEMO: "maybe", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
    expect(code).toBe(1);
    expect(output).toBe(
      'gangway: PORT must be integer, not "abc"; DEMO must be 1/0, true/false, yes/no or on/off, not "maybe"\n',
    );
  });

  it("stops the same way at a wrong security variable (a bad TRUST_PROXY, a short gateway key)", async () => {
    const start = async (env: NodeJS.ProcessEnv) => {
      const dataDir = tempDir();
      const child = spawn(process.execPath, ["server/main.ts"], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, PORT: "0", LOG_LEVEL: "warn", DATA_DIR: dataDir, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
      rmSync(dataDir, { recursive: true, force: true });
      return { code, output };
    };
    expect(await start({ TRUST_PROXY: "yes" })).toEqual({
      code: 1,
      output:
        'gangway: TRUST_PROXY must be true, false, a hop count or a comma list of addresses or CIDRs, not "yes"\n',
    });
    expect(await start({ GATEWAY_KEYS: "gn-premium-demo=short" })).toEqual({
      code: 1,
      output: "gangway: the gateway key of zone gn-premium-demo must be a string of at least 32 characters\n",
    });
  });

  it("stops with the lint's lines, no stack trace, on a broken folder with no last good version to serve", async () => {
    const dataDir = tempDir();
    const manifestsDir = join(dataDir, "manifests");
    mkdirSync(manifestsDir);
    writeFileSync(join(manifestsDir, "stray.json"), "{");
    const child = spawn(process.execPath, ["server/main.ts"], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        PORT: "0",
        LOG_LEVEL: "warn",
        DATA_DIR: dataDir,
        MANIFESTS_DIR: manifestsDir,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(output).toMatch(/^gangway: invalid manifests in .* and no last good version of its operators in /);
    expect(output).toMatch(/stray\.json:1:2 /);
    expect(output).not.toMatch(/\n\s+at /);
  });
});
