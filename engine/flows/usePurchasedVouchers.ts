import { useAtomValue, useStore } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiStatus } from "../api/apiStatus.ts";
import { getOrderVouchers, type OrderVoucher } from "../api/getOrderVouchers.ts";
import { hydratedAtom } from "../state/hydratedAtom.ts";
import { storeStorage } from "../state/storeStorage.ts";
import { zoneAtom } from "../state/zoneAtom.ts";
import { messages } from "./messages.ts";
import { useErrors } from "./useErrors.ts";

export const PURCHASED_HASH = "#purchasedVouchers";

const NONE: string[] = [];

/**
 * Earlier purchases on this device: one order per press of 'load previous orders', newest public
 * id first. An order the server has not confirmed (or does not know) holds no vouchers and is
 * passed over; with the hash #purchasedVouchers the first order loads at once.
 * What only this browser knows (its stored orders, the address's hash) is read once the page is
 * there: the server drew the page without either, and the browser's first render must match it.
 */
export function usePurchasedVouchers(hash?: string) {
  const prefix = useAtomValue(zoneAtom)?.zonePrefix ?? "";
  const { push } = useErrors();
  const store = useStore();
  const hydrated = useAtomValue(hydratedAtom);
  const [kept, setKept] = useState<{ publicIds: string[]; autoLoad: boolean } | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    setKept({
      publicIds: store.get(storeStorage.publicIds(prefix)),
      autoLoad: (hash ?? window.location.hash) === PURCHASED_HASH,
    });
  }, [hydrated, store, prefix, hash]);
  const publicIds = kept?.publicIds ?? NONE;
  const [next, setNext] = useState(0);
  const [vouchers, setVouchers] = useState<OrderVoucher[]>([]);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    let index = next;
    try {
      while (index < publicIds.length) {
        const order = await getOrderVouchers(publicIds[index] as string).catch((error) => {
          // a forgotten order (404) is passed over; a failed call stops here, to be pressed again
          if (apiStatus(error) === 404) return null;
          throw error;
        });
        index++;
        if (order?.completed) {
          setVouchers((shown) => [...shown, ...order.vouchers]);
          break;
        }
      }
    } catch {
      push(messages.timeout);
    } finally {
      setNext(index);
      setLoading(false);
      busy.current = false;
    }
  }, [next, publicIds, push]);

  const autoLoad = kept?.autoLoad ?? false;
  const started = useRef(false);
  useEffect(() => {
    if (!autoLoad || started.current) return;
    started.current = true;
    void loadMore();
  }, [autoLoad, loadMore]);

  return { vouchers, loading, hasMore: next < publicIds.length, loadMore, autoLoad };
}
