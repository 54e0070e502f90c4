// generated — do not edit. Source: schemas/manifest.schema.json; regenerate with `npm run gen`.
/**
 * open: free access; premium: vouchers and a store; premium-cc: card-payment store; premium-trial: 15-minute trial then pay; crew; cruise.
 */
export type Tier = "open" | "premium" | "premium-cc" | "premium-trial" | "crew" | "cruise";
export type Locale = "en" | "sv" | "el";
/**
 * A file beside the manifest (svg, webp, png or avif).
 */
export type Asset = string;
export type Node = {
  /**
   * The widget. Each type has its own properties; the lint and the editor list them.
   */
  type:
    | "WelcomeHeading"
    | "TrialLink"
    | "VoucherLink"
    | "StoreLink"
    | "BackLink"
    | "VoucherForm"
    | "StatusTitle"
    | "SessionFacts"
    | "BrowseLink"
    | "TrialLogin"
    | "TrialCard"
    | "PremiumCard"
    | "FreeCard"
    | "ConnectButton"
    | "AgreeButton"
    | "SimpleTrial"
    | "ShipIntro"
    | "VoucherField"
    | "DevLink"
    | "CrewLink"
    | "SupportMail"
    | "InfoNote"
    | "ZoneText"
    | "PromoCard"
    | "FileLink"
    | "ResetSession"
    | "LogoutButton"
    | "VoucherCodeBox"
    | "WifiOptionsLink"
    | "TrialStartedModal"
    | "SiteRedirect"
    | "CruisePurchasedPackages"
    | "CruiseVoucherOption"
    | "CruiseLogin"
    | "CruisePackages"
    | "CruisePurchaseComplete"
    | "StoreCheckout"
    | "PurchasedVouchers";
} & Node1;
export type Node1 =
  | WelcomeHeading
  | TrialLink
  | VoucherLink
  | StoreLink
  | BackLink
  | VoucherForm
  | StatusTitle
  | SessionFacts
  | BrowseLink
  | TrialLogin
  | TrialCard
  | PremiumCard
  | FreeCard
  | ConnectButton
  | AgreeButton
  | SimpleTrial
  | ShipIntro
  | VoucherField
  | DevLink
  | CrewLink
  | SupportMail
  | InfoNote
  | ZoneText
  | PromoCard
  | FileLink
  | ResetSession
  | LogoutButton
  | VoucherCodeBox
  | WifiOptionsLink
  | TrialStartedModal
  | SiteRedirect
  | CruisePurchasedPackages
  | CruiseVoucherOption
  | CruiseLogin
  | CruisePackages
  | CruisePurchaseComplete
  | StoreCheckout
  | PurchasedVouchers;
/**
 * An https URL or a site-relative path.
 */
export type Link = string;
export type NodeList = Node[];
/**
 * /login/trial/{openId}: the trial login page.
 */
export type NodeList1 = Node[];
/**
 * /login/crew: the crew login (voucher or access code, support mail, notes).
 */
export type NodeList2 = Node[];
/**
 * /onboard: the ferry's informational page (welcome, promotions, menus).
 */
export type NodeList3 = Node[];
/**
 * /store: Wi-Fi products (a ferry's card store, or a cruise ship's package page).
 */
export type NodeList4 = Node[];
/**
 * /purchase-complete: the voucher code of a cruise package just bought.
 */
export type NodeList5 = Node[];

/**
 * One Gangway zone (operator, vessel and tier), or an abstract operator file that zones extend. Inheritance: objects merge key by key, arrays and pages are replaced whole.
 */
