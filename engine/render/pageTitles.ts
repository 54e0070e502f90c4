import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Zone } from "../api/Zone.ts";
import { type PageName, zoneRoutes } from "../paths/zoneRoutes.ts";

/** The portal's own name: the start page's title, and the rest's where no zone names them. */
export const PORTAL_TITLE = msg({ id: "title.start", message: "Onboard Wi-Fi" });
const NOT_FOUND = msg({ id: "gen.notfound.title", message: "Page not found" });

// a route's title, by the spec's route names: its page's own heading where it has one
const TITLES: Record<string, MessageDescriptor> = {
  StartPage: PORTAL_TITLE,
  LoginVoucher: msg({ id: "voucher.title", message: "Activate voucher" }),
  LoginCrew: msg({ id: "voucher.crew.title", message: "Crew login" }),
  LoginTrial: msg({ id: "trial.title", message: "Free trial" }),
  StatusPage: msg({ id: "title.status", message: "Your Wi-Fi session" }),
  Onboard: msg({ id: "title.onboard", message: "On board" }),
  Store: msg({ id: "store.title.products", message: "Wi-Fi products" }),
  PurchaseComplete: msg({ id: "title.purchaseComplete", message: "Purchase complete" }),
  SecretStuff: msg({ id: "dev.title", message: "Developer page" }),
  Error: msg({ id: "gen.error.title", message: "Something went wrong" }),
  Policies: msg({ id: "legal.terms.title", message: "Terms and conditions" }),
  Gdpr: msg({ id: "legal.privacy.title", message: "Privacy statement" }),
  CruisePrivacyPolicy: msg({ id: "legal.cruisePrivacy.title", message: "Privacy policy" }),
  Contact: msg({ id: "legal.contact.title", message: "Contact" }),
  OpenInBrowser: msg({ id: "openInBrowser.title", message: "Open in your browser" }),
  // the entry, the captive assistant's and the internet check's routes lead to the start page
  Entry: PORTAL_TITLE,
  CnaPortal: PORTAL_TITLE,
  InternetCheckRedirect: PORTAL_TITLE,
};
const CHECKOUT = msg({ id: "store.title.checkout", message: "Checkout" });
const PACKAGES = msg({ id: "cruise.packages.title", message: "Choose a wi-fi package" });

const isZonePage = (name: string): name is PageName => name in zoneRoutes;

/**
 * The title of the route named `name` (paths/routeName.ts), as its page reads: the store's
 * checkout by its flag and a cruise ship's package page by its own heading; a zone route the zone
 * lacks, and the developer page of a zone without it, are the 404 page.
 */
export function pageTitleOf(name: string, zone: Zone | null, checkout: boolean): MessageDescriptor {
  if (zone && isZonePage(name)) {
    const nodes = zone.pages[name];
    if (!nodes) return NOT_FOUND;
    if (name === "Store" && nodes.some((node) => node.type === "CruisePackages")) return PACKAGES;
    if (name === "Store" && checkout) return CHECKOUT;
  }
  if (name === "SecretStuff" && !zone?.features?.devPage) return NOT_FOUND;
  return TITLES[name] ?? NOT_FOUND;
}
