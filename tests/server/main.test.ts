import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { allZones } from "./helpers/production.ts";
import { tempDir } from "./helpers/testApp.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe("server/main.ts", () => {
  it("prints a line saying what to open and one saying what is on, serves, and exits cleanly on SIGTERM", async () => {
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

    // what is on, in a development start: no production signal, the sandbox, the simulator, the
    // native RADIUS face for the simulator only (on free loopback ports), no mail, no metrics
    await new Promise<void>((resolve) => {
      if (stdout.split("\n").length > 2) return resolve();
      child.stdout.on("data", () => stdout.split("\n").length > 2 && resolve());
    });
    const on = stdout.split("\n")[1] ?? "";
    expect(on).toMatch(
      new RegExp(
        "^Gangway: development \\(no production signal: .*\\); demo data on; " +
          `database ${dataDir}/gangway\\.db; payments: the sandbox \\(test cards only\\); ` +
          "access-controller simulator on; RADIUS native face on 127\\.0\\.0\\.1 auth \\d+/udp acct \\d+/udp " +
          "for the simulator only \\(no RADIUS_CLIENTS\\), rlm_rest face off; " +
          "mail kept in the outbox \\(no SMTP_URL\\); metrics off \\(no METRICS_TOKEN\\); " +
          "console on the portal's listener \\(/console\\), sessions end after 30 idle minutes",
      ),
    );
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    // and where the console is, with the demo's accounts (DEMO=1 only)
    const consoleLine = `Gangway console: http://127.0.0.1:${match?.[1]}/console (demo: demo-admin or demo-desk, password gangway-demo-console)`;
    expect(stdout).toBe(`${line}\n${on}\n${consoleLine}\n`);
    expect(existsSync(join(dataDir, "gangway.db"))).toBe(true);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("says what is on in a production configuration: its signals, Nets, both RADIUS faces and ports, mail, metrics", async () => {
    const dataDir = tempDir();
    const child = spawn(process.execPath, ["server/main.ts"], {
      cwd: ROOT,
      env: {
        ...{ PATH: process.env.PATH, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" },
        ...{ STATIC_DIR: join(dataDir, "dist"), DEMO: "0", NODE_ENV: "production" },
        ...{ PUBLIC_URL: "https://portal.ship.example", ALLOWED_HOSTS: "portal.ship.example" },
        ...{ PAYMENT_PROVIDER: "nets", NETS_CHECKOUT_KEY: "live-checkout-key-0123456789" },
        NETS_SECRET_KEY: "live-secret-key-0123456789",
        ...{ RADIUS_CLIENTS: "127.0.0.1=a-gateway-secret-of-32-characters", RADIUS_AUTH_PORT: "0" },
        ...{ RADIUS_ACCT_PORT: "0", RADIUS_REST_TOKEN: "rest-token-of-at-least-32-characters-00" },
        ...{ SMTP_URL: "smtp://gangway:mail-secret@mail.ship.example:587", MAIL_FROM: "wifi@ship.example" },
        ...{
          METRICS_TOKEN: "metrics-token-of-at-least-32-characters",
          UNVERIFIED_ZONES: allZones().join(","),
        },
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk) => {
        stdout += chunk;
        if (stdout.split("\n").length > 2) resolve();
      });
      exited.then(() => reject(new Error(`main exited early: ${stderr}`)));
    });
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    const on = stdout.split("\n")[1] ?? "";
    expect(on).toMatch(
      new RegExp(
        "^Gangway: production \\(PUBLIC_URL is https \\(https://portal\\.ship\\.example\\), " +
          "ALLOWED_HOSTS is set \\(portal\\.ship\\.example\\), DEMO=0, NODE_ENV=production\\); demo data off; " +
          "database .*; payments: Nets Easy \\(live\\); access-controller simulator off; " +
          "RADIUS native face on 127\\.0\\.0\\.1 auth \\d+/udp acct \\d+/udp for 1 gateway, rlm_rest face on \\(/api/v1/radius/\\*\\); " +
          "mail over smtp://gangway@mail\\.ship\\.example:587 \\(STARTTLS required\\); " +
          "metrics on \\(/metrics, METRICS_TOKEN\\); " +
          "console on the portal's listener \\(/console\\), sessions end after 30 idle minutes; \\d+ zones unverified$",
      ),
    );
    // never a secret; the log has the same facts, production's signals among them
    expect(stdout + stderr).not.toMatch(/mail-secret|a-gateway-secret|rest-token|metrics-token|live-secret/);
    const logged = stderr
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l))
      .find((e) => e.msg === "what is on");
    expect(logged).toMatchObject({
      productionSignals: expect.arrayContaining(["DEMO=0", "NODE_ENV=production"]),
      simulator: false,
      payments: "nets live",
      rest: true,
      metrics: true,
    });
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
