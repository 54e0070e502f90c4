import { useCallback, useEffect, useState } from "react";
import type { StoreZone } from "../../schemas/gen/api.gen.ts";
import { apiStatus } from "../api/apiStatus.ts";
import { getStoreZone } from "../api/getStoreZone.ts";
import { messages } from "./messages.ts";
import { useErrors } from "./useErrors.ts";

export type Catalog =
  | { status: "loading" }
  | { status: "ready"; store: StoreZone }
  | { status: "unavailable" }
  | { status: "failed" };

/**
 * The zone's items. The store's availability is learned here: no store (404) or no items is
 * 'service unavailable'; any other failure is the timeout message, with a retry.
 */
export function useStoreCatalog(active: boolean) {
  const { push } = useErrors();
  const [catalog, setCatalog] = useState<Catalog>({ status: "loading" });
  const load = useCallback(async () => {
    setCatalog({ status: "loading" });
    try {
      const store = await getStoreZone();
      setCatalog(
        store.availableStoreItems.length > 0 ? { status: "ready", store } : { status: "unavailable" },
      );
    } catch (error) {
      if (apiStatus(error) === 404) return setCatalog({ status: "unavailable" });
      push(messages.timeout);
      setCatalog({ status: "failed" });
    }
  }, [push]);
  useEffect(() => {
    if (active) void load();
  }, [active, load]);
  return { catalog, reload: load };
}