export interface GangwayManifest {
  /**
   * Path to this schema, for editor completion.
   */
  $schema?: string;
  /**
   * A note for the people who edit this file (JSON has no comments). Not inherited, never shown.
   */
  $comment?: string;
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
   * Server side: the zone ids (the public ids the gateway sends) that use this layout. A layout without zones is valid but not served. Stripped before the manifest reaches a browser.
   *
   * @minItems 1
   */
  zones?: [ZoneEntry, ...ZoneEntry[]];
  /**
   * Server side: the open (free) accesses: trials and free access. Unset limits take the keyword's defaults (server/README.md).
   */
  opens?: Open[];
  store?: Store;
  cruise?: Cruise;
  /**
   * Server side: extra fields merged into GET /api/v1/settings for every zone of this layout (a zone's own settings win).
   */
  settings?: {};
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
   * Server side: the IANA time zone the zone's calendar is in, such as Europe/Stockholm: a voucher batch's last activation day (npm run vouchers --valid-until), the once-a-day trial (trial-premium), the dates on voucher sheets and in reports. Set it in the operator file for the fleet, or in a vessel file for one ship. Default UTC.
   */
  timeZone?: string;
  /**
   * Where passengers and crew write for help: the contact page and the crew pages show it.
   */
  supportEmail?: string;
  /**
   * Engine labels this zone words differently, by catalog id, each in every offered locale (one ship asks 'Please accept terms to continue'). Only the ids listed here may be reworded.
   */
  labels?: {
    "gen.acceptterms"?: LocalizedText1;
  };
}
/**
 * A zone id served with this layout.
 */
export interface ZoneEntry {
  /**
   * The public id the gateway sends (?zoneId=…); unique across the fleet.
   */
  zoneId: string;
  /**
   * The zone as staff and passengers call it (the ship, or a deck of it: "Polaris"), printed on voucher sheets instead of the zone id. Default: the last part of zonePrefix, capitalised.
   */
  name?: string;
  description?: string;
  /**
   * The vessel whose Gangway serves this zone's devices, by name in this operator's folder (its id is "<operator>/<vessel>": what npm run fleet -- link --vessel names). Default: this file's name ("polaris" for polaris.json). A layout used on several ships (a crew layout) names each zone's.
   */
  vessel?: string;
  /**
   * Extra fields merged into GET /api/v1/settings for this zone only.
   */
  settings?: {};
}
/**
 * An open (free) access. Unset limits take the keyword's defaults (server/README.md).
 */
export interface Open {
  id: number;
  keyword: "trial" | "trial-premium" | "free";
  durationMinutes?: number;
  rxMaxBytesPerSecond?: number;
  txMaxBytesPerSecond?: number;
}
/**
 * The zone's card store (GET /api/v1/store/zone). Prices are minor units of the currency.
 */
export interface Store {
  /**
   * ISO 4217 code.
   */
  currency: string;
  currencyDecimals: number;
  /**
   * Most vouchers one order may hold.
   */
  maxCheckoutItems?: number;
  /**
   * false: the store answers no items, so the portal says the service is unavailable.
   */
  open?: boolean;
  items: StoreItem[];
}
/**
 * A voucher package on sale; each one bought becomes a voucher with these terms.
 */
export interface StoreItem {
  id: number;
  /**
   * Key of a text in `texts`: the item's name in each language, such as "1 hour".
   */
  name: string;
  /**
   * Key of a text in `texts`: the line under the name in each language, such as "Up to 20 Mbit/s on one device".
   */
  description: string;
  /**
   * Price with tax, in minor units.
   */
  grossAmount: number;
  maxDevices: number | null;
  durationMinutes: number | null;
  byteLimit: number | null;
  rxMaxBytesPerSecond?: number | null;
  txMaxBytesPerSecond?: number | null;
}
/**
 * Server side: the ship's property-management system's package catalogue (bookings are demo data, server/demo/demo-data.json).
 */
