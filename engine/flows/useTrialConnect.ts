import { useAtomValue } from "jotai";
import { useCallback, useState } from "react";
import { apiStatus } from "../api/apiStatus.ts";
import { postOpenAuth } from "../api/postOpenAuth.ts";
import { isPending } from "../state/deviceView.ts";
import { formStateAtom } from "../state/formStateAtom.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { sessionAtom } from "../state/sessionAtom.ts";
import { messages } from "./messages.ts";
import { useControllerRedirect } from "./useControllerRedirect.ts";
import { useErrors } from "./useErrors.ts";
import { useTimedFlag } from "./useTimedFlag.ts";
import { useTrack } from "./useTrack.ts";
import { TERMS_FLAG_MS } from "./useVoucher.ts";

export interface TrialConnectOptions {
  /** modal and highlight variants flag the checkbox; the others add the banner */
  flagTerms?: boolean;
  /** pages that show the 'timeout' message on failure */
  showTimeout?: boolean;
  /** the terms-only page: pressing 'Agree to terms' is the acceptance */
  agreeByClick?: boolean;
  /** the activation was refused (its HTTP status, if any): the modal variants close and say why */
  onFailed?: (status: number | undefined) => void;
}

/**
 * Terms check → loading → open-zone activation → access controller (3, 0); a failure ends loading.
 * A device already granted but not yet let online goes straight to the controller. An offer the
 * server answered before the script ran (its terms flagged) starts from there.
 */
export function useTrialConnect(openId: number | undefined, options: TrialConnectOptions = {}) {
  const query = useAtomValue(queryAtom);
  const pending = isPending(useAtomValue(sessionAtom));
  const drawn = useAtomValue(formStateAtom);
  // the server flagged this offer's terms (the reset of a simple trial start has no open id)
  const drawnHere =
    (drawn?.action === "open" && drawn.openId === openId) ||
    (drawn?.action === "reset" && openId === undefined);
  const flaggedAtFirst = drawnHere && drawn?.flagged === true;
  const { push } = useErrors();
  const redirect = useControllerRedirect();
  const track = useTrack();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsFlagged, flag] = useTimedFlag(TERMS_FLAG_MS, flaggedAtFirst);
  const [loading, setLoading] = useState(false);
  const { flagTerms, showTimeout, agreeByClick, onFailed } = options;

  const connect = useCallback(async () => {
    if (!termsAccepted && !agreeByClick) return flagTerms ? flag() : push(messages.acceptTerms);
    // granted already, the controller's step lost: only that step is left (a new grant is refused)
    if (pending) {
      setLoading(true);
      return redirect("/auth", 3, 0);
    }
    // no such open zone here: say so rather than ignore the press
    if (!query || openId === undefined) return push(messages.serviceUnavailable);
    setLoading(true);
    track("ACTIVATE_OPEN_ATTEMPT");
    try {
      // the terms-only page's press is the acceptance; elsewhere the checkbox was ticked
      const handoff = await postOpenAuth(openId, query.mac, {
        termsAccepted: termsAccepted || agreeByClick === true,
      });
      track("ACTIVATE_OPEN_SUCCESS");
      redirect("/auth", 3, 0, {}, handoff);
    } catch (error) {
      track("ACTIVATE_OPEN_FAIL");
      setLoading(false);
      if (showTimeout) push(messages.timeout);
      onFailed?.(apiStatus(error));
    }
  }, [
    termsAccepted,
    flagTerms,
    showTimeout,
    agreeByClick,
    onFailed,
    flag,
    push,
    pending,
    query,
    openId,
    redirect,
    track,
  ]);

  return { termsAccepted, setTermsAccepted, termsFlagged, loading, connect };
}
