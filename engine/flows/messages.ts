import { msg } from "@lingui/core/macro";

// messages that flows push as error banners; the ids are the spec's catalogue keys.
export const messages = {
  timeout: msg({ id: "gen.timeout", message: "Something went wrong, please try again" }),
  acceptTerms: msg({ id: "gen.acceptterms", message: "Please accept the terms to continue" }),
  invalidVoucher: msg({ id: "gen.invalidvoucher", message: "Invalid voucher code" }),
  authConflict: msg({
    id: "gen.auth-conflict",
    message: "This voucher is either activated on another device or has expired.",
  }),
  sessionExpired: msg({ id: "gen.session-expired", message: "Your session has expired" }),
  serviceUnavailable: msg({
    id: "gen.service-unavailable",
    message: "Sorry, the service is currently unavailable",
  }),
  cruiseUnknown: msg({ id: "cruise.error.unknown", message: "Unknown error. Please try again." }),
  cruiseChargeTimeout: msg({
    id: "cruise.error.charge-timeout",
    message: "Unable to charge for package. Please contact service desk.",
  }),
};
