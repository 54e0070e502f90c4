import { useAtomValue } from "jotai";
import { useCallback, useState } from "react";
import { apiStatus } from "../api/apiStatus.ts";
import { postVoucherAuth } from "../api/postVoucherAuth.ts";
import { formStateAtom } from "../state/formStateAtom.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { messages } from "./messages.ts";
import { useControllerRedirect } from "./useControllerRedirect.ts";
import { useErrors } from "./useErrors.ts";
import { useTimedFlag } from "./useTimedFlag.ts";
import { useTrack } from "./useTrack.ts";
import { validateVoucherCode } from "./validateVoucherCode.ts";

export const TERMS_FLAG_MS = 10000;
export type VoucherStep = "idle" | "terms" | "loading" | "conflict";

/**
 * Code check → terms → activation (300 asks to log the oldest device out) → access controller.
 * The code's own form (`typed`: the page's voucher field, not a purchase's activate button) starts
 * where the server left it when it answered that form before the script ran.
 */
export function useVoucher(typed = false) {
  const query = useAtomValue(queryAtom);
  const drawn = useAtomValue(formStateAtom);
  const from = typed && drawn?.action === "voucher" ? drawn : null;
  const { push } = useErrors();
  const redirect = useControllerRedirect();
  const track = useTrack();
  const [code, setCode] = useState(from?.code ?? "");
  const [step, setStep] = useState<VoucherStep>(from?.step ?? "idle");
  // the server draws the device-limit warning only after the terms were accepted (their step came first)
  const [termsAccepted, setTermsAccepted] = useState(from?.step === "conflict");
  const [termsFlagged, flagTerms] = useTimedFlag(TERMS_FLAG_MS, from?.flagged === true);

  const activate = useCallback(
    async (logoutOldest: boolean) => {
      const voucher = validateVoucherCode(code);
      if (!query || !voucher) return;
      setStep("loading");
      track("ACTIVATE_VOUCHER_ATTEMPT");
      try {
        const answer = await postVoucherAuth({ mac: query.mac, voucher, logoutOldest, termsAccepted });
        if (answer.result === "device-limit") {
          track("ACTIVATE_VOUCHER_LOGOUT_WARNING");
          return setStep("conflict");
        }
        track("ACTIVATE_VOUCHER_SUCCESS");
        // on to the gateway: its login step, when the answer holds one
        redirect("/auth", 3, 0, {}, answer.handoff);
      } catch (error) {
        const status = apiStatus(error);
        track("ACTIVATE_VOUCHER_FAIL");
        setStep("idle");
        push(
          status === 404
            ? messages.invalidVoucher
            : status === 409
              ? messages.authConflict
              : messages.timeout,
        );
      }
    },
    [code, query, termsAccepted, redirect, push, track],
  );

  // the code as its field holds it (typed before the script took the page over, perhaps)
  const submit = useCallback(
    (fieldValue?: string) => {
      const current = fieldValue ?? code;
      if (current !== code) setCode(current);
      if (validateVoucherCode(current) === null) return push(messages.invalidVoucher);
      setStep("terms");
    },
    [code, push],
  );

  // a code the portal already holds (a purchased cruise package's): straight to the terms step
  const submitCode = useCallback(
    (next: string) => {
      setCode(next);
      if (validateVoucherCode(next) === null) return push(messages.invalidVoucher);
      setStep("terms");
    },
    [push],
  );

  const accept = useCallback(() => {
    if (!termsAccepted) return flagTerms();
    void activate(false);
  }, [termsAccepted, flagTerms, activate]);

  return {
    code,
    setCode,
    step,
    termsAccepted,
    setTermsAccepted,
    termsFlagged,
    submit,
    submitCode,
    accept,
    confirmConflict: () => void activate(true),
    cancel: () => setStep("idle"),
  };
}
