import { BANNERS, type BannerId } from "./banners.ts";
import type { ControllerStep } from "./ControllerStep.ts";
import { type CruiseLoginErrors, type CruiseUser, validateCruiseLogin } from "./validateCruiseLogin.ts";

// the access controller's step after the login relays the validation (spec section 9)
export const CRUISE_VALIDATE_STEP = 8;

/** idle → terms → sending → (controller) → checking on return (the browser polls) */
export type CruiseLoginStep = "idle" | "terms" | "sending" | "checking";

export interface CruiseLoginState {
  step: CruiseLoginStep;
  values: CruiseUser;
  errors: CruiseLoginErrors;
}

export type CruiseLoginEvent =
  // `today`: the visitor's own date (YYYY-MM-DD), the date of birth's maximum
  | { type: "submit"; values: CruiseUser; today: string }
  | { type: "accept"; termsAccepted: boolean; today: string }
  | { type: "cancel" }
  | { type: "answered"; status: number; relayId?: string };

export interface CruiseLoginTurn {
  state: CruiseLoginState;
  /** ask for the booking's validation now (POST …/pms/validate, the form's use case) */
  validate?: CruiseUser;
  banner?: BannerId;
  flagTerms?: true;
  controller?: ControllerStep;
}

const at = (state: CruiseLoginState, step: CruiseLoginStep, more: Partial<CruiseLoginState> = {}) => ({
  ...state,
  ...more,
  step,
});

/**
 * The cruise login's step machine (spec section 4, cruise flow step 1): the fields checked, then
 * the terms; accepted, the booking's validation is asked for and its relay id goes to the access
 * controller (8, 0); the page it comes back to polls it. Walked by the browser
 * (engine/flows/useCruiseLogin.ts) and by the server's form alike.
 */
export function cruiseLoginStep(state: CruiseLoginState, event: CruiseLoginEvent): CruiseLoginTurn {
  if (event.type === "cancel") return { state: at(state, "idle") };
  if (event.type === "answered") {
    if (event.status >= 200 && event.status < 300 && event.relayId)
      return {
        state: at(state, "sending"),
        controller: {
          path: "/triggerrelay",
          captiveStep: CRUISE_VALIDATE_STEP,
          retryCount: 0,
          extra: { relayId: event.relayId },
        },
      };
    return { state: at(state, "idle"), banner: BANNERS.cruiseUnknown };
  }
  const values = event.type === "submit" ? event.values : state.values;
  const { user, errors } = validateCruiseLogin(values, event.today);
  if (Object.keys(errors).length > 0) return { state: at(state, "idle", { values, errors }) };
  if (event.type === "submit") return { state: at(state, "terms", { values, errors }) };
  if (!event.termsAccepted) return { state: at(state, "terms"), flagTerms: true };
  return { state: at(state, "sending"), validate: user };
}

const FIELDS = ["lastname", "key", "email", "dob"] as const;

/** A cruise login's form post as its page's step and the button pressed (`_step` none, accept, cancel). */
export function cruiseLoginPost(
  fields: Record<string, string>,
  today: string,
): { state: CruiseLoginState; event: CruiseLoginEvent } {
  const [lastname, key, email, dob] = FIELDS.map((f) => (fields[f] ?? "").slice(0, 256)) as [
    string,
    string,
    string,
    string,
  ];
  const values: CruiseUser = { lastname, key, email, dob };
  const state: CruiseLoginState = { step: "terms", values, errors: {} };
  switch (fields._step ?? "") {
    case "":
      return { state: { ...state, step: "idle" }, event: { type: "submit", values, today } };
    case "accept":
      return { state, event: { type: "accept", termsAccepted: fields.terms === "1", today } };
    default:
      return { state, event: { type: "cancel" } };
  }
}
