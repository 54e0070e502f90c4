import type { CruisePackage, CruiseUser, DurationUnit } from "../api/cruiseTypes.ts";
import { readStored, writeStored } from "./browserStorage.ts";

/** A package waiting for its charge, or bought: what the spec stores (no price). */
export interface StoredPackage {
  id: string;
  title: string;
  duration: number;
  durationUnit: DurationUnit;
  listItems: string[];
}

export interface PurchasedPackage extends StoredPackage {
  voucherCode: string;
}

// the booking and the relay ids live for the tab only (they carry personal data and expire with
// the visit); purchases stay on the device under the zone prefix, so the login page can list them
const isText = (v: unknown): v is string => typeof v === "string" && v !== "";
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
    p.listItems.every((line) => typeof line === "string")
  );
};
const isUser = (v: unknown): v is CruiseUser => {
  const u = v as CruiseUser | null;
  return typeof u === "object" && u !== null && [u.lastname, u.key, u.email, u.dob].every(isText);
};
const purchasedKey = (zonePrefix: string) => `${zonePrefix}/purchasedPackages`;
const checkedOrNull = <T>(value: unknown, ok: (v: unknown) => v is T): T | null => (ok(value) ? value : null);

/** The cruise flow's stored values (spec section 3); anything unreadable reads as absent. */
export const cruiseStorage = {
  user: () => checkedOrNull(readStored("session", "user"), isUser),
  setUser: (user: CruiseUser | null) => writeStored("session", "user", user),
  validateRelayId: () => checkedOrNull(readStored("session", "validateRelayId"), isText),
  setValidateRelayId: (id: string | null) => writeStored("session", "validateRelayId", id),
  chargeRelayId: () => checkedOrNull(readStored("session", "chargeRelayId"), isText),
  setChargeRelayId: (id: string | null) => writeStored("session", "chargeRelayId", id),
  chargePackage: () => checkedOrNull(readStored("session", "chargePackage"), isStoredPackage),
  setChargePackage: (pkg: StoredPackage | null) => writeStored("session", "chargePackage", pkg),

  /** Newest first; entries that are not packages with a code are skipped. */
  purchased(zonePrefix: string): PurchasedPackage[] {
    const list = readStored<unknown>("local", purchasedKey(zonePrefix));
    if (!Array.isArray(list)) return [];
    return list.filter(
      (p): p is PurchasedPackage => isStoredPackage(p) && isText((p as PurchasedPackage).voucherCode),
    );
  },
  addPurchased(zonePrefix: string, pkg: PurchasedPackage): void {
    const others = cruiseStorage.purchased(zonePrefix).filter((p) => p.voucherCode !== pkg.voucherCode);
    writeStored("local", purchasedKey(zonePrefix), [pkg, ...others]);
  },
};

/** The part of a package the spec stores while its charge runs. */
export function toStoredPackage(p: CruisePackage): StoredPackage {
  return {
    id: p.id,
    title: p.title,
    duration: p.duration,
    durationUnit: p.durationUnit,
    listItems: p.listItems,
  };
}
