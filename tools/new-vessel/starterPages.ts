type Node = { type: string; [prop: string]: unknown };

const welcome: Node = { type: "WelcomeHeading", text: "start.intro" };
const voucherPage = [{ type: "BackLink" }, { type: "VoucherForm" }];
// a card store lists the vouchers bought on this device beside the form
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
  // the card store sells from the start (serverStarter.ts opens it): the checkout, not a note
  "premium-cc": {
    StartPage: [welcome, { type: "VoucherLink" }, { type: "StoreLink" }],
    LoginVoucher: [...voucherPage, { type: "PurchasedVouchers" }],
    Store: [{ type: "StoreCheckout" }],
    StatusPage: [...statusPage, { type: "WifiOptionsLink" }],
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
  // the spec's crew page: the support mail link, the satellite note, and on the pages that take or
  // show a code, the note to keep it on iOS (the lint's crew check asks for all three)
  crew: {
    StartPage: [
      { ...welcome, title: "welcome-crew" },
      { type: "CrewLink" },
      { type: "SupportMail" },
      { type: "InfoNote", topic: "satellite" },
    ],
    LoginCrew: [
      { type: "BackLink" },
      { type: "VoucherForm", kind: "crew" },
      { type: "InfoNote", topic: "ios" },
      { type: "SupportMail" },
      { type: "InfoNote", topic: "satellite" },
    ],
    StatusPage: [
      { type: "StatusTitle" },
      { type: "SessionFacts" },
      { type: "VoucherCodeBox" },
      { type: "LogoutButton" },
      { type: "InfoNote", topic: "ios" },
    ],
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

/** The texts the starter pages and catalogues use besides the welcome line, in each language. */
export const STARTER_TEXTS: Record<string, Record<string, string>> = {
  "store.24-hours": { en: "24 hours", sv: "24 timmar", el: "24 ώρες" },
  "store.24-hours.note": {
    en: "One device, up to 10 Mbit/s",
    sv: "En enhet, upp till 10 Mbit/s",
    el: "Μία συσκευή, έως 10 Mbit/s",
  },
  "cruise.wifi-24h": { en: "Wi-Fi 24 hours", sv: "Wifi 24 timmar", el: "Wi-Fi 24 ώρες" },
  "cruise.line.one-device": { en: "One device", sv: "En enhet", el: "Μία συσκευή" },
  "cruise.line.up-to-10-mbit-s": { en: "Up to 10 Mbit/s", sv: "Upp till 10 Mbit/s", el: "Έως 10 Mbit/s" },
  "store.title": { en: "Buy Wi-Fi", sv: "Köp wifi", el: "Αγορά Wi-Fi" },
  "store.note": {
    en: "Buying online is not open yet on this vessel.",
    sv: "Det går inte att köpa online på det här fartyget ännu.",
    el: "Οι αγορές online δεν είναι ακόμη διαθέσιμες σε αυτό το πλοίο.",
  },
};
