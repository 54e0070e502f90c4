import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { createDatabase } from "../../../tools/pg/throwawayPostgres.ts";

/** A new, empty database on the run's PostgreSQL server (see postgresGlobalSetup.ts), named for the test. */
export function freshDatabase(label: string): Promise<string> {
  const name = `gangway_${label.replace(/[^a-z0-9]/gi, "_").toLowerCase()}_${randomBytes(3).toString("hex")}`;
  return createDatabase(inject("postgresUrl"), name);
}
