import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { FreeRadiusPorts } from "../radius/throwawayFreeRadius.ts";
import { freeRadiusFilesSite } from "./freeRadiusFilesSite.ts";
import type { RadiusAttribute } from "./radiusLoad.ts";

/**
 * The RADIUS bench's fair peer for accounting: FreeRADIUS writing every Accounting-Request to an
 * SQLite table through `rlm_sql` (Debian's rlm_sql_sqlite, the packaged `radacct` schema and
 * queries: an Interim-Update updates its session's row, or inserts it), as Gangway writes a row
 * per packet. The file is made in WAL mode, as Gangway's is (the packaged module would leave it in
 * rollback-journal mode, slower); the module's connections keep SQLite's default synchronous=FULL
 * (every commit waits for the disk; Gangway's NORMAL waits at checkpoints), which it has no setting
 * for. Its pool as packaged: one connection would be worse ("no connections available" drops).
 * Authentication as freeRadiusFilesSite's.
 */
export function freeRadiusSqlSite(macs: string[], reply: RadiusAttribute[]) {
  const files = freeRadiusFilesSite(macs, reply);
  return (raddb: string, ports: FreeRadiusPorts): void => {
    files(raddb, ports);
    const dbFile = join(raddb, "radacct.db");
    const db = new Database(dbFile);
    db.pragma("journal_mode = WAL");
    db.exec(readFileSync(join(raddb, "mods-config", "sql", "main", "sqlite", "schema.sql"), "utf8"));
    db.close();
    const module = readFileSync(join(raddb, "mods-available", "sql"), "utf8")
      .replace(/driver = "rlm_sql_null"/, 'driver = "rlm_sql_sqlite"')
      .replace(/filename = "\/tmp\/freeradius.db"/, `filename = "${dbFile}"`)
      // a write waits for another thread's, as Gangway's busy_timeout lets it
      .replace(/busy_timeout = 200/, "busy_timeout = 5000");
    if (!module.includes(dbFile))
      throw new Error("the packaged sql module changed: no sqlite filename to set");
    writeFileSync(join(raddb, "mods-available", "sql"), module);
    symlinkSync("../mods-available/sql", join(raddb, "mods-enabled", "sql"));
    const site = join(raddb, "sites-enabled", "bench");
    writeFileSync(
      site,
      readFileSync(site, "utf8").replace(/accounting \{\n\t\tdetail\n\t\}/, "accounting {\n\t\tsql\n\t}"),
    );
    if (!readFileSync(site, "utf8").includes("\t\tsql\n"))
      throw new Error("the bench site has no accounting section to change");
  };
}