export interface Cruise {
  /**
   * @minItems 1
   */
  packages: [CruisePackage, ...CruisePackage[]];
}
export interface CruisePackage {
  /**
   * A package id as the property-management system names it.
   */
  id: string;
  /**
   * Key of a text in `texts`: the package's title in each language, such as "Wi-Fi 24 hours".
   */
  title: string;
  /**
   * Lines shown as a list, each the key of a text in texts.
   *
   * Items: Key of a text in `texts`: one line of the package's list, in each language.
   */
  description: string[];
  /**
   * Price in minor units (cents).
   */
  amount: number;
  currency: string;
  duration: number;
  durationUnit: "minutes" | "hours" | "days";
  /**
   * Devices its voucher allows at once; default 1.
   */
  maxDevices?: number;
  /**
   * Speed of its voucher; unlimited when absent.
   */
  speedMbit?: number;
}
export interface Brand {
  /**
   * Name shown beside the logo and in the title.
   */
  name?: string;
  logo?: Asset;
  /**
   * A file beside the manifest (svg, webp, png or avif).
   */
  header?: string;
  /**
   * The text key (in texts) that describes the header image; without it the image is decorative (empty alt).
   */
  headerAlt?: string;
  /**
   * A file beside the manifest (svg, webp, png or avif).
   */
  banner?: string;
  /**
   * The text key (in texts) that describes the banner; without it the banner is decorative (empty alt).
   */
  bannerAlt?: string;
  colors?: {
    /**
     * Spinner, links, buttons, modals and the card payment theme.
     */
    primary?: string;
    /**
     * Page background.
     */
    body?: string;
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
  LoginCrew?: NodeList2;
  Onboard?: NodeList3;
  Store?: NodeList4;
  PurchaseComplete?: NodeList5;
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
  /**
   * The heading: 'Welcome on board', 'Welcome crew' or 'Access crew Wi-Fi'.
   */
  title?: "welcome" | "welcome-crew" | "access-crew";
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
  /**
   * 'Purchase online' or 'Purchase Wi-Fi online'.
   */
  label?: "purchase-online" | "purchase-wifi-online";
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
  /**
   * crew: asks for a voucher or access code (both activate as a voucher).
   */
  kind?: "voucher" | "crew";
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
/**
 * Premium trial card: 'Activated' while the trial is on, 'Start trial' (terms modal) when available, else 'Not available'.
 */
export interface TrialCard {
  type: "TrialCard";
  keyword?: "trial" | "trial-premium";
  /**
   * Length of the trial as the card announces it.
   */
  minutes?: number;
}
/**
 * Premium card: high speed up to speedMbit, links to voucher activation and (optionally) the store, and the info-desk hint.
 */
export interface PremiumCard {
  type: "PremiumCard";
  /**
   * The premium speed the vessel offers (5 or 20 Mbit/s in the fleet).
   */
  speedMbit: number;
  /**
   * Adds 'Purchase online' (the store).
   */
  purchaseOnline?: boolean;
  /**
   * Adds the hint to buy a voucher at the info desk.
   */
  infoDesk?: boolean;
}
/**
 * Free Wi-Fi card (limited speed, up to 24 hours): Connect (terms modal), 'Activated', or a red unavailable text.
 */
export interface FreeCard {
  type: "FreeCard";
  /**
   * 'Sorry, this service is not available at the moment.' or 'Sorry, the service is currently unavailable'.
   */
  unavailableText?: "not-available-now" | "service-unavailable";
}
/**
 * A button that opens the terms modal and activates the open zone with this keyword; hidden unless it is available.
 */
export interface ConnectButton {
  type: "ConnectButton";
  keyword?: "trial" | "trial-premium" | "free";
  /**
   * 'Connect to Wi-Fi', 'Start {minutes} min free trial', 'Free Wi-Fi (limited speed)' or 'Connect'.
   */
  label?: "connect-wifi" | "start-trial" | "free-wifi" | "connect";
  /**
   * For label start-trial.
   */
  minutes?: number;
}
/**
 * Terms-only variant: a single 'Agree to terms' button that activates the open zone; hidden when connected.
 */
export interface AgreeButton {
  type: "AgreeButton";
  keyword?: "trial" | "trial-premium" | "free";
}
/**
 * Simple trial start: welcome title, auto-focused terms checkbox and Connect, shown when the trial or a session reset is available; else 'Activated' or 'service unavailable'.
 */
export interface SimpleTrial {
  type: "SimpleTrial";
  keyword?: "trial" | "trial-premium" | "free";
  /**
   * Key of a text in `texts`: an intro below the title.
   */
  text?: string;
}
/**
 * Island-route ship description: the ship's name, a text, and an optional read more / read less block.
 */
export interface ShipIntro {
  type: "ShipIntro";
  /**
   * Key of a text in `texts`: the heading (the ship's name).
   */
  title: string;
  /**
   * Key of a text in `texts`.
   */
  text: string;
  /**
   * Key of a text in `texts`: shown by 'Read more', hidden by 'Read less'.
   */
  more?: string;
}
/**
 * A compact voucher field with an arrow button, then the terms modal and activation.
 */
export interface VoucherField {
  type: "VoucherField";
}
/**
 * An inconspicuous link to the developer page /secret-stuff, shown only when features.devPage is on.
 */
export interface DevLink {
  type: "DevLink";
}
/**
 * A link to the crew login (/login/crew): voucher or access code.
 */
export interface CrewLink {
  type: "CrewLink";
}
/**
 * The feedback mail link to supportEmail.
 */
export interface SupportMail {
  type: "SupportMail";
}
/**
 * A short note from the catalogs: limited satellite capacity, keeping the code on iOS, buying at the bar or info desk, free Wi-Fi for up to 24 hours.
 */
export interface InfoNote {
  type: "InfoNote";
  topic: "satellite" | "ios" | "buy-at-bar" | "buy-at-info-desk" | "free-24h";
}
/**
 * A card with a per-vessel text (paragraphs separated by blank lines) and an optional heading.
 */
export interface ZoneText {
  type: "ZoneText";
  /**
   * Key of a text in `texts`.
   */
  text: string;
  /**
   * Key of a text in `texts`: the card's heading.
   */
  heading?: string;
}
/**
 * A highlighted promotion (the reserve-and-collect duty-free offer) with its own heading and text.
 */
export interface PromoCard {
  type: "PromoCard";
  /**
   * Key of a text in `texts`: the promotion's heading.
   */
  title: string;
  /**
   * Key of a text in `texts`.
   */
  text: string;
}
/**
 * A link to a document (the cafeteria menu PDF), opened in a new tab.
 */
export interface FileLink {
  type: "FileLink";
  href: Link;
  /**
   * Key of a text in `texts`: the link's label.
   */
  text: string;
}
/**
 * 'Reset session' with a loading label, shown when a reset is available; then the access controller.
 */
export interface ResetSession {
  type: "ResetSession";
}
/**
 * 'Log out', shown when the session has a logoutMethod.
 */
export interface LogoutButton {
  type: "LogoutButton";
}
/**
 * The session's voucher code in a read-only box with advice to save it; nothing without a voucher.
 */
export interface VoucherCodeBox {
  type: "VoucherCodeBox";
}
/**
 * 'View Wi-Fi options': back to the start page's offers without the session redirect.
 */
export interface WifiOptionsLink {
  type: "WifiOptionsLink";
}
/**
 * Premium-trial status page: 'You are connected' while the device is connected on the trial-premium open zone; OK closes it.
 */
export interface TrialStartedModal {
  type: "TrialStartedModal";
  minutes?: number;
}
/**
 * Sends a device whose session is in use to the operator's site (href, else links.browse); renders nothing otherwise.
 */
export interface SiteRedirect {
  type: "SiteRedirect";
  href?: Link;
}
/**
 * 'Your purchased packages': the cruise packages bought on this device, newest first, each with its voucher code and 'Activate on this device'. Shows nothing when there are none.
 */
export interface CruisePurchasedPackages {
  type: "CruisePurchasedPackages";
}
/**
 * 'Option 1: Voucher': the voucher form, as the first option of the cruise login page.
 */
export interface CruiseVoucherOption {
  type: "CruiseVoucherOption";
}
/**
 * 'Option 2: Log in': surname, personal key, e-mail and date of birth, the marketing-consent notice with the cruise privacy link, then the terms modal; checks the booking and, back from the access controller, polls the check.
 */
export interface CruiseLogin {
  type: "CruiseLogin";
}
/**
 * The cruise package page: prepaid packages (Activate), packages for purchase (Select), the confirm modal and the charge to the cabin, polled on return. Without a checked booking it goes to the start page.
 */
export interface CruisePackages {
  type: "CruisePackages";
}
/**
 * The newest cruise package's voucher code (read-only) with saving advice, how to use it on another device, and 'Activate on this device'.
 */
export interface CruisePurchaseComplete {
  type: "CruisePurchaseComplete";
}
/**
 * The card store on the Store page: 'Wi-Fi products' with a cart, the customer's details, the access controller's bypass, the card payment provider's embedded checkout, and the vouchers bought.
 */
export interface StoreCheckout {
  type: "StoreCheckout";
}
/**
 * 'Your vouchers' on the voucher page: vouchers this device bought earlier, one order per press of 'load previous orders', each ready to activate here (#purchasedVouchers loads the first at once).
 */
export interface PurchasedVouchers {
  type: "PurchasedVouchers";
}
export interface LocalizedText {
  en?: string;
  sv?: string;
  el?: string;
}
/**
 * The ship's network as the portal and the gateway's RADIUS requests need to know it.
 */
export interface Network {
  /**
   * The hosts the access controller may have: names, IPv4 addresses or bracketed IPv6 addresses ([fd00::1]). A redirect's accessControllerIp is used only when it names one of them (and, in a zone with a gateway key, only when the gateway's signature covers it); any other is refused, whatever network it is on: no open redirect, and no attacker's host on the ship's LAN. A coovachilli or mikrotik gateway needs its own address here (HS_UAMLISTEN, the hotspot's address): the login address its redirect names (uamip, link-login-only) is used only when it is listed, so a crafted link cannot send a passenger's one-time credential elsewhere.
   */
  controllerHosts?: string[];
  /**
   * The ship's hotspot gateway, its dialect: how a device granted access is handed to it (its login step, with a one-time credential its RADIUS request brings back), how it comes back, and the reply attributes that carry a device's limits. spec: the spec's controller paths (/auth, /logout…), which the built-in simulator plays, WISPr-Bandwidth-Max-Down/Up; generic: the earlier name of spec; coovachilli: CoovaChilli's UAM (/logon with the password hidden by the challenge and the zone's UAM secret, its GATEWAY_KEYS entry), WISPr and ChilliSpot-Max-Total-Octets/-Gigawords; mikrotik: a MikroTik hotspot's external login page (login with a CHAP password), Mikrotik-Rate-Limit and Mikrotik-Total-Limit; opennds: Gangway as openNDS's FAS (level 1: /opennds_auth/ with tok = sha256(hid and the zone's faskey, its GATEWAY_KEYS entry)), the limits through the BinAuth agent of ops/opennds/. coovachilli, mikrotik and opennds need controllerHosts (the gateway's address). Session-Timeout, Idle-Timeout and Acct-Interim-Interval always.
   */
  gateway?: "spec" | "generic" | "coovachilli" | "mikrotik" | "opennds";
  /**
   * An opennds gateway's FAS level (its fas_secure_enabled). 1: the fas is base64, openNDS's word but unsigned, so a crafted link can name another device's MAC (it cannot put that device online); 3: the fas is AES-256-CBC under the zone's faskey (its GATEWAY_KEYS entry), so only the gateway can write one, and a plain fas is refused; the gateway needs php-cli and reaches the portal over https, where authmon polls it. Only with gateway opennds.
   */
  openndsFasLevel?: 1 | 3;
  /**
   * Server side: the NAS-Identifier values this zone's gateway sends, when it does not send the zone id itself (or, without a colon, its Called-Station-Id: a MikroTik hotspot server's name); unique across the fleet. Needs a layout with one zone.
   *
   * @maxItems 32
   */
  nasIdentifiers?: string[];
  /**
   * Server side: the Wi-Fi network names (the SSID after the colon in Called-Station-Id) that tell this zone's RADIUS requests apart when neither the NAS-Identifier nor a listed identifier does; unique across the fleet. Needs a layout with one zone.
   *
   * @maxItems 32
   */
  ssids?: string[];
  /**
   * Server side: the Wi-Fi network (SSID) passengers or crew join, printed on voucher sheets. Default: the first of ssids.
   */
  wifiName?: string;
  /**
   * Server side: how often the gateway reports a device's use (Acct-Interim-Interval): the status page's data used is at most this old.
   */
  interimIntervalSeconds?: number;
  /**
   * Server side: a device silent this long is logged off at the gateway (Idle-Timeout); it comes back online without the portal while its session lasts.
   */
  idleTimeoutSeconds?: number;
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
/**
 * The terms reminder, by default 'Please accept the terms to continue'.
 */
export interface LocalizedText1 {
  en?: string;
  sv?: string;
  el?: string;
}
