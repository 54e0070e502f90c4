import { useAtomValue } from "jotai";
import { useState } from "react";
import { connectedAtom, sessionAtom } from "../state/sessionAtom.ts";

/** The premium trial's greeting: open while the device is connected on trial-premium, until OK. */
export function useTrialStarted() {
  const session = useAtomValue(sessionAtom);
  const connected = useAtomValue(connectedAtom);
  const [closed, setClosed] = useState(false);
  return {
    open: !closed && connected && session?.authOpenKeyword === "trial-premium",
    close: () => setClosed(true),
  };
}
