import { useAtomValue, useStore } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { useLocation } from "wouter";
import type { CruiseUser } from "../api/cruiseTypes.ts";
import { getCruiseValidatePoll } from "../api/getCruiseValidatePoll.ts";
import { postCruiseValidate } from "../api/postCruiseValidate.ts";
import { pathOf } from "../paths/zoneRoutes.ts";
import { cruiseStorage } from "../state/cruiseStorage.ts";
import { formStateAtom } from "../state/formStateAtom.ts";
import { hydratedAtom } from "../state/hydratedAtom.ts";
import { messages } from "./messages.ts";
import { pollJob } from "./pollJob.ts";
import { useControllerRedirect } from "./useControllerRedirect.ts";
import { useErrors } from "./useErrors.ts";
import { useTimedFlag } from "./useTimedFlag.ts";
import { TERMS_FLAG_MS } from "./useVoucher.ts";
import {
  type CruiseField,
  type CruiseLoginErrors,
  todayIso,
  validateCruiseLogin,
} from "./validateCruiseLogin.ts";

// the access controller's step after the login relays the validation (spec section 9)
export const CRUISE_VALIDATE_STEP = 8;

/** idle → terms → sending → (controller) → checking on return → the package page, or back to idle. */
export type CruiseLoginStep = "idle" | "terms" | "sending" | "checking";

const EMPTY: CruiseUser = { lastname: "", key: "", email: "", dob: "" };

/**
 * The cruise login (spec section 4, steps 1 and 2): the form is checked, the terms accepted, the
 * booking stored and its validation requested; the relay id goes to the access controller with
 * 8/0. Back on the page, a stored relay id is polled: success opens the package page. What this
 * browser stored is read once the page has hydrated (the server drew it without); a form the
 * server answered before the script ran starts where it left it.
 */
export function useCruiseLogin() {
  const { push } = useErrors();
  const redirect = useControllerRedirect();
  const [, navigate] = useLocation();
  const store = useStore();
  const hydrated = useAtomValue(hydratedAtom);
  const drawn = useAtomValue(formStateAtom);
  const from = drawn?.action === "cruise-login" ? drawn : null;
  const [form, setForm] = useState<CruiseUser>(() => ({ ...EMPTY, ...from?.values }));
  const [errors, setErrors] = useState<CruiseLoginErrors>(() => (from?.errors ?? {}) as CruiseLoginErrors);
  const [step, setStep] = useState<CruiseLoginStep>(from?.step ?? "idle");
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsFlagged, flagTerms] = useTimedFlag(TERMS_FLAG_MS, from?.flagged === true);
  const today = todayIso();

  // a stored booking fills the form again, so a typo costs one field, not four
  useEffect(() => {
    if (!hydrated || from) return;
    const user = store.get(cruiseStorage.user);
    if (user) setForm(user);
  }, [hydrated, from, store]);

  useEffect(() => {
    if (!hydrated) return;
    // read again here: a page left in this same commit (the package page) may just have cleared it
    const relayId = store.get(cruiseStorage.validateRelayId);
    if (!relayId) {
      setStep((current) => (current === "checking" ? "idle" : current));
      return;
    }
    setStep("checking");
    const abort = new AbortController();
    const fail = (message: Parameters<typeof push>[0]) => {
      store.set(cruiseStorage.validateRelayId, null);
      setStep("idle");
      push(message);
    };
    pollJob(() => getCruiseValidatePoll(relayId), abort.signal)
      .then((outcome) => {
        if (outcome.state === "done") navigate(pathOf("Store"));
        else if (outcome.state === "failed") fail(outcome.message);
        else if (outcome.state === "timeout") fail(messages.cruiseUnknown);
      })
      .catch((error) => {
        if (abort.signal.aborted) return;
        console.error("cruise validation poll failed", error);
        fail(messages.cruiseUnknown);
      });
    return () => abort.abort();
  }, [hydrated, store, navigate, push]);

  const setField = useCallback((field: CruiseField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  // the form as its fields hold it (typed before the script took the page over, perhaps)
  const submit = useCallback(
    (fields?: CruiseUser) => {
      const current = fields ?? form;
      if (fields) setForm(fields);
      const checked = validateCruiseLogin(current, today);
      setErrors(checked.errors);
      if (Object.keys(checked.errors).length === 0) setStep("terms");
    },
    [form, today],
  );

  const accept = useCallback(async () => {
    if (!termsAccepted) return flagTerms();
    const { user } = validateCruiseLogin(form, today);
    setStep("sending");
    store.set(cruiseStorage.user, user);
    try {
      const relayId = await postCruiseValidate(user);
      store.set(cruiseStorage.validateRelayId, relayId);
      await redirect("/triggerrelay", CRUISE_VALIDATE_STEP, 0, { relayId });
    } catch (error) {
      console.error("cruise validation request failed", error);
      setStep("idle");
      push(messages.cruiseUnknown);
    }
  }, [store, termsAccepted, flagTerms, form, today, redirect, push]);

  return {
    form,
    setField,
    errors,
    today,
    step,
    submit,
    termsAccepted,
    setTermsAccepted,
    termsFlagged,
    accept,
    cancel: () => setStep("idle"),
  };
}
