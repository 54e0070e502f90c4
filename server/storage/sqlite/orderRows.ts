import type { OrderLine, OrderRecord, OrderStatus, StoreItemRecord } from "../OrderStorage.ts";

export interface StoreRow {
  zone_id: string;
  currency: string;
  currency_decimals: number;
  max_checkout_items: number;
  open: number;
}

interface TermsColumns {
  max_devices: number | null;
  duration_ms: number | null;
  byte_limit: number | null;
  rx_max_bps: number | null;
  tx_max_bps: number | null;
}

export interface StoreItemRow extends TermsColumns {
  item_id: number;
  name: string;
  description: string;
  gross_amount: number;
}

export interface OrderLineRow extends TermsColumns {
  item_id: number;
  name: string;
  description: string;
  unit_amount: number;
  quantity: number;
}

export interface OrderRow {
  public_id: string;
  zone_id: string;
  idempotency_key: string | null;
  request_hash: string;
  status: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  currency: string;
  amount: number;
  created_at: number;
}

export interface PaymentRow {
  payment_id: string;
  public_id: string;
  notify_auth: string;
  status: string;
}

const terms = (r: TermsColumns) => ({
  maxDevices: r.max_devices,
  durationMs: r.duration_ms,
  byteLimit: r.byte_limit,
  rxMaxBps: r.rx_max_bps,
  txMaxBps: r.tx_max_bps,
});

export function toStoreItem(r: StoreItemRow): StoreItemRecord {
  return {
    id: r.item_id,
    name: r.name,
    description: r.description,
    grossAmount: r.gross_amount,
    ...terms(r),
  };
}

export function toOrderLine(r: OrderLineRow): OrderLine {
  return {
    id: r.item_id,
    name: r.name,
    description: r.description,
    grossAmount: r.unit_amount,
    quantity: r.quantity,
    ...terms(r),
  };
}

export function toOrder(r: OrderRow, lines: OrderLine[], paymentId: string | null): OrderRecord {
  const customer =
    r.first_name !== null && r.last_name !== null && r.email !== null
      ? { firstName: r.first_name, lastName: r.last_name, email: r.email }
      : null;
  return {
    publicId: r.public_id,
    zoneId: r.zone_id,
    idempotencyKey: r.idempotency_key,
    requestHash: r.request_hash,
    status: r.status as OrderStatus,
    customer,
    currency: r.currency,
    amount: r.amount,
    lines,
    paymentId,
    createdAt: r.created_at,
  };
}

// the named parameters of INSERT INTO orders
export function orderParams(o: OrderRecord) {
  return {
    publicId: o.publicId,
    zoneId: o.zoneId,
    idempotencyKey: o.idempotencyKey,
    requestHash: o.requestHash,
    status: o.status,
    firstName: o.customer?.firstName ?? null,
    lastName: o.customer?.lastName ?? null,
    email: o.customer?.email ?? null,
    currency: o.currency,
    amount: o.amount,
    createdAt: o.createdAt,
  };
}
