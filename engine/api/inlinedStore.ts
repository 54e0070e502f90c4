import type { StoreZone } from "../../schemas/gen/api.gen.ts";
import type { OrderVoucher } from "./getOrderVouchers.ts";
import { validateOrderVoucherList } from "./validators/validateOrderVoucherList.gen.js";
import { validateStoreZone } from "./validators/validateStoreZone.gen.js";

/**
 * The store as the page arrived with it (server/pages/forms/storeDraw.ts): its items, so that the
 * store's page is drawn by the server, without the script too; and, back from the card provider's
 * hosted page, the order: its vouchers once the payment is confirmed (null until then), `gaveUp`
 * when the page without the script stopped asking.
 */
export interface InlinedStore {
  catalog: StoreZone;
  order?: { publicId: string; vouchers: OrderVoucher[] | null; gaveUp?: boolean };
}

const PUBLIC_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The store a page arrived with, checked by the API's schemas (its items, an order's vouchers); else none. */
export function inlinedStore(value: unknown): InlinedStore | null {
  if (typeof value !== "object" || value === null) return null;
  const { catalog, order } = value as { catalog?: unknown; order?: Record<string, unknown> };
  if (!validateStoreZone(catalog)) return null;
  const store: InlinedStore = { catalog: catalog as InlinedStore["catalog"] };
  if (typeof order !== "object" || order === null || typeof order.publicId !== "string") return store;
  if (!PUBLIC_ID.test(order.publicId)) return store;
  const vouchers =
    order.vouchers === null ? null : validateOrderVoucherList(order.vouchers) ? order.vouchers : undefined;
  if (vouchers === undefined) return store;
  const found = {
    publicId: order.publicId,
    vouchers: vouchers as NonNullable<InlinedStore["order"]>["vouchers"],
  };
  return { ...store, order: order.gaveUp === true ? { ...found, gaveUp: true } : found };
}
