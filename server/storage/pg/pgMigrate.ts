import { fileURLToPath } from "node:url";
import { type Migration, readMigrations } from "../../db/migrate.ts";
import type { Pool } from "./pgPool.ts";
import { transaction } from "./pgTransaction.ts";

export const PG_MIGRATIONS_DIR = fileURLToPath(new URL("../../db/pg-migrations/", import.meta.url));

// any fixed number: the advisory lock that lets one starting server migrate while the others wait
const MIGRATION_LOCK = 0x6a6e_7761_7901;

/**
 * Applies the migrations not yet recorded, all in one transaction (PostgreSQL's DDL is
 * transactional) under an advisory lock: servers starting at once take turns, and the ones after
 * the first find everything recorded and apply nothing.
 */
export async function migratePg(
  pool: Pool,
  migrations: Migration[] = readMigrations(PG_MIGRATIONS_DIR),
): Promise<number[]> {
  return transaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)`);
    const { rows } = await client.query<{ version: number }>("SELECT version FROM schema_migrations");
    const applied = new Set(rows.map((r) => r.version));
    const done: number[] = [];
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      await client.query(m.sql);
      await client.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
        m.version,
        m.name,
        Date.now(),
      ]);
      done.push(m.version);
    }
    return done;
  });
}
