import { BANNERS, type BannerId } from "./banners.ts";
import { type ControllerStep, TO_LOGIN } from "./ControllerStep.ts";

/** idle (the offer), terms, loading (while the browser asks) */
export type OpenStep = "idle" | "terms" | "loading";

export interface OpenState {
  step: OpenStep;
  /** the open access offered (a trial, free access); undefined: the zone has none such */
  openId: number | undefined;
}

export type OpenEvent =
  // the offer's button: its terms
  | { type: "start" }
  // the terms' Connect; `pending`: the device was granted already and waits for its gateway
  | { type: "connect"; termsAccepted: boolean; pending: boolean }
  | { type: "cancel" }
  | { type: "answered"; status: number };

export interface OpenTurn {
  state: OpenState;
  /** start the open access now (the browser's POST /api/v1/open/…/auth, the form's use case) */
  activate?: { openId: number; termsAccepted: true };
  banner?: BannerId;
  /** refused: why, for the variants that close their modal and say it (issue 28) */
  why?: BannerId;
  flagTerms?: true;
  controller?: ControllerStep;
}

const idle = (state: OpenState, banner?: BannerId): OpenTurn => ({
  state: { ...state, step: "idle" },
  ...(banner ? { banner } : {}),
});

// a trial's activation that fails says 'Something went wrong' on the pages that show it (spec
// sections 4 and 8); a modal variant closes and says why: 404 (no such open access here) and 409
// (not for this device now) are the service unavailable to it, anything else went wrong
function answered(state: OpenState, status: number): OpenTurn {
  if (status >= 200 && status < 300) return { state: { ...state, step: "loading" }, controller: TO_LOGIN };
  if (status === 400) return { state: { ...state, step: "terms" }, flagTerms: true };
  const why = status === 404 || status === 409 ? BANNERS.serviceUnavailable : BANNERS.timeout;
  return { ...idle(state, BANNERS.timeout), why };
}

/**
 * A trial's or free access's step machine (spec section 4, the trial connect flow): the offer's
 * terms; accepted, the activation, then the gateway. A device granted already but not let online
 * goes straight to the gateway (a new grant would be refused). Walked by the browser
 * (engine/flows/useTrialConnect.ts) and by the server's form alike.
 */
export function openStep(state: OpenState, event: OpenEvent): OpenTurn {
  switch (event.type) {
    case "start":
      if (state.openId === undefined) return idle(state, BANNERS.serviceUnavailable);
      return { state: { ...state, step: "terms" } };
    case "cancel":
      return idle(state);
    case "answered":
      return answered(state, event.status);
    case "connect":
      if (!event.termsAccepted) return { state: { ...state, step: "terms" }, flagTerms: true };
      if (event.pending) return { state: { ...state, step: "loading" }, controller: TO_LOGIN };
      if (state.openId === undefined) return idle(state, BANNERS.serviceUnavailable);
      return {
        state: { ...state, step: "loading" },
        activate: { openId: state.openId, termsAccepted: true },
      };
  }
}

/** An open access's form post as its page's step and the button pressed (`_step` terms, cancel, or Connect). */
export function openPost(
  fields: Record<string, string>,
  pending: boolean,
): { state: OpenState; event: OpenEvent } {
  const parsed = Number.parseInt(fields.openId ?? "", 10);
  const openId = Number.isInteger(parsed) && parsed >= 1 ? parsed : undefined;
  const step = fields._step ?? "";
  if (step === "terms") return { state: { step: "idle", openId }, event: { type: "start" } };
  if (step === "cancel") return { state: { step: "terms", openId }, event: { type: "cancel" } };
  return {
    state: { step: "terms", openId },
    event: { type: "connect", termsAccepted: fields.terms === "1", pending },
  };
}
