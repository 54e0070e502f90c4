import type { DatabaseEnv } from "../storage/DatabaseEnv.ts";
import { checkEnv } from "./checkEnv.ts";

export type { DatabaseEnv };

// where the server keeps its data; the server's schema (readServerEnv.ts) includes these as they are
export const DATABASE_VARIABLES = {
  DATA_DIR: { type: "string", minLength: 1, default: "./data" },
  // set: PostgreSQL, shared by every server of a cluster (README, "Several servers on PostgreSQL")
  DATABASE_URL: {
    type: "string",
    pattern: "^postgres(?:ql)?://",
    says: "a PostgreSQL URL, postgres://user:password@host:5432/database",
  },
  DATABASE_POOL_SIZE: { type: "integer", minimum: 1, maximum: 999 },
};

/**
 * The database variables alone, checked exactly as the server checks them: for a command that
 * works on the server's database (npm run vouchers) and needs none of its other settings.
 */
export function readDatabaseEnv(env: NodeJS.ProcessEnv): DatabaseEnv {
  return checkEnv<DatabaseEnv>(DATABASE_VARIABLES, env);
}
