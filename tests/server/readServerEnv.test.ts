import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readServerEnv } from "../../server/wiring/readServerEnv.ts";
import { ServerEnvError } from "../../server/env/ServerEnvError.ts";
import { gatewayKeysFromEnv } from "../../server/env/gatewayKeysFromEnv.ts";
import { httpOptionsFromEnv } from "../../server/wiring/httpOptionsFromEnv.ts";
import { checkEnvironment } from "../../server/wiring/environment.ts";
import { readMailEnv } from "../../server/shop/mail/readMailEnv.ts";
import { readMaintenanceEnv } from "../../server/maintenance/readMaintenanceEnv.ts";
import { readStorageEnv } from "../../server/storage/open/readStorageEnv.ts";
import { readPortalEnv } from "../../server/pages/readPortalEnv.ts";
import { readTestModeEnv } from "../../server/testMode/readTestModeEnv.ts";
import { readShopEnv } from "../../server/shop/readShopEnv.ts";
import { readSimulatorsEnv } from "../../server/accessController/readSimulatorsEnv.ts";
import { readDevicesEnv } from "../../server/security/readDevicesEnv.ts";
import { readSeamEnv } from "../../server/seam/readSeamEnv.ts";

// what main.ts does at start: every section checked at once (wiring/environment.ts); the refusal's line
const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    checkEnvironment(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ServerEnvError);
    return (error as Error).message;
  }
  throw new Error("accepted");
};
import { tempDir } from "./helpers/testApp.ts";

