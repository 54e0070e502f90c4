import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import type { Session } from "../api/types.ts";
import { getOpenAvailable } from "../api/getOpenAvailable.ts";
import { getOpenZones } from "../api/getOpenZones.ts";
import { type InlinedOpen, opensAtom } from "../state/opensAtom.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { sessionAtom } from "../state/sessionAtom.ts";
import { isConnected, isPending } from "../state/deviceView.ts";

export type OpenKeyword = "trial" | "trial-premium" | "free";
export type TrialStatus = "loading" | "available" | "active" | "unavailable";
type TrialState = { status: TrialStatus; openId?: number };

// an open session without a reset cannot start another one; 'Activated' only on the offer whose
// access is the one the device is connected by. An offer the device has taken but the controller
// has not let online yet is still the way on: its press continues to the controller (useTrialConnect)
function statusOf(
  open: { id: number; keyword: string } | undefined,
  available: boolean,
  session: Session | null,
): TrialState {
  if (!open) return { status: "unavailable" };
  if (isPending(session) && session?.authOpenKeyword === open.keyword)
    return { status: "available", openId: open.id };
  const may = available && !(session?.isAuthOpen && !session.isSessionResetAvailable);
  const onThis = isConnected(session) && session?.authOpenKeyword === open.keyword;
  return { status: may ? "available" : onThis ? "active" : "unavailable", openId: open.id };
}

/**
 * Availability of the open zone with this keyword for this device, refreshed with the session.
 * The page arrives with the server's answer for its first session (engine/state/opensAtom.ts), so
 * the link is there in the first paint and nothing moves when the script starts.
 */
export function useTrial(keyword: OpenKeyword): TrialState {
  const query = useAtomValue(queryAtom);
  const session = useAtomValue(sessionAtom);
  const inlined = useAtomValue(opensAtom);
  const [state, setState] = useState<TrialState>(() => {
    if (!inlined) return { status: "loading" };
    const open: InlinedOpen | undefined = inlined.find((o) => o.keyword === keyword);
    return statusOf(open, open?.available === true, session);
  });
  // the inlined answer is for the session the page arrived with: fetch again only when it changes
  const arrivedWith = useRef(inlined ? session : undefined);

  useEffect(() => {
    if (!query) return;
    if (arrivedWith.current === session) return;
    arrivedWith.current = undefined;
    let live = true;
    (async () => {
      const open = (await getOpenZones()).find((zone) => zone.keyword === keyword);
      if (!open) return { status: "unavailable" as const };
      return statusOf(open, await getOpenAvailable(open.id, query.mac), session);
    })()
      .catch(() => ({ status: "unavailable" as const }))
      .then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [query, session, keyword]);
  return state;
}
