import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { getOpenAvailable } from "../api/getOpenAvailable.ts";
import { getOpenZones } from "../api/getOpenZones.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { sessionAtom } from "../state/sessionAtom.ts";
import { isConnected } from "../state/deviceView.ts";

export type OpenKeyword = "trial" | "trial-premium" | "free";
export type TrialStatus = "loading" | "available" | "active" | "unavailable";

/** Availability of the open zone with this keyword for this device, refreshed with the session. */
export function useTrial(keyword: OpenKeyword): { status: TrialStatus; openId?: number } {
  const query = useAtomValue(queryAtom);
  const session = useAtomValue(sessionAtom);
  const connected = isConnected(session);
  const [state, setState] = useState<{ status: TrialStatus; openId?: number }>({ status: "loading" });

  useEffect(() => {
    if (!query) return;
    let live = true;
    (async () => {
      const open = (await getOpenZones()).find((zone) => zone.keyword === keyword);
      if (!open) return { status: "unavailable" as const };
      let available = await getOpenAvailable(open.id, query.mac);
      // an open session without a reset cannot start another one
      if (session?.isAuthOpen && !session.isSessionResetAvailable) available = false;
      // 'Activated' only on the offer whose access is the one the device is connected by
      const onThis = connected && session?.authOpenKeyword === keyword;
      const status: TrialStatus = available ? "available" : onThis ? "active" : "unavailable";
      return { status, openId: open.id };
    })()
      .catch(() => ({ status: "unavailable" as const }))
      .then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [query, session, connected, keyword]);
  return state;
}
