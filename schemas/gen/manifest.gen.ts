// generated — do not edit. Source: schemas/manifest.schema.json; regenerate with `npm run gen`.
/**
 * open: free access; premium: vouchers and a store; premium-cc: card-payment store; premium-trial: 15-minute trial then pay; crew; cruise.
 */
export type Tier = "open" | "premium" | "premium-cc" | "premium-trial" | "crew" | "cruise";
export type Locale = "en" | "sv" | "el";
/**
 * A file beside the manifest (svg, webp or png).
 */
export type Asset = string;
export type Node =
  | WelcomeHeading
  | TrialLink
  | VoucherLink
  | StoreLink
  | BackLink
  | VoucherForm
  | StatusTitle
  | SessionFacts
  | BrowseLink
  | TrialLogin;
export type NodeList = Node[];
/**
 * /login/trial/{openId}: the trial login page.
 */
export type NodeList1 = Node[];

/**
 * One Gangway zone (operator, vessel and tier), or an abstract operator file that zones extend. Inheritance: objects merge key by key, arrays and pages are replaced whole.
 */
export interface GangwayManifest {
  /**
   * Path to this schema, for editor completion.
   */
  $schema?: string;
  /**
   * Relative path of the manifest this one inherits from (operator → vessel → tier).
   */
  extends?: string;
  /**
   * True for operator defaults that are not a zone of their own. Not inherited.
   */
  abstract?: boolean;
  /**
   * The zone's prefix as the server's settings name it; the first segment names the operator group.
   */
  zonePrefix?: string;
  tier?: Tier;
  /**
   * Languages offered, the first is the fallback.
   *
   * @minItems 1
   */
  locales?: [Locale, ...Locale[]];
  brand?: Brand;
  links?: Links;
  footer?: Footer;
  pages?: Pages;
  /**
   * Per-vessel texts by key, each in every offered locale.
   */
  texts?: {
    [k: string]: LocalizedText;
  };
  network?: Network;
  features?: Features;
  /**
   * Where passengers and crew write for help: the contact page and the crew pages show it.
   */
  supportEmail?: string;
}
export interface Brand {
  /**
   * Name shown beside the logo and in the title.
   */
  name?: string;
  logo?: Asset;
  colors?: {
    /**
     * Spinner, links, buttons, modals and the card payment theme.
     */
    primary: string;
    /**
     * Page background.
     */
    body: string;
  };
}
export interface Links {
  /**
   * The operator's onboard site, shown once connected.
   */
  browse?: string;
}
export interface Footer {
  /**
   * The 'powered by' mark.
   */
  poweredBy?: string;
  /**
   * Company registration number.
   */
  companyRegistration?: string;
}
/**
 * Widget nodes per route name; a route whose page is missing shows the 404 page.
 */
export interface Pages {
  StartPage?: NodeList;
  LoginVoucher?: NodeList;
  StatusPage?: NodeList;
  LoginTrial?: NodeList1;
}
/**
 * The page's welcome heading, with an optional per-vessel text below it.
 */
export interface WelcomeHeading {
  type: "WelcomeHeading";
  /**
   * Key of a text in `texts`.
   */
  text?: string;
}
/**
 * A link to the trial login page, shown only when the open zone with this keyword is available to the device.
 */
export interface TrialLink {
  type: "TrialLink";
  keyword?: "trial" | "trial-premium" | "free";
}
/**
 * A link to the voucher activation page.
 */
export interface VoucherLink {
  type: "VoucherLink";
}
/**
 * A 'purchase online' link to the store.
 */
export interface StoreLink {
  type: "StoreLink";
}
/**
 * A back button to another page of the zone (the start page by default).
 */
export interface BackLink {
  type: "BackLink";
  to?: "StartPage" | "LoginVoucher" | "StatusPage";
}
/**
 * Voucher code input, then a terms step, then activation and the redirect to the access controller.
 */
export interface VoucherForm {
  type: "VoucherForm";
}
/**
 * 'Connected' or 'Not connected', decided by isSessionUsedUp.
 */
export interface StatusTitle {
  type: "StatusTitle";
}
/**
 * Table of data used, limit, end time, speed and connected devices; loading dots while there is no session.
 */
export interface SessionFacts {
  type: "SessionFacts";
}
/**
 * 'Start browsing' link to links.browse, hidden when the session is used up.
 */
export interface BrowseLink {
  type: "BrowseLink";
}
/**
 * Terms checkbox and Connect for the open zone in the route's openId.
 */
export interface TrialLogin {
  type: "TrialLogin";
}
export interface LocalizedText {
  en?: string;
  sv?: string;
  el?: string;
}
/**
 * The ship's network as the portal needs to know it.
 */
export interface Network {
  /**
   * Host names the access controller may have besides private, loopback and link-local addresses (accessControllerIp is refused otherwise: no open redirect).
   */
  controllerHosts?: string[];
}
/**
 * Feature flags of the zone.
 */
export interface Features {
  /**
   * Links and serves the hidden developer page /secret-stuff.
   */
  devPage?: boolean;
  /**
   * Sends Android in-app browsers (user agent with 'version/') to the open-in-browser page: the cruise store needs a full browser.
   */
  inAppBrowserGuard?: boolean;
}
