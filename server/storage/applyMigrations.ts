import { adoptLegacySchema } from "./adoptLegacySchema.ts";
import { checksumOf, readMigrations, refuseEditedMigrations, renderMigration } from "./readMigrations.ts";
import type { Migration } from "./Migration.ts";
import type { Storage, Tx } from "./Storage.ts";
import type { ExecScript } from "./ExecScript.ts";

/**
 * Inside the caller's transaction, which holds the migration lock: applies the migrations not yet
 * recorded, in order, and returns their names. Refuses (MigrationChangedError, nothing applied)
 * when a migration already applied has been edited since: its change would silently never run.
 */
export async function applyMigrations(
  tx: Tx,
  exec: ExecScript,
  kind: Storage["kind"],
  migrations: Migration[] = readMigrations(),
): Promise<string[]> {
  await exec(`CREATE TABLE IF NOT EXISTS migrations (
    name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at BIGINT NOT NULL)`);
  const rows = await tx.q.selectFrom("migrations").select(["name", "checksum"]).execute();
  const applied = new Map(rows.map((r) => [r.name, r.checksum]));
  if (applied.size === 0) {
    const adopted = await adoptLegacySchema(tx, exec, kind, migrations);
    if (adopted) applied.set(adopted.name, checksumOf(adopted.text));
  }
  refuseEditedMigrations(migrations, applied);
  const done: string[] = [];
  for (const m of migrations) {
    if (applied.has(m.name)) continue;
    await exec(renderMigration(m.text, kind));
    await tx.q
      .insertInto("migrations")
      .values({ name: m.name, checksum: checksumOf(m.text), applied_at: Date.now() })
      .execute();
    done.push(m.name);
  }
  return done;
}
