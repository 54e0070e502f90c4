// the card store's records; times are epoch milliseconds, amounts minor units of the currency

// an item's name and description in every language its zone offers (the manifest's texts)
export type ItemTranslations = Record<string, { name: string; description: string }>;

export interface StoreItemRecord {
  id: number;
  // in the zone's first language; the others in translations
  name: string;
  description: string;
  translations: ItemTranslations | null;
  grossAmount: number;
  // what a voucher bought from this item grants; null = unlimited
  maxDevices: number | null;
  durationMs: number | null;
  byteLimit: number | null;
  rxMaxBps: number | null;
  txMaxBps: number | null;
}

export interface StoreRecord {
  zoneId: string;
  currency: string;
  currencyDecimals: number;
  maxCheckoutItems: number;
  open: boolean;
  items: StoreItemRecord[];
}

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
}

// an item as ordered: its price and terms are copied, so later store changes never alter it
export interface OrderLine extends StoreItemRecord {
  quantity: number;
}

// failed: the provider made no payment (the checkout answered 502); cancelled: nobody paid it within
// the hour, or the provider does not know its payment. Both are kept, with why, for the checkout report
export type OrderStatus = "creating" | "pending" | "completed" | "failed" | "cancelled";

/** The order is over without a sale: nothing may take it for one still waiting for its payment. */
export const isUnsuccessful = (status: OrderStatus) => status === "failed" || status === "cancelled";

/**
 * The visitor may still pay it: pending, or failed by a declined card, whose payment window stays
 * open for another card (an order that failed at the provider has no payment at all).
 */
export const mayStillBePaid = (o: Pick<OrderRecord, "status" | "paymentOpen">) =>
  o.status === "pending" || (o.status === "failed" && o.paymentOpen === true);

export interface OrderRecord {
  publicId: string;
  zoneId: string;
  idempotencyKey: string | null;
  // what the order was created from: the same key with another request is refused
  requestHash: string;
  status: OrderStatus;
  customer: Customer | null;
  currency: string;
  amount: number;
  lines: OrderLine[];
  // the language the buyer used at the checkout (one the zone offers): the order e-mail's; null for
  // an order from before it was kept
  locale: string | null;
  paymentId: string | null;
  // its latest payment may still be paid at the provider (not completed, nor closed as abandoned)
  paymentOpen?: boolean;
  createdAt: number;
}

export interface PurchasedVoucher {
  code: string;
  name: string;
  description: string;
  translations: ItemTranslations | null;
}

export interface NewPayment {
  paymentId: string;
  provider: string;
  // the Authorization value the provider's completion notice must carry
  notifyAuth: string;
}

export interface CompletionNotice {
  paymentId: string;
  authorization: string;
  noticeId: string | null;
  event: string;
  amount: number | undefined;
  currency: string | undefined;
  // a refusal's words (payment.reservation.failed)
  error?: string | undefined;
}

export type CompletionOutcome =
  | { kind: "unknown-payment" }
  | { kind: "unauthorized" }
  | { kind: "ignored"; event: string }
  | { kind: "mismatch"; reason: string }
  | { kind: "already-completed"; order: OrderRecord; vouchers: PurchasedVoucher[] }
  // a card refused: the pending order failed, with why (the checkout report lists it)
  | { kind: "declined"; order: OrderRecord; reason: string }
  // mailId: the order e-mail in the outbox (none without a customer)
  | { kind: "completed"; order: OrderRecord; vouchers: PurchasedVoucher[]; mailId: number | null };
