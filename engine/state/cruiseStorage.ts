import type { CruisePackage, CruiseUser, DurationUnit, PackageTranslations } from "../api/cruiseTypes.ts";
import { readStored, zoneKey } from "./browserStorage.ts";
import { storedAtom, storedAtoms } from "./storedAtom.ts";

/** A package waiting for its charge, or bought: what the spec stores (no price). */
export interface StoredPackage {
  id: string;
  title: string;
  duration: number;
  durationUnit: DurationUnit;
  listItems: string[];
  /** ours: title and list in each language, so a purchase reads in the language chosen later */
  translations?: PackageTranslations;
}

export interface PurchasedPackage extends StoredPackage {
  voucherCode: string;
}

// the booking and the relay ids live for the tab only (they carry personal data and expire with
// the visit); purchases stay on the device under the zone prefix, so the login page can list them
const isText = (v: unknown): v is string => typeof v === "string" && v !== "";
const isTranslations = (v: unknown): v is PackageTranslations =>
  typeof v === "object" &&
  v !== null &&
  Object.values(v).every(
    (t) =>
      typeof t?.title === "string" &&
      Array.isArray(t.listItems) &&
      t.listItems.every((line: unknown) => typeof line === "string"),
  );
const isStoredPackage = (v: unknown): v is StoredPackage => {
  const p = v as StoredPackage | null;
  return (
    typeof p === "object" &&
    p !== null &&
    isText(p.id) &&
    typeof p.title === "string" &&
    Number.isInteger(p.duration) &&
    ["minutes", "hours", "days"].includes(p.durationUnit) &&
    Array.isArray(p.listItems) &&
    p.listItems.every((line) => typeof line === "string") &&
    (p.translations === undefined || isTranslations(p.translations))
  );
};
const isUser = (v: unknown): v is CruiseUser => {
  const u = v as CruiseUser | null;
  return typeof u === "object" && u !== null && [u.lastname, u.key, u.email, u.dob].every(isText);
};
const checkedOrNull =
  <T>(ok: (v: unknown) => v is T) =>
  (value: unknown): T | null =>
    ok(value) ? value : null;
// newest first; entries that are not packages with a code are skipped
const purchasedOf = (list: unknown): PurchasedPackage[] =>
  Array.isArray(list)
    ? list.filter(
        (p): p is PurchasedPackage => isStoredPackage(p) && isText((p as PurchasedPackage).voucherCode),
      )
    : [];

/** The spec's storage keys the login keeps (and a form the server answered hands over: engine/boot). */
export const CRUISE_KEYS = { user: "user", validateRelayId: "validateRelayId" } as const;

/** The cruise flow's stored values (spec section 3) as atoms; anything unreadable reads as absent. */
export const cruiseStorage = {
  user: storedAtom("session", CRUISE_KEYS.user, checkedOrNull(isUser)),
  validateRelayId: storedAtom("session", CRUISE_KEYS.validateRelayId, checkedOrNull(isText)),
  chargeRelayId: storedAtom("session", "chargeRelayId", checkedOrNull(isText)),
  chargePackage: storedAtom("session", "chargePackage", checkedOrNull(isStoredPackage)),
  /** The packages bought in a zone (localStorage, under its prefix), newest first. */
  purchased: storedAtoms((zonePrefix) =>
    storedAtom("local", zoneKey(zonePrefix, "purchasedPackages"), purchasedOf),
  ),
};

/**
 * The zone's purchases with this one first, once per voucher code: built on what is stored now,
 * so a purchase another tab of this device stored meanwhile is kept.
 */
export function withPurchased(zonePrefix: string, pkg: PurchasedPackage): PurchasedPackage[] {
  const stored = purchasedOf(readStored("local", zoneKey(zonePrefix, "purchasedPackages")));
  return [pkg, ...stored.filter((p) => p.voucherCode !== pkg.voucherCode)];
}

/** The part of a package the spec stores while its charge runs. */
export function toStoredPackage(p: CruisePackage): StoredPackage {
  return {
    id: p.id,
    title: p.title,
    duration: p.duration,
    durationUnit: p.durationUnit,
    listItems: p.listItems,
    ...(p.translations && { translations: p.translations }),
  };
}
