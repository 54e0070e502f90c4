import { sql } from "kysely";
import type { ExecScript } from "./ExecScript.ts";
import type { Migration } from "./Migration.ts";
import { checksumOf } from "./readMigrations.ts";
import type { Storage, Tx } from "./Storage.ts";

// the last version of each database's own history before there was one history for both
const LEGACY_LAST = { sqlite: 7, postgres: 8 } as const;
const BASELINE = "001-schema";

/** A database whose migrations an older release had not finished: that release must finish them. */
export class LegacySchemaError extends Error {}

/**
 * A database made before the two histories became one (schema_migrations, versions 1–7 on SQLite,
 * 1–8 on PostgreSQL) already has 001-schema's tables: it is recorded as applied, after the one
 * difference the two histories had drifted into is mended (PostgreSQL named the sandbox's
 * payment column payment_json). Returns the baseline when it adopted the database.
 */
export async function adoptLegacySchema(
  tx: Tx,
  exec: ExecScript,
  kind: Storage["kind"],
  migrations: Migration[],
): Promise<Migration | undefined> {
  const baseline = migrations.find((m) => m.name === BASELINE);
  const tables = await tx.q.introspection.getTables();
  if (!baseline || !tables.some((t) => t.name === "schema_migrations")) return undefined;
  const { rows } = await sql<{ version: number }>`SELECT version FROM schema_migrations`.execute(tx.q);
  const last = Math.max(0, ...rows.map((r) => Number(r.version)));
  if (last < LEGACY_LAST[kind])
    throw new LegacySchemaError(
      `this database's schema is at version ${last} of the previous release's ${LEGACY_LAST[kind]}: ` +
        "start the previous release on it once to finish its migrations, then this one",
    );
  const sandbox = tables.find((t) => t.name === "sandbox_payments");
  if (sandbox?.columns.some((c) => c.name === "payment_json"))
    await exec(`ALTER TABLE sandbox_payments RENAME COLUMN payment_json TO body;
      CREATE INDEX IF NOT EXISTS sandbox_payments_by_time ON sandbox_payments (created_at);`);
  await tx.q
    .insertInto("migrations")
    .values({ name: BASELINE, checksum: checksumOf(baseline.text), applied_at: Date.now() })
    .execute();
  return baseline;
}
