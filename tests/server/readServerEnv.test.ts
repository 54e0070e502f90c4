import { describe, expect, it } from "vitest";
import { readServerEnv } from "../../server/env/readServerEnv.ts";
import { ServerEnvError } from "../../server/env/ServerEnvError.ts";

describe("the server's environment (env-schema)", () => {
  it("gives the documented defaults when nothing is set, and counts an empty variable as unset", () => {
    for (const env of [{}, { PORT: "", DEMO: "", LOG_LEVEL: "" }])
      expect(readServerEnv(env)).toMatchObject({
        PORT: 8080,
        HOST: "127.0.0.1",
        ALLOWED_HOSTS: [],
        DATA_DIR: "./data",
        STATIC_DIR: "./dist",
        DEMO: true,
        TEST_MODE: false,
        FAKE_REDIRECTS: false,
        LOG_LEVEL: "info",
        payment: { provider: "sandbox" },
      });
  });

  it("types what is set: numbers, switches in any spelling, a comma list", () => {
    const env = readServerEnv({
      PORT: "0",
      DEMO: "off",
      TEST_MODE: "1",
      FAKE_REDIRECTS: "YES",
      ALLOWED_HOSTS: " portal.ship.example, ,cabin.ship.example",
      CRUISE_JOB_DELAY_MS: "25",
      DATABASE_URL: "postgres://gangway@db.example:5432/gangway",
      DATABASE_POOL_SIZE: "8",
      SERVER_SECRET: "x".repeat(32),
    });
    expect(env).toMatchObject({
      DATABASE_URL: "postgres://gangway@db.example:5432/gangway",
      DATABASE_POOL_SIZE: 8,
    });
    expect(env).toMatchObject({ PORT: 0, DEMO: false, TEST_MODE: true, FAKE_REDIRECTS: true });
    expect(env.ALLOWED_HOSTS).toEqual(["portal.ship.example", "cabin.ship.example"]);
    expect(env.CRUISE_JOB_DELAY_MS).toBe(25);
  });

  it("refuses a wrong value with the variable, the rule and the value, every one at once", () => {
    const refusal = (env: NodeJS.ProcessEnv) => {
      try {
        readServerEnv(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ServerEnvError);
        return (error as Error).message;
      }
      throw new Error("accepted");
    };
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
});
