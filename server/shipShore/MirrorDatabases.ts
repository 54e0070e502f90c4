import { Kysely, PostgresDialect } from "kysely";
import { openPeerPool, openPeerStorage } from "../storage/open/openPeerStorage.ts";
import type { Db } from "../storage/Storage.ts";
import type { Tables } from "../storage/Tables.ts";

/**
 * On shore: each vessel's copy (a database of its own on the shore's cluster, written by its
 * link only), reached with the shore servers' own credentials: one connection each, for the
 * heartbeats the link brought; and migrated as the shore's database is, once per start, so that
 * an upgraded shore takes the columns its ships will send (upgrade the shore first).
 */
export class MirrorDatabases {
  readonly #url: string;
  readonly #open = new Map<string, Db>();
  readonly #migrated = new Set<string>();

  constructor(shoreUrl: string) {
    this.#url = shoreUrl;
  }

  urlOf(database: string): string {
    const url = new URL(this.#url);
    url.pathname = `/${database}`;
    return url.toString();
  }

  async migrate(database: string): Promise<string[]> {
    if (this.#migrated.has(database)) return [];
    const store = openPeerStorage(this.urlOf(database), 1);
    try {
      const applied = await store.migrate();
      this.#migrated.add(database);
      return applied;
    } finally {
      await store.close();
    }
  }

  db(database: string): Db {
    let db = this.#open.get(database);
    if (!db) {
      db = new Kysely<Tables>({
        dialect: new PostgresDialect({ pool: openPeerPool(this.urlOf(database), 1) }),
      });
      this.#open.set(database, db);
    }
    return db;
  }

  async close(): Promise<void> {
    await Promise.all([...this.#open.values()].map((db) => db.destroy()));
    this.#open.clear();
  }
}
