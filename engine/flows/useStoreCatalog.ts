import { useAtomValue } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import { hydratedAtom } from "../state/hydratedAtom.ts";
import { inlinedStoreAtom } from "../state/inlinedStoreAtom.ts";
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
  // the page arrived with the items (drawn by the server): no request for its first showing, with
  // the script or without; a later visit of the page (the app's own navigation) asks anew
  const landed = !useAtomValue(hydratedAtom);
  const inlinedStore = useAtomValue(inlinedStoreAtom)?.catalog;
  const inlined = landed ? inlinedStore : undefined;
  const [catalog, setCatalog] = useState<Catalog>(() => {
    if (!inlined) return { status: "loading" };
    return inlined.availableStoreItems.length > 0
      ? { status: "ready", store: inlined }
      : { status: "unavailable" };
  });
  const arrived = useRef(inlined !== undefined);
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
    if (!active) return;
    // the items the page arrived with count for its first showing
    if (arrived.current) arrived.current = false;
    else void load();
  }, [active, load]);
  return { catalog, reload: load };
}
