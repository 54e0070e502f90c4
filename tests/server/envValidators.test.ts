import envSchema from "env-schema";
import { describe, expect, it } from "vitest";
import { checkEnv } from "../../server/env/checkEnv.ts";
import { envDigest } from "../../server/env/envDigest.ts";
import { envValidator } from "../../server/env/envValidator.ts";
import { generatedEnvValidators } from "../../server/env/generatedEnvValidators.gen.js";
import { rulesOf } from "../../server/env/rulesOf.ts";
import { ENVIRONMENT, EVERY_VARIABLE } from "../../server/wiring/environment.ts";
import { environmentSchemas } from "../../server/wiring/environmentSchemas.ts";

// environments a server may be started with, good and bad: each section must read them as the
// env-schema package (the server's checker until its validators were generated) did
const ENVS: NodeJS.ProcessEnv[] = [
  {},
  { PORT: "8080", HOST: "127.0.0.1", DATA_DIR: "/tmp/x", DEMO: "yes", LOG_LEVEL: "info", OTHER: "dropped" },
  { PORT: "abc", DEMO: "maybe", LOG_LEVEL: "loud", RETENTION_DAYS: "-3", DATABASE_POOL_SIZE: "0.5" },
  {
    UNVERIFIED_ZONES: "gn-a,gn-b",
    TRUST_PROXY: "1",
    SERVER_SECRET: "s".repeat(40),
    FLEET_HEARTBEAT_MS: "10",
  },
  {
    UNVERIFIED_ZONES: "",
    CLIENT_LIMIT_SCALE: "2.5",
    METRICS_TOKEN: "t",
    TEST_MODE: "1",
    WARM_BRAND_IMAGES: "0",
  },
];
const SECTIONS = [EVERY_VARIABLE, ...ENVIRONMENT.map((part) => part.variables)];

// what env-schema answered: the checked variables, or its errors
function byEnvSchema(section: (typeof SECTIONS)[number], env: NodeJS.ProcessEnv) {
  const rules = rulesOf(section);
  const schema = {
    type: "object",
    properties: Object.fromEntries(
      Object.entries(rules).map(([name, { says, secret, ...rule }]) => [name, rule]),
    ),
  };
  const data = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  try {
    return { checked: envSchema({ schema, data, env: false, dotenv: false }) };
  } catch (error) {
    return { errors: (error as { errors: unknown }).errors };
  }
}

describe("the environment's generated validators (server/env/generatedEnvValidators.gen.js)", () => {
  it("exist for every section and for all at once: none is compiled at start", () => {
    const schemas = environmentSchemas();
    expect(schemas).toHaveLength(ENVIRONMENT.length + 1);
    for (const schema of schemas) expect(generatedEnvValidators[envDigest(schema)]).toBeTypeOf("function");
  });

  it("check, coerce, fill in, drop and split as env-schema did, with the same errors", () => {
    let refused = 0;
    for (const section of SECTIONS)
      for (const env of ENVS) {
        const before = byEnvSchema(section, env);
        let now: { checked?: unknown; errors?: unknown };
        try {
          now = { checked: checkEnv(rulesOf(section), env) };
        } catch {
          // checkEnv says the errors in words; the validator keeps them as Ajv gave them
          now = { errors: checkEnvErrors(section, env) as unknown[] };
          refused++;
        }
        expect(now).toEqual(before);
      }
    expect(refused).toBeGreaterThan(0);
  });
});

// the errors behind checkEnv's refusal, from the validator it uses
function checkEnvErrors(section: (typeof SECTIONS)[number], env: NodeJS.ProcessEnv) {
  const validate = envValidator(rulesOf(section));
  validate(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")));
  return validate.errors;
}
