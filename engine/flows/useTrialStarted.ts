import { useAtomValue } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { readStored, writeStored } from "../state/browserStorage.ts";
import { hydratedAtom } from "../state/hydratedAtom.ts";
import { connectedAtom, sessionAtom } from "../state/sessionAtom.ts";

// the trial the greeting was closed for (its end), kept for the tab: a reload does not greet again
const CLOSED_KEY = "trialGreeted";

/**
 * The premium trial's greeting: open while the device is connected on trial-premium, until OK, once
 * per trial (a reload, the next page, the 30 s refresh do not bring it back). Only this browser
 * knows whether it was closed before: until the page has hydrated it is open (the server draws it
 * so, for a browser without the script; with one it shows only once the app makes it modal).
 */
export function useTrialStarted() {
  const session = useAtomValue(sessionAtom);
  const connected = useAtomValue(connectedAtom);
  const hydrated = useAtomValue(hydratedAtom);
  const trial = connected && session?.authOpenKeyword === "trial-premium" ? (session.endTime ?? "on") : null;
  const [closedFor, setClosedFor] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (hydrated) setClosedFor(readStored<string>("session", CLOSED_KEY));
  }, [hydrated]);
  const close = useCallback(() => {
    setClosedFor(trial);
    writeStored("session", CLOSED_KEY, trial);
  }, [trial]);
  return { open: trial !== null && closedFor !== trial, close };
}
