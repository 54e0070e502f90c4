/**
 * The catalogue ids of the banners a step machine may show (spec section 8): the browser words
 * them (engine/flows/messages.ts), the server names them on a page it draws in answer to a form.
 */
export const BANNERS = {
  timeout: "gen.timeout",
  acceptTerms: "gen.acceptterms",
  invalidVoucher: "gen.invalidvoucher",
  authConflict: "gen.auth-conflict",
  serviceUnavailable: "gen.service-unavailable",
  cruiseUnknown: "cruise.error.unknown",
  cruiseChargeTimeout: "cruise.error.charge-timeout",
  emptyCart: "store.error.emptycart",
} as const;

export type BannerId = (typeof BANNERS)[keyof typeof BANNERS];
