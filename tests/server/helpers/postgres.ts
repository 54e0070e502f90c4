import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase } from "../../../tools/pg/throwawayPostgres.ts";

const nameFor = (label: string) =>
  `gangway_${label.replace(/[^a-z0-9]/gi, "_").toLowerCase()}_${randomBytes(3).toString("hex")}`;

/** A new, empty database on the run's PostgreSQL server (see postgresGlobalSetup.ts), named for the test. */
export function freshDatabase(label: string): Promise<string> {
  return createDatabase(inject("postgresUrl"), nameFor(label));
}

/**
 * A new database copied from a template this run makes once, by `make` on an empty database of its
 * own (migrated and seeded, say): every test file of the run that asks for the same `key` gets its
 * own copy, without each migrating and seeding again. The first file to ask makes it; the others
 * wait on a lock until it is there.
 */
export async function databaseFrom(
  label: string,
  key: string,
  make: (url: string) => Promise<void>,
): Promise<string> {
  const admin = inject("postgresUrl");
  // named for this run: a TEST_DATABASE_URL server outlives it, and its migrations may change
  const template = `gangway_tpl_${key}_${inject("postgresRun")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext($1))", [template]);
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
    // `make` closes its connections: a database is copied only while no one is connected to it
    if (found.rowCount === 0) await make(await createDatabase(admin, template));
    const name = nameFor(label);
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return url.toString();
  } finally {
    await client.end();
  }
}
