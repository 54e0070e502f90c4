import { fileURLToPath } from "node:url";
import { checksumOf, type Migration, readMigrations, refuseEditedMigrations } from "../../db/migrate.ts";
import type { Pool } from "./pgPool.ts";
import { transaction } from "./pgTransaction.ts";

export const PG_MIGRATIONS_DIR = fileURLToPath(new URL("../../db/pg-migrations/", import.meta.url));

// any fixed number: the advisory lock that lets one starting server migrate while the others wait
const MIGRATION_LOCK = 0x6a6e_7761_7901;

/**
 * Applies the migrations not yet recorded, all in one transaction (PostgreSQL's DDL is
 * transactional) under an advisory lock: servers starting at once take turns, and the ones after
 * the first find everything recorded and apply nothing. Refuses (MigrationChangedError, nothing
 * applied) when a migration already applied has been edited since, as on SQLite.
 */
export async function migratePg(
  pool: Pool,
  migrations: Migration[] = readMigrations(PG_MIGRATIONS_DIR),
): Promise<number[]> {
  return transaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL, checksum TEXT)`);
    // a database from before checksums (or a row an older release wrote during a rolling
    // upgrade): its migrations are taken as they are now
    await client.query("ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum TEXT");
    for (const m of migrations)
      await client.query(
        "UPDATE schema_migrations SET checksum = $1 WHERE version = $2 AND checksum IS NULL",
        [checksumOf(m.sql), m.version],
      );
    const { rows } = await client.query<{ version: number; checksum: string | null }>(
      "SELECT version, checksum FROM schema_migrations",
    );
    const applied = new Map(rows.map((r) => [r.version, r.checksum]));
    refuseEditedMigrations(migrations, applied);
    const done: number[] = [];
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      await client.query(m.sql);
      await client.query(
        "INSERT INTO schema_migrations (version, name, applied_at, checksum) VALUES ($1, $2, $3, $4)",
        [m.version, m.name, Date.now(), checksumOf(m.sql)],
      );
      done.push(m.version);
    }
    return done;
  });
}
