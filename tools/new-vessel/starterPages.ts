type Node = { type: string; [prop: string]: unknown };

const welcome: Node = { type: "WelcomeHeading", text: "start.intro" };
const voucherPage = [{ type: "BackLink" }, { type: "VoucherForm" }];
const trialPage = [{ type: "BackLink" }, { type: "TrialLogin" }];
const statusPage = [{ type: "StatusTitle" }, { type: "SessionFacts" }, { type: "BrowseLink" }];
// a zone granting open access can reset it: its status page must offer the reset (the lint's reset check)
const openStatusPage = [...statusPage, { type: "ResetSession" }];
// until the zone has its card store: where to buy instead (the StoreLink must not end on a 404),
// under a heading of its own (a page without one fails axe in the fleet suite)
const storePage = [
  { type: "BackLink" },
  { type: "ZoneText", heading: "store.title", text: "store.note" },
  { type: "InfoNote", topic: "buy-at-info-desk" },
];

/**
 * The first page set of a new zone, per tier. Node types and pages the schema does not know yet
 * are dropped when the file is written, so this can name them before the engine has them.
 */
export const STARTER_PAGES: Record<string, Record<string, Node[]>> = {
  open: {
    StartPage: [welcome, { type: "TrialLink", keyword: "free" }],
    LoginTrial: trialPage,
    StatusPage: openStatusPage,
  },
  premium: {
    StartPage: [welcome, { type: "VoucherLink" }, { type: "StoreLink" }],
    LoginVoucher: voucherPage,
    Store: storePage,
    StatusPage: statusPage,
  },
  "premium-cc": {
    StartPage: [welcome, { type: "VoucherLink" }, { type: "StoreLink" }],
    LoginVoucher: voucherPage,
    Store: storePage,
    StatusPage: statusPage,
  },
  "premium-trial": {
    StartPage: [
      welcome,
      { type: "TrialLink", keyword: "trial-premium" },
      { type: "VoucherLink" },
      { type: "StoreLink" },
    ],
    LoginTrial: trialPage,
    LoginVoucher: voucherPage,
    Store: storePage,
    StatusPage: openStatusPage,
  },
  crew: {
    StartPage: [welcome, { type: "VoucherLink" }],
    LoginVoucher: voucherPage,
    StatusPage: statusPage,
  },
  cruise: {
    StartPage: [
      welcome,
      { type: "CruisePurchasedPackages" },
      { type: "CruiseVoucherOption" },
      { type: "CruiseLogin" },
    ],
    LoginVoucher: voucherPage,
    Store: [{ type: "BackLink" }, { type: "CruisePackages" }],
    PurchaseComplete: [{ type: "CruisePurchaseComplete" }],
    StatusPage: statusPage,
  },
};

/** A welcome line in each language, so the new zone passes the texts check from the start. */
export const WELCOME: Record<string, (vessel: string) => string> = {
  en: (v) => `Welcome aboard ${v}.`,
  sv: (v) => `Välkommen ombord på ${v}.`,
  el: (v) => `Καλώς ήρθατε στο ${v}.`,
};

/** The texts the starter pages use besides the welcome line, in each language. */
export const STARTER_TEXTS: Record<string, Record<string, string>> = {
  "store.title": { en: "Buy Wi-Fi", sv: "Köp wifi", el: "Αγορά Wi-Fi" },
  "store.note": {
    en: "Buying online is not open yet on this vessel.",
    sv: "Det går inte att köpa online på det här fartyget ännu.",
    el: "Οι αγορές online δεν είναι ακόμη διαθέσιμες σε αυτό το πλοίο.",
  },
};
