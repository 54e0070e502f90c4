import { useAtomValue } from "jotai";
import { useCallback, useRef, useState } from "react";
import {
  type VoucherEvent,
  type VoucherState,
  type VoucherTurn,
  voucherStep,
} from "../../steps/voucherSteps.ts";
import { apiStatus } from "../api/apiStatus.ts";
import { postVoucherAuth } from "../api/postVoucherAuth.ts";
import type { HandoffStep } from "../api/types.ts";
import { formStateAtom } from "../state/formStateAtom.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { bannerMessage } from "./formMessages.ts";
import { useControllerRedirect } from "./useControllerRedirect.ts";
import { useErrors } from "./useErrors.ts";
import { useTimedFlag } from "./useTimedFlag.ts";
import { useTrack } from "./useTrack.ts";

export const TERMS_FLAG_MS = 10000;
export type { VoucherStep } from "../../steps/voucherSteps.ts";

// the activation's answer as the step machine reads it: its status, and the gateway's step if any
async function activation(
  mac: string,
  activate: NonNullable<VoucherTurn["activate"]>,
): Promise<{ status: number; handoff?: HandoffStep }> {
  const { code: voucher, logoutOldest, termsAccepted } = activate;
  try {
    const answer = await postVoucherAuth({ mac, voucher, logoutOldest, termsAccepted });
    if (answer.result === "device-limit") return { status: 300 };
    return { status: 200, ...(answer.handoff ? { handoff: answer.handoff } : {}) };
  } catch (error) {
    return { status: apiStatus(error) };
  }
}

/**
 * The voucher's step machine (steps/voucherSteps.ts, which the server's form walks too) in the
 * browser: code → terms → activation (300 asks to log the oldest device out) → the gateway. The
 * code's own form (`typed`: the page's voucher field, not a purchase's activate button) starts
 * where the server left it when it answered that form before the script ran.
 */
export function useVoucher(typed = false) {
  const query = useAtomValue(queryAtom);
  const drawn = useAtomValue(formStateAtom);
  const from = typed && drawn?.action === "voucher" ? drawn : null;
  const { push } = useErrors();
  const redirect = useControllerRedirect();
  const track = useTrack();
  // the server draws the device-limit warning only after the terms were accepted (their step came first)
  const [state, setState] = useState<VoucherState>(() => ({
    step: from?.step ?? "idle",
    code: from?.code ?? "",
    termsAccepted: from?.step === "conflict",
  }));
  const current = useRef(state);
  const [termsAccepted, setTermsAccepted] = useState(from?.step === "conflict");
  const [termsFlagged, flagTerms] = useTimedFlag(TERMS_FLAG_MS, from?.flagged === true);

  const apply = useCallback(
    (turn: VoucherTurn, handoff?: HandoffStep) => {
      current.current = turn.state;
      setState(turn.state);
      if (turn.banner) push(bannerMessage(turn.banner));
      if (turn.flagTerms) flagTerms();
      if (turn.controller) {
        const { path, captiveStep, retryCount } = turn.controller;
        void redirect(path, captiveStep, retryCount, {}, handoff);
      }
    },
    [push, flagTerms, redirect],
  );

  const run = useCallback(
    async (event: VoucherEvent) => {
      const turn = voucherStep(current.current, event);
      apply(turn);
      if (!turn.activate || !query) return;
      track("ACTIVATE_VOUCHER_ATTEMPT");
      const { status, handoff } = await activation(query.mac, turn.activate);
      track(
        status === 300
          ? "ACTIVATE_VOUCHER_LOGOUT_WARNING"
          : status === 200
            ? "ACTIVATE_VOUCHER_SUCCESS"
            : "ACTIVATE_VOUCHER_FAIL",
      );
      apply(voucherStep(current.current, { type: "answered", status }), handoff);
    },
    [apply, query, track],
  );

  const setCode = useCallback((code: string) => {
    current.current = { ...current.current, code };
    setState(current.current);
  }, []);

  return {
    code: state.code,
    setCode,
    step: state.step,
    termsAccepted,
    setTermsAccepted,
    termsFlagged,
    // the code as its field holds it (typed before the script took the page over, perhaps)
    submit: (fieldValue?: string) => void run({ type: "submit", code: fieldValue ?? current.current.code }),
    // a code the portal already holds (a purchased cruise package's): straight to the terms step
    submitCode: (code: string) => void run({ type: "submit", code }),
    accept: () => void run({ type: "accept", termsAccepted }),
    confirmConflict: () => void run({ type: "logout-oldest" }),
    cancel: () => void run({ type: "cancel" }),
  };
}
