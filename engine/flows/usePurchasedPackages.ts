import { useAtomValue, useStore } from "jotai";
import { useEffect, useState } from "react";
import { cruiseStorage, type PurchasedPackage } from "../state/cruiseStorage.ts";
import { hydratedAtom } from "../state/hydratedAtom.ts";
import { zoneAtom } from "../state/zoneAtom.ts";

const NONE: PurchasedPackage[] = [];

/**
 * The cruise packages bought on this device in this zone, newest first: read once per page, once
 * the page has hydrated (undefined until then: the server drew the page without this device's
 * storage, and so does the browser's first render).
 */
export function usePurchasedPackages(): PurchasedPackage[] | undefined {
  const zonePrefix = useAtomValue(zoneAtom)?.zonePrefix ?? "";
  const hydrated = useAtomValue(hydratedAtom);
  const store = useStore();
  const [list, setList] = useState<PurchasedPackage[] | undefined>(undefined);
  useEffect(() => {
    if (hydrated && list === undefined)
      setList(zonePrefix ? store.get(cruiseStorage.purchased(zonePrefix)) : NONE);
  }, [hydrated, list, zonePrefix, store]);
  return list;
}
