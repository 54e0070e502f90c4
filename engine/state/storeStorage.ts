import { readStored, writeStored, zoneKey } from "./browserStorage.ts";

export type Cart = Record<string, number>;

export interface CheckoutCustomer {
  firstName: string;
  lastName: string;
  email: string;
}

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

/** The store's browser storage (spec section 3), each key under the zone prefix. */
export const storeStorage = {
  /** Item id → quantity; only whole quantities of at least 0 survive a read. */
  cart(prefix: string): Cart {
    const raw = readStored<unknown>("session", zoneKey(prefix, "cart"));
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return {};
    return Object.fromEntries(
      Object.entries(raw).filter(([id, n]) => /^\d+$/.test(id) && Number.isInteger(n) && n >= 0),
    ) as Cart;
  },
  setCart: (prefix: string, cart: Cart | null) => writeStored("session", zoneKey(prefix, "cart"), cart),

  /** Newest first. */
  publicIds(prefix: string): string[] {
    const raw = readStored<unknown>("local", zoneKey(prefix, "publicIds"));
    return Array.isArray(raw) ? raw.filter((id): id is string => isText(id) && PUBLIC_ID.test(id)) : [];
  },
  /** Puts an order at the front, once: kept before the payment window opens, so no purchase is lost. */
  addPublicId(prefix: string, publicId: string): void {
    const others = storeStorage.publicIds(prefix).filter((id) => id !== publicId);
    writeStored("local", zoneKey(prefix, "publicIds"), [publicId, ...others].slice(0, MAX_PUBLIC_IDS));
  },

  checkout(prefix: string): CheckoutRecord | null {
    const raw = readStored<unknown>("session", zoneKey(prefix, "checkout"));
    return isRecord(raw) ? raw : null;
  },
  setCheckout: (prefix: string, record: CheckoutRecord | null) =>
    writeStored("session", zoneKey(prefix, "checkout"), record),
};

/** A fresh idempotency key; getRandomValues works on plain http, where a captive portal lives. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
