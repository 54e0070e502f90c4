import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { getOpenZones } from "../api/getOpenZones.ts";
import { opensAtom } from "../state/opensAtom.ts";

/**
 * Whether the zone has an open access with this id (a trial login page's address names one):
 * known at once from the page's inlined opens, else asked; undefined while asking.
 */
export function useOpenKnown(openId: number | undefined): boolean | undefined {
  const inlined = useAtomValue(opensAtom);
  const [known, setKnown] = useState<boolean | undefined>(() =>
    inlined && openId !== undefined ? inlined.some((o) => o.id === openId) : undefined,
  );
  useEffect(() => {
    if (known !== undefined || openId === undefined) return;
    let live = true;
    getOpenZones()
      .then((list) => list.some((o) => o.id === openId))
      .catch(() => false)
      .then((found) => live && setKnown(found));
    return () => {
      live = false;
    };
  }, [known, openId]);
  return openId === undefined ? false : known;
}