describe("the server's environment, section by section (env-schema)", () => {
  it("reads SMTP_CA_FILE at start: a file that is missing or holds no certificate stops the start", () => {
    const dir = tempDir();
    try {
      expect(() => readMailEnv({ SMTP_CA_FILE: join(dir, "none.pem") })).toThrow(
        new ServerEnvError(`SMTP_CA_FILE cannot be read (ENOENT): ${join(dir, "none.pem")}`),
      );
      writeFileSync(join(dir, "key.pem"), "-----BEGIN PRIVATE KEY-----\n");
      expect(() => checkEnvironment({ SMTP_CA_FILE: join(dir, "key.pem") })).toThrow(
        /^SMTP_CA_FILE must be a PEM file of certificates/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses an http PUBLIC_URL in a production-looking configuration unless PUBLIC_URL_HTTP=allow", () => {
    const production = { DEMO: "0", ALLOWED_HOSTS: "portal.ship.example" };
    expect(() => readServerEnv({ ...production, PUBLIC_URL: "http://portal.ship.example" })).toThrow(
      new ServerEnvError(
        "PUBLIC_URL is not https (http://portal.ship.example) in a production-looking configuration (ALLOWED_HOSTS is set (portal.ship.example); DEMO=0): device cookies, vouchers and payment notices would cross the network in clear. Set an https PUBLIC_URL (the TLS proxy in front), or PUBLIC_URL_HTTP=allow to serve over http anyway",
      ),
    );
    expect(() => readServerEnv({ NODE_ENV: "production", PUBLIC_URL: "http://10.0.0.5:8080" })).toThrow(
      /^PUBLIC_URL is not https \(http:\/\/10\.0\.0\.5:8080\) in a production-looking configuration \(NODE_ENV=production\)/,
    );
    // the operator's word, or https, or a development start
    expect(
      readServerEnv({ ...production, PUBLIC_URL: "http://portal.ship.example", PUBLIC_URL_HTTP: "allow" }),
    ).toMatchObject({ PUBLIC_URL: "http://portal.ship.example" });
    expect(readServerEnv({ ...production, PUBLIC_URL: "https://portal.ship.example" })).toMatchObject({
      PUBLIC_URL: "https://portal.ship.example",
    });
    expect(readServerEnv({ PUBLIC_URL: "http://127.0.0.1:8080" })).toMatchObject({
      PUBLIC_URL: "http://127.0.0.1:8080",
    });
    expect(() => readServerEnv({ PUBLIC_URL_HTTP: "yes" })).toThrow(/^PUBLIC_URL_HTTP must be /);
  });

  it("checks the operations variables: SMTP needs a sender, tokens are long, retention is in days", () => {
    expect(readMaintenanceEnv({})).toEqual({ retentionDays: 30 });
    expect(readMailEnv({})).toEqual({ smtp: undefined });
    const operations = {
      SMTP_URL: "smtps://gangway:secret@mail.example:465",
      MAIL_FROM: "Nordlinjen Wi-Fi <wifi@nordlinjen.example>",
      METRICS_TOKEN: "m".repeat(32),
      RETENTION_DAYS: "90",
    };
    expect(() => checkEnvironment(operations)).not.toThrow();
    expect(readMailEnv(operations).smtp).toMatchObject({ url: "smtps://gangway:secret@mail.example:465" });
    expect(readMaintenanceEnv(operations)).toEqual({ retentionDays: 90 });

    expect(refusal({ SMTP_URL: "smtp://mail.example:587" })).toMatch(/^SMTP_URL needs MAIL_FROM: /);
    // the password never reaches the terminal
    expect(refusal({ SMTP_URL: "http://gangway:secret@mail.example", MAIL_FROM: "a@b.example" })).toBe(
      'SMTP_URL must be an SMTP URL, smtp://user:password@host:587 or smtps://user:password@host:465, not "http://gangway:…@mail.example"',
    );
    expect(
      refusal({ SMTP_URL: "smtp://m.example", MAIL_FROM: "wifi@ship.example\nBcc: x@y.example" }),
    ).toMatch(/^MAIL_FROM must be an e-mail address/);
    expect(refusal({ METRICS_TOKEN: "short" })).toBe("METRICS_TOKEN must NOT have fewer than 32 characters");
    expect(refusal({ RETENTION_DAYS: "0" })).toBe('RETENTION_DAYS must be >= 1, not "0"');
  });

  it("gives the documented defaults when nothing is set, and counts an empty variable as unset", () => {
    for (const env of [{}, { PORT: "", DEMO: "", LOG_LEVEL: "", DATA_DIR: "", TEST_MODE: "" }]) {
      expect(readServerEnv(env)).toMatchObject({
        PORT: 8080,
        HOST: "127.0.0.1",
        ALLOWED_HOSTS: [],
        DEMO: true,
        LOG_LEVEL: "info",
      });
      expect(readStorageEnv(env)).toMatchObject({ dataDir: "./data" });
      expect(readPortalEnv(env)).toMatchObject({ staticDir: "./dist" });
      expect(readTestModeEnv(env)).toEqual({ on: false, fakeRedirects: false });
      expect(readShopEnv(env)).toMatchObject({ payment: { provider: "sandbox" } });
    }
  });

  it("types what is set: numbers, switches in any spelling, a comma list", () => {
    const given = {
      PORT: "0",
      DEMO: "off",
      TEST_MODE: "1",
      FAKE_REDIRECTS: "YES",
      ALLOWED_HOSTS: " portal.ship.example, ,cabin.ship.example",
      CRUISE_JOB_DELAY_MS: "25",
      DATABASE_URL: "postgres://gangway@db.example:5432/gangway",
      DATABASE_POOL_SIZE: "8",
      SERVER_SECRET: "x".repeat(32),
    };
    expect(readStorageEnv(given)).toMatchObject({
      databaseUrl: "postgres://gangway@db.example:5432/gangway",
      databasePoolSize: 8,
    });
    const env = readServerEnv(given);
    expect(env).toMatchObject({ PORT: 0, DEMO: false });
    expect(readTestModeEnv(given)).toEqual({ on: true, fakeRedirects: true });
    expect(env.ALLOWED_HOSTS).toEqual(["portal.ship.example", "cabin.ship.example"]);
    expect(readSimulatorsEnv(given)).toEqual({ cruiseJobDelayMs: 25 });
  });

  it("leaves the access-controller simulator to the configuration unless ACCESS_CONTROLLER_SIMULATOR says", () => {
    expect(readServerEnv({}).ACCESS_CONTROLLER_SIMULATOR).toBeUndefined();
    expect(readServerEnv({ ACCESS_CONTROLLER_SIMULATOR: "" }).ACCESS_CONTROLLER_SIMULATOR).toBeUndefined();
    expect(readServerEnv({ ACCESS_CONTROLLER_SIMULATOR: "1" }).ACCESS_CONTROLLER_SIMULATOR).toBe(true);
    expect(readServerEnv({ ACCESS_CONTROLLER_SIMULATOR: "off" }).ACCESS_CONTROLLER_SIMULATOR).toBe(false);
    expect(() => readServerEnv({ ACCESS_CONTROLLER_SIMULATOR: "maybe" })).toThrow(
      /ACCESS_CONTROLLER_SIMULATOR must be 1\/0, true\/false, yes\/no or on\/off/,
    );
  });

  it("refuses a wrong value with the variable, the rule and the value, every one at once", () => {
    expect(refusal({ PORT: "abc" })).toBe('PORT must be integer, not "abc"');
    expect(refusal({ PORT: "70000", LOG_LEVEL: "loud" })).toBe(
      'PORT must be <= 65535, not "70000"; LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"',
    );
    expect(refusal({ CRUISE_JOB_DELAY_MS: "1.5s" })).toBe('CRUISE_JOB_DELAY_MS must be integer, not "1.5s"');
    expect(refusal({ DATABASE_URL: "mysql://db/gangway", DATABASE_POOL_SIZE: "0" })).toBe(
      'DATABASE_URL must be a PostgreSQL URL, postgres://user:password@host:5432/database, not "mysql://db/gangway"; DATABASE_POOL_SIZE must be >= 1, not "0"',
    );
    // a mistyped URL is shown without its password
    expect(refusal({ DATABASE_URL: "postgress://gangway:s3cret@db/gangway" })).toBe(
      'DATABASE_URL must be a PostgreSQL URL, postgres://user:password@host:5432/database, not "postgress://gangway:…@db/gangway"',
    );
    expect(refusal({ DATABASE_URL: "postgres://gangway@db.example:5432/gangway" })).toMatch(
      /^DATABASE_URL needs SERVER_SECRET: every server/,
    );
    expect(refusal({ PAYMENT_PROVIDER: "paypal" })).toBe(
      "PAYMENT_PROVIDER must be sandbox or nets, not paypal",
    );
  });

  it("checks the security variables the same way, never repeating the secret", () => {
    // two sections' variables in one line, in the reference's order (the server's own first)
    expect(refusal({ CLIENT_LIMIT_SCALE: "abc", REQUEST_TIMEOUT_MS: "30s" })).toBe(
      'REQUEST_TIMEOUT_MS must be integer, not "30s"; CLIENT_LIMIT_SCALE must be integer, not "abc"',
    );
    expect(refusal({ CLIENT_LIMIT_SCALE: "0", REQUEST_TIMEOUT_MS: "5" })).toBe(
      'REQUEST_TIMEOUT_MS must be >= 1000, not "5"; CLIENT_LIMIT_SCALE must be >= 1, not "0"',
    );
    expect(refusal({ STARTUP_TIMEOUT_MS: "10s" })).toBe('STARTUP_TIMEOUT_MS must be integer, not "10s"');
    expect(refusal({ SANDBOX_NOTICE_DELAY_MS: "4s" })).toBe(
      'SANDBOX_NOTICE_DELAY_MS must be integer, not "4s"',
    );
    expect(refusal({ SERVER_SECRET: "hunter2" })).toBe(
      "SERVER_SECRET must NOT have fewer than 32 characters",
    );
    expect(refusal({ TRUST_PROXY: "yes" })).toBe(
      'TRUST_PROXY must be true, false, a hop count or a comma list of addresses or CIDRs, not "yes"',
    );
    expect(refusal({ TRUST_PROXY: "10.0.0.0/33" })).toMatch(/^TRUST_PROXY must be/);
  });

  it("types the security variables for the server's options", () => {
    const secret = "s".repeat(32);
    const env = {
      TRUST_PROXY: "127.0.0.1, 10.0.0.0/8, ::1, fd00::/8, loopback",
      SERVER_SECRET: secret,
      CLIENT_LIMIT_SCALE: "100",
      REQUEST_TIMEOUT_MS: "5000",
      STARTUP_TIMEOUT_MS: "80000",
      SANDBOX_NOTICE_DELAY_MS: "0",
    };
    const checked = readServerEnv(env);
    expect(readShopEnv(env).payment?.sandboxNoticeDelayMs).toBe(0);
    expect(httpOptionsFromEnv(checked)).toEqual({
      trustProxy: ["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8", "loopback"],
      requestTimeoutMs: 5000,
      startupTimeoutMs: 80000,
    });
    expect(readDevicesEnv(env).serverSecret).toBe(secret);
    expect(readSeamEnv(env)).toEqual({ clientLimitScale: 100 });
    expect(readServerEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(readServerEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(readServerEnv({}).TRUST_PROXY).toBe(false);
  });

  it("refuses a gateway key file that is no JSON object, or a short key, without quoting a key", () => {
    const dir = tempDir();
    const file = join(dir, "keys.json");
    writeFileSync(file, '{ "gn-premium-demo": "a-key-that-must-not-be-quoted" ');
    const refusal = (env: NodeJS.ProcessEnv) => () => gatewayKeysFromEnv(env);
    expect(refusal({ GATEWAY_KEYS_FILE: file })).toThrow(ServerEnvError);
    expect(refusal({ GATEWAY_KEYS_FILE: file })).toThrow(/^GATEWAY_KEYS_FILE must hold a JSON object/);
    expect(refusal({ GATEWAY_KEYS_FILE: file })).not.toThrow(/a-key/);
    expect(refusal({ GATEWAY_KEYS_FILE: `${file}.missing` })).toThrow(
      /^GATEWAY_KEYS_FILE cannot be read \(ENOENT\)/,
    );
    expect(refusal({ GATEWAY_KEYS: "gn-premium-demo=short" })).toThrow(
      "the gateway key of zone gn-premium-demo must be a string of at least 32 characters",
    );
    const key = "k".repeat(32);
    expect(gatewayKeysFromEnv({ GATEWAY_KEYS: `gn-premium-demo=${key}` })).toEqual({
      "gn-premium-demo": key,
    });
    rmSync(dir, { recursive: true, force: true });
  });
});
