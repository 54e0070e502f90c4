// the card store's records; times are epoch milliseconds, amounts minor units of the currency

export interface StoreItemRecord {
  id: number;
  name: string;
  description: string;
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

export type OrderStatus = "creating" | "pending" | "completed";

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
  paymentId: string | null;
  createdAt: number;
}

export interface PurchasedVoucher {
  code: string;
  name: string;
  description: string;
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
}

export type CompletionOutcome =
  | { kind: "unknown-payment" }
  | { kind: "unauthorized" }
  | { kind: "ignored"; event: string }
  | { kind: "mismatch"; reason: string }
  | { kind: "already-completed"; order: OrderRecord; vouchers: PurchasedVoucher[] }
  | { kind: "completed"; order: OrderRecord; vouchers: PurchasedVoucher[] };

export interface OutboxMail {
  publicId: string | null;
  to: string;
  subject: string;
  body: string;
  createdAt: number;
}

// orders, payments, purchased vouchers and the mail outbox. Methods that check and write are
// atomic (SQLite: one IMMEDIATE transaction; PostgreSQL: row locks on the order and payment).
export interface OrderStorage {
  findStore(zoneId: string): Promise<StoreRecord | undefined>;
  // inserts the order, or returns the zone's order with the same idempotency key
  createOrder(order: OrderRecord): Promise<{ created: boolean; order: OrderRecord }>;
  // the provider made its payment: the order now waits for the completion notice
  attachPayment(publicId: string, payment: NewPayment, now: number): Promise<void>;
  // the provider refused to make a payment: the order never reached the visitor, so it goes
  discardOrder(publicId: string): Promise<void>;
  findOrder(zoneId: string, publicId: string): Promise<OrderRecord | undefined>;
  orderVouchers(publicId: string): Promise<PurchasedVoucher[]>;
  // the provider's server-side notice; the only way vouchers come to exist. Idempotent: a
  // repeated notice finds the order completed and creates nothing.
  completePayment(notice: CompletionNotice, now: number, newCode: () => string): Promise<CompletionOutcome>;
  writeOutbox(mail: OutboxMail): Promise<number>;
}
