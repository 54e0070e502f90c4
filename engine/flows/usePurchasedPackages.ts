import { useAtomValue, useStore } from "jotai";
import { useState } from "react";
import { cruiseStorage, type PurchasedPackage } from "../state/cruiseStorage.ts";
import { zoneAtom } from "../state/zoneAtom.ts";

/** The cruise packages bought on this device in this zone, newest first (read once per page). */
export function usePurchasedPackages(): PurchasedPackage[] {
  const zonePrefix = useAtomValue(zoneAtom)?.zonePrefix ?? "";
  const store = useStore();
  const [list] = useState(() => (zonePrefix ? store.get(cruiseStorage.purchased(zonePrefix)) : []));
  return list;
}
