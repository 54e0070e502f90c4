import type { Tier, ZoneRecord } from "../domain/types.ts";
import type { Storage } from "../storage/Storage.ts";

/**
 * The active zones as the database holds them (reconciled from the manifests). Every zone-scoped
 * request looks its zone up, and zones change only when reconciled: a zone read is kept for the
 * store's zoneCacheMs (for ever on SQLite, whose one server reconciles; briefly on PostgreSQL, where
 * another server may), and forgotten whenever this server reconciles.
 */
export class ZoneRecords {
  readonly #store: Storage;
  readonly #cache = new Map<string, { zone: ZoneRecord; until: number }>();

  constructor(store: Storage) {
    this.#store = store;
  }

  // an active zone; a retired one (no manifest defines it any more) is unknown
  async find(zoneId: string): Promise<ZoneRecord | undefined> {
    const cached = this.#cache.get(zoneId);
    if (cached && cached.until > Date.now()) return cached.zone;
    const row = await this.#store.db
      .selectFrom("zones")
      .select(["zone_id", "zone_prefix", "tier", "settings_json", "time_zone"])
      .where("zone_id", "=", zoneId)
      .where("retired_at", "is", null)
      .executeTakeFirst();
    if (!row) return undefined;
    const zone: ZoneRecord = Object.freeze({
      zoneId: row.zone_id,
      zonePrefix: row.zone_prefix,
      tier: row.tier as Tier,
      settings: Object.freeze(JSON.parse(row.settings_json) as Record<string, unknown>),
      timeZone: row.time_zone,
    });
    this.#cache.set(zoneId, { zone, until: Date.now() + this.#store.zoneCacheMs });
    return zone;
  }

  // the active zones' ids, sorted by code point (npm run vouchers names them when given an unknown one)
  async ids(): Promise<string[]> {
    const rows = await this.#store.db
      .selectFrom("zones")
      .select("zone_id")
      .where("retired_at", "is", null)
      .execute();
    return rows.map((r) => r.zone_id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  forget(): void {
    this.#cache.clear();
  }
}
