import { readStored, zoneKey } from "./browserStorage.ts";
import { storedAtom, storedAtoms } from "./storedAtom.ts";
import type { CheckoutCustomer } from "../../steps/validateCustomer.ts";

export type { CheckoutCustomer };
export type Cart = Record<string, number>;

/** A checkout on its way through the access controller's bypass: what the order is, and its key. */
export interface CheckoutRecord {
  idempotencyKey: string;
  customer: CheckoutCustomer;
  items: { id: number; amount: number }[];
  publicId?: string;
  completed?: boolean;
}

// public ids are the server's base64url ids; anything else in storage is ignored
const PUBLIC_ID = /^[A-Za-z0-9_-]{16,64}$/;
// a device that buys once a week for a year stays well below this
const MAX_PUBLIC_IDS = 50;

const isText = (v: unknown) => typeof v === "string";

function isRecord(v: unknown): v is CheckoutRecord {
  const r = v as CheckoutRecord | null;
  return (
    typeof r === "object" &&
    r !== null &&
    isText(r.idempotencyKey) &&
    typeof r.customer === "object" &&
    r.customer !== null &&
    [r.customer.firstName, r.customer.lastName, r.customer.email].every(isText) &&
    Array.isArray(r.items) &&
    r.items.every((i) => Number.isInteger(i?.id) && Number.isInteger(i?.amount)) &&
    (r.publicId === undefined || PUBLIC_ID.test(r.publicId))
  );
}

// item id → quantity; only whole quantities of at least 0 survive a read
function cartOf(raw: unknown): Cart {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).filter(([id, n]) => /^\d+$/.test(id) && Number.isInteger(n) && n >= 0),
  ) as Cart;
}

const publicIdsOf = (raw: unknown): string[] =>
  Array.isArray(raw) ? raw.filter((id): id is string => isText(id) && PUBLIC_ID.test(id)) : [];

/** The checkout's key under the zone prefix (a form the server answered hands one over: engine/boot). */
export const CHECKOUT_KEY = "checkout";

/** The store's browser storage (spec section 3) as atoms, each key under the zone prefix. */
export const storeStorage = {
  cart: storedAtoms((prefix) => storedAtom("session", zoneKey(prefix, "cart"), cartOf)),
  /** The zone's orders, newest first. */
  publicIds: storedAtoms((prefix) => storedAtom("local", zoneKey(prefix, "publicIds"), publicIdsOf)),
  checkout: storedAtoms((prefix) =>
    storedAtom("session", zoneKey(prefix, CHECKOUT_KEY), (raw) => (isRecord(raw) ? raw : null)),
  ),
};

/**
 * The zone's orders with this one at the front, once: built on what is stored now, so an order
 * another tab of this device stored meanwhile is kept.
 */
export function withPublicId(prefix: string, publicId: string): string[] {
  const stored = publicIdsOf(readStored("local", zoneKey(prefix, "publicIds")));
  return [publicId, ...stored.filter((id) => id !== publicId)].slice(0, MAX_PUBLIC_IDS);
}

/** A fresh idempotency key; getRandomValues works on plain http, where a captive portal lives. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
