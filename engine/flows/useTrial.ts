import { useAtomValue, useStore } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Session } from "../api/types.ts";
import { getOpenAvailable } from "../api/getOpenAvailable.ts";
import { getOpenZones } from "../api/getOpenZones.ts";
import { type InlinedOpen, opensAtom } from "../state/opensAtom.ts";
import { opensRequestAtom } from "../state/opensRequestAtom.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { sessionAtom } from "../state/sessionAtom.ts";
import { isConnected, isPending } from "../../steps/deviceView.ts";

export type OpenKeyword = "trial" | "trial-premium" | "free";
export type TrialStatus = "loading" | "available" | "active" | "unavailable";
type TrialState = { status: TrialStatus; openId?: number };

// the spec's rule for the trial (section 4: an open session without a reset cannot start another
// trial) is not the free access's: after a used 15-minute premium trial, free Wi-Fi is the way on
// the trial itself promised, and the server says whether this device may have it
const TRIAL_KEYWORDS = new Set(["trial", "trial-premium"]);

// 'Activated' only on the offer whose access is the one the device is connected by. An offer the
// device has taken but the controller has not let online yet is still the way on: its press
// continues to the controller (useTrialConnect)
function statusOf(
  open: { id: number; keyword: string } | undefined,
  available: boolean,
  session: Session | null,
): TrialState {
  if (!open) return { status: "unavailable" };
  if (isPending(session) && session?.authOpenKeyword === open.keyword)
    return { status: "available", openId: open.id };
  const blocked = TRIAL_KEYWORDS.has(open.keyword) && session?.isAuthOpen && !session.isSessionResetAvailable;
  const may = available && !blocked;
  const onThis = isConnected(session) && session?.authOpenKeyword === open.keyword;
  return { status: may ? "available" : onThis ? "active" : "unavailable", openId: open.id };
}

/**
 * Availability of the open zone with this keyword for this device, refreshed with the session.
 * The page arrives with the server's answer for its first session (engine/state/opensAtom.ts), so
 * the link is there in the first paint and nothing moves when the script starts. `reload` asks
 * again (an activation the server refused: what it allows has changed).
 */
export function useTrial(keyword: OpenKeyword): TrialState & { reload: () => void } {
  const query = useAtomValue(queryAtom);
  const session = useAtomValue(sessionAtom);
  const inlined = useAtomValue(opensAtom);
  const atoms = useStore();
  const [state, setState] = useState<TrialState>(() => {
    if (!inlined) return { status: "loading" };
    const open: InlinedOpen | undefined = inlined.find((o) => o.keyword === keyword);
    return statusOf(open, open?.available === true, session);
  });
  // the inlined answer is for the session the page arrived with: fetch again only when it changes
  const arrivedWith = useRef(inlined ? session : undefined);
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: round is the trigger of a reload
  useEffect(() => {
    if (!query) return;
    if (arrivedWith.current === session) return;
    arrivedWith.current = undefined;
    let live = true;
    // one request per session answer for every offer on the page (opensRequestAtom)
    let request = atoms.get(opensRequestAtom);
    if (request?.session !== session) {
      request = { session, opens: getOpenZones(), available: new Map() };
      atoms.set(opensRequestAtom, request);
    }
    const asked = request;
    (async () => {
      const open = (await asked.opens).find((zone) => zone.keyword === keyword);
      if (!open) return { status: "unavailable" as const };
      let available = asked.available.get(open.id);
      if (!available) {
        available = getOpenAvailable(open.id, query.mac);
        asked.available.set(open.id, available);
      }
      return statusOf(open, await available, session);
    })()
      .catch(() => ({ status: "unavailable" as const }))
      .then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [query, session, keyword, atoms, round]);

  const reload = useCallback(() => {
    atoms.set(opensRequestAtom, null);
    arrivedWith.current = undefined;
    setRound((n) => n + 1);
  }, [atoms]);
  return { ...state, reload };
}
