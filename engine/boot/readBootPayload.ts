import type { Session, Settings } from "../api/types.ts";
import type { BrandImages } from "../api/BrandImages.ts";
import type { Query } from "../state/queryAtom.ts";
import type { InlinedOpen } from "../state/opensAtom.ts";
import type { Zone } from "../api/Zone.ts";
import type { FormState } from "../state/formStateAtom.ts";
import { readMac } from "../../schemas/mac.ts";
import { queryOf } from "./readEntry.ts";
import { readFormState } from "./readFormState.ts";
import type { CruisePackage } from "../api/cruiseTypes.ts";
import { inlinedPackages } from "../api/inlinedPackages.ts";
import { inlinedStore } from "../api/inlinedStore.ts";
import { type InlinedPurchase, inlinedPurchase } from "../state/inlinedPurchaseAtom.ts";
import type { InlinedStore } from "../state/inlinedStoreAtom.ts";

export interface BootPayload {
  settings: Settings;
  session: Session | null;
  images: BrandImages;
  opens: InlinedOpen[] | null;
  /** the zone's manifest, when the server put it in the page */
  manifest?: Zone;
  /** the server's clock when it drew the page */
  now: number | null;
  /** where a form the server answered left the passenger, and its banners (catalogue ids) */
  form: FormState | null;
  errors: string[];
  /** what such a form left for the app to carry on with (checked where it is stored) */
  handoff: unknown;
  /** the booking's packages the server drew the package page with (checked by the API's schema) */
  cruisePackages: CruisePackage[] | null;
  /** the package a charge without the script bought, and its code (the purchase-complete page) */
  cruisePurchase: InlinedPurchase | null;
  /** the store's items and an order back from the hosted payment page (checked by the API's schemas) */
  store: InlinedStore | null;
}

// only images with a size and this origin's sources: anything else is left to the manifest's file
const validImages = (value: unknown): BrandImages => {
  const out: BrandImages = {};
  if (!value || typeof value !== "object") return out;
  for (const slot of ["header", "banner"] as const) {
    const image = (value as BrandImages)[slot];
    if (
      image &&
      typeof image.src === "string" &&
      image.src.startsWith("/") &&
      Number.isFinite(image.width) &&
      Number.isFinite(image.height) &&
      typeof image.placeholder === "string" &&
      Array.isArray(image.sources)
    )
      out[slot] = image;
  }
  return out;
};

const validOpens = (value: unknown): InlinedOpen[] | null =>
  Array.isArray(value) &&
  value.every(
    (o) => Number.isInteger(o?.id) && typeof o?.keyword === "string" && typeof o?.available === "boolean",
  )
    ? (value as InlinedOpen[])
    : null;

// the page's own data, drawn by the server with the same schemas as the API's answers and sent in
// the same document: checked for the shape the start-up reads, not by the schemas' validators (they
// are a chunk of their own, laterValidators.ts, kept out of the bundle every start page waits for)
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isSettings = (v: unknown) => isObject(v) && typeof v.zonePrefix === "string";
const isSession = (v: unknown) =>
  isObject(v) &&
  ["isBackendAuthed", "isAccessControllerAuthed", "isSessionUsedUp", "isSessionResetAvailable"].every(
    (flag) => typeof v[flag] === "boolean",
  );

/**
 * The device the server drew the page for, when the address names none and this tab kept none: a
 * page opened in a new tab (the terms, from a link beside a checkbox) starts with empty session
 * storage, but its server knew the device from the query this browser's first page kept.
 */
export function payloadQuery(doc: Document = document): Query | null {
  try {
    const data = JSON.parse(doc.getElementById("gw-boot")?.textContent ?? "null");
    if (typeof data?.mac !== "string" || typeof data?.zoneId !== "string") return null;
    return queryOf({ mac: data.mac, zoneId: data.zoneId });
  } catch {
    return null;
  }
}

/**
 * The settings, session and zone manifest the server put into the page (saving round trips), used only
 * when they are about this very device and zone and have the shape the start-up reads.
 */
export function readBootPayload(query: Query, doc: Document = document): BootPayload | null {
  try {
    const data = JSON.parse(doc.getElementById("gw-boot")?.textContent ?? "null");
    if (!data || data.zoneId !== query.zoneId || readMac(data.mac) !== query.mac) return null;
    if (!isSettings(data.settings)) return null;
    if (data.session !== null && !isSession(data.session)) return null;
    const manifest = typeof data.manifest?.pages === "object" ? (data.manifest as Zone) : undefined;
    return {
      settings: data.settings as Settings,
      session: data.session as Session | null,
      manifest,
      images: validImages(data.images),
      opens: validOpens(data.opens),
      now: Number.isFinite(data.now) ? data.now : null,
      form: readFormState(data.form),
      errors: Array.isArray(data.errors) ? data.errors.filter((id: unknown) => typeof id === "string") : [],
      handoff: data.handoff ?? null,
      cruisePackages: inlinedPackages(data.cruisePackages),
      cruisePurchase: inlinedPurchase(data.cruisePurchase),
      store: inlinedStore(data.store),
    };
  } catch {
    return null;
  }
}
