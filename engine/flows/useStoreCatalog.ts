import { useCallback, useEffect, useState } from "react";
import type { StoreZone } from "../../schemas/gen/api.gen.ts";
import { apiStatus } from "../api/apiStatus.ts";
import { getStoreZone } from "../api/getStoreZone.ts";

export type Catalog =
  | { status: "loading" }
  | { status: "ready"; store: StoreZone }
  | { status: "unavailable" }
  | { status: "failed" };

/**
 * The zone's items. The store's availability is learned here: no store (404) or no items is
 * 'service unavailable'; any other failure is the timeout message, with a retry: said once, by the
 * store's own notice (StoreNotice "failed"), not by a banner above it as well.
 */
export function useStoreCatalog(active: boolean) {
  const [catalog, setCatalog] = useState<Catalog>({ status: "loading" });
  const load = useCallback(async () => {
    setCatalog({ status: "loading" });
    try {
      const store = await getStoreZone();
      setCatalog(
        store.availableStoreItems.length > 0 ? { status: "ready", store } : { status: "unavailable" },
      );
    } catch (error) {
      setCatalog({ status: apiStatus(error) === 404 ? "unavailable" : "failed" });
    }
  }, []);
  useEffect(() => {
    if (active) void load();
  }, [active, load]);
  return { catalog, reload: load };
}
