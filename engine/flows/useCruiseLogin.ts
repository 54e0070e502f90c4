import { useAtomValue, useStore } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { useLocation } from "wouter";
import {
  type CruiseLoginEvent,
  type CruiseLoginStep,
  type CruiseLoginTurn,
  cruiseLoginStep,
} from "../../steps/cruiseLoginSteps.ts";
import { apiStatus } from "../api/apiStatus.ts";
import type { CruiseUser } from "../api/cruiseTypes.ts";
import { getCruiseValidatePoll } from "../api/getCruiseValidatePoll.ts";
import { postCruiseValidate } from "../api/postCruiseValidate.ts";
import { pathOf } from "../paths/zoneRoutes.ts";
import { cruiseStorage } from "../state/cruiseStorage.ts";
import { formStateAtom } from "../state/formStateAtom.ts";
import { hydratedAtom } from "../state/hydratedAtom.ts";
import { bannerMessage } from "./formMessages.ts";
import { messages } from "./messages.ts";
import { pollJob } from "./pollJob.ts";
import { useControllerRedirect } from "./useControllerRedirect.ts";
import { useErrors } from "./useErrors.ts";
import { useTimedFlag } from "./useTimedFlag.ts";
import { TERMS_FLAG_MS } from "./useVoucher.ts";
import { type CruiseField, type CruiseLoginErrors, todayIso } from "../../steps/validateCruiseLogin.ts";

export { CRUISE_VALIDATE_STEP, type CruiseLoginStep } from "../../steps/cruiseLoginSteps.ts";

const EMPTY: CruiseUser = { lastname: "", key: "", email: "", dob: "" };

// the validation's answer as the step machine reads it: its status, and the relay id it gave
async function validation(user: CruiseUser): Promise<{ status: number; relayId?: string }> {
  try {
    return { status: 200, relayId: await postCruiseValidate(user) };
  } catch (error) {
    console.error("cruise validation request failed", error);
    return { status: apiStatus(error) };
  }
}

/**
 * The cruise login (spec section 4, steps 1 and 2) in the browser: the cruise login's step machine
 * (steps/cruiseLoginSteps.ts, which the server's form walks too): the form checked, the terms
 * accepted, the booking stored and its validation requested; the relay id goes to the access
 * controller with 8/0. Back on the page, a stored relay id is polled: success opens the package
 * page. What this browser stored is read once the page has hydrated (the server drew it without);
 * a form the server answered before the script ran starts where it left it.
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

  const apply = useCallback(
    (turn: CruiseLoginTurn) => {
      setStep(turn.state.step);
      setErrors(turn.state.errors);
      if (turn.banner) push(bannerMessage(turn.banner));
      if (turn.flagTerms) flagTerms();
      if (turn.controller) {
        const { path, captiveStep, retryCount, extra } = turn.controller;
        void redirect(path, captiveStep, retryCount, extra);
      }
    },
    [push, flagTerms, redirect],
  );

  const run = useCallback(
    async (event: CruiseLoginEvent, values: CruiseUser) => {
      const turn = cruiseLoginStep({ step, values, errors }, event);
      apply(turn);
      const user = turn.validate;
      if (!user) return;
      store.set(cruiseStorage.user, user);
      const { status, relayId } = await validation(user);
      if (relayId) store.set(cruiseStorage.validateRelayId, relayId);
      apply(cruiseLoginStep(turn.state, { type: "answered", status, ...(relayId ? { relayId } : {}) }));
    },
    [step, errors, apply, store],
  );

  // the form as its fields hold it (typed before the script took the page over, perhaps)
  const submit = useCallback(
    (fields?: CruiseUser) => {
      const values = fields ?? form;
      if (fields) setForm(fields);
      void run({ type: "submit", values, today }, values);
    },
    [form, today, run],
  );

  const accept = useCallback(
    () => run({ type: "accept", termsAccepted, today }, form),
    [run, termsAccepted, today, form],
  );

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
    cancel: () => void run({ type: "cancel" }, form),
  };
}
