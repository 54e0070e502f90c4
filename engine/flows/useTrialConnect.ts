import { useAtomValue } from "jotai";
import { useCallback, useState } from "react";
import type { BannerId } from "../../steps/banners.ts";
import { type OpenTurn, openStep } from "../../steps/openSteps.ts";
import { isPending } from "../../steps/deviceView.ts";
import { apiStatus } from "../api/apiStatus.ts";
import { postOpenAuth } from "../api/postOpenAuth.ts";
import type { HandoffStep } from "../api/types.ts";
import { formStateAtom } from "../state/formStateAtom.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { sessionAtom } from "../state/sessionAtom.ts";
import { bannerMessage } from "./formMessages.ts";
import { messages } from "./messages.ts";
import { useControllerRedirect } from "./useControllerRedirect.ts";
import { useErrors } from "./useErrors.ts";
import { useTimedFlag } from "./useTimedFlag.ts";
import { useTrack } from "./useTrack.ts";
import { TERMS_FLAG_MS } from "./useVoucher.ts";

export interface TrialConnectOptions {
  /** modal and highlight variants flag the checkbox; the others add the banner */
  flagTerms?: boolean;
  /** pages that show the activation's failure (spec section 4: 'on pages that show it') */
  showTimeout?: boolean;
  /** the terms-only page: pressing 'Agree to terms' is the acceptance */
  agreeByClick?: boolean;
  /** the activation was refused (the step machine's banner for it): the modal variants close and say why */
  onFailed?: (banner: BannerId) => void;
}

// the activation's answer as the step machine reads it: its status, and the gateway's step if any
async function activation(openId: number, mac: string): Promise<{ status: number; handoff?: HandoffStep }> {
  try {
    const handoff = await postOpenAuth(openId, mac, { termsAccepted: true });
    return { status: 200, ...(handoff ? { handoff } : {}) };
  } catch (error) {
    return { status: apiStatus(error) };
  }
}

/**
 * The open access's step machine (steps/openSteps.ts, which the server's form walks too) in the
 * browser: terms → loading → activation → the gateway (3, 0); a failure ends loading. A device
 * already granted but not yet let online goes straight to the gateway. An offer the server
 * answered before the script ran (its terms flagged) starts from there.
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

  const apply = useCallback(
    (turn: OpenTurn, handoff?: HandoffStep) => {
      setLoading(turn.state.step === "loading");
      if (turn.flagTerms) {
        if (flagTerms) flag();
        else push(messages.acceptTerms);
      }
      if (turn.controller) {
        const { path, captiveStep, retryCount, extra } = turn.controller;
        void redirect(path, captiveStep, retryCount, extra, handoff);
      }
    },
    [flagTerms, flag, push, redirect],
  );

  const connect = useCallback(async () => {
    // the terms-only page's press is the acceptance; elsewhere the checkbox was ticked
    const accepted = termsAccepted || agreeByClick === true;
    const state = { step: "terms" as const, openId };
    const turn = openStep(state, { type: "connect", termsAccepted: accepted, pending });
    apply(turn);
    if (!turn.activate) {
      // no such open zone here: said, rather than the press ignored
      if (turn.banner) push(bannerMessage(turn.banner));
      return;
    }
    if (!query) return setLoading(false);
    track("ACTIVATE_OPEN_ATTEMPT");
    const { status, handoff } = await activation(turn.activate.openId, query.mac);
    track(status === 200 ? "ACTIVATE_OPEN_SUCCESS" : "ACTIVATE_OPEN_FAIL");
    const answered = openStep(turn.state, { type: "answered", status });
    apply(answered, handoff);
    if (answered.controller) return;
    // the same banner the server's form shows, on the pages that show the failure
    if (!answered.banner) return;
    if (showTimeout) push(bannerMessage(answered.banner));
    onFailed?.(answered.why ?? answered.banner);
  }, [termsAccepted, agreeByClick, openId, pending, apply, push, query, track, showTimeout, onFailed]);

  return { termsAccepted, setTermsAccepted, termsFlagged, loading, connect };
}
