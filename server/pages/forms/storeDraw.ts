import type { FastifyInstance, FastifyReply } from "fastify";
import { BANNERS } from "../../../steps/banners.ts";
import { type CartLine, cartText } from "../../../steps/customerSteps.ts";
import type { DrawnForm } from "../../../steps/DrawnForm.ts";
import { isUnsuccessful } from "../../shop/OrderRecord.ts";
import { findOrder } from "../../shop/orderRows.ts";
import { orderVoucherAnswer, storeZoneAnswer } from "../../shop/storeZoneAnswer.ts";
import type { BootPayload } from "../bootPayload.ts";
import type { Handoff } from "./handoffCookie.ts";

// back from the hosted page, the page asks again every 3 s this many times (a minute) for the
// payment's confirmation, then says it is not confirmed yet (the vouchers then come by e-mail)
export const CONFIRM_RELOADS = 20;
const WAIT_PARAM = "wait";
const PUBLIC_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** What the store's page is drawn with: its items, an order's vouchers, the order kept for the payment. */
export interface StoreDraw {
  store: NonNullable<BootPayload["store"]>;
  form?: DrawnForm;
  errors?: string[];
  reload?: string;
}

type Checkout = { idempotencyKey?: unknown; customer?: Record<string, unknown>; items?: CartLine[] };
const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 256) : "");

// the order the customer step kept (handoffCookie.ts), as the hosted payment's form carries it
function payForm(checkout: Checkout | undefined): DrawnForm | undefined {
  if (!checkout || typeof checkout.idempotencyKey !== "string" || !Array.isArray(checkout.items))
    return undefined;
  const c = checkout.customer ?? {};
  const values = { firstName: text(c.firstName), lastName: text(c.lastName), email: text(c.email) };
  const items = cartText(
    checkout.items.filter((l) => Number.isInteger(l?.id) && Number.isInteger(l?.amount)),
  );
  return { action: "pay", idempotencyKey: checkout.idempotencyKey, values, items };
}

/**
 * The card store's page drawn by the server (issue 35), so that it works without the script too:
 * its items (what GET /api/v1/store/zone answers); back from the controller's bypass, the order the
 * customer step kept, for the payment on the provider's hosted page; back from that page
 * (`?order=<publicId>`), the order's vouchers once the provider confirmed the payment, and until
 * then a page that asks again every 3 s (a noscript refresh) for a minute. Undefined: not the
 * store's page, or a zone without a card store (a cruise zone's is its package page).
 */
export async function storeDraw(
  ctx: FastifyInstance,
  _reply: FastifyReply,
  at: { path: string; search: string; device: { zoneId: string; mac: string } },
  handoff: Omit<Handoff, "zoneId" | "mac"> | undefined,
): Promise<StoreDraw | undefined> {
  if (at.path !== "/store") return undefined;
  const catalog = await storeZoneAnswer(ctx, at.device.zoneId);
  if (!catalog) return undefined;
  const params = new URLSearchParams(at.search);
  const publicId = params.get("order") ?? "";
  if (PUBLIC_ID.test(publicId)) {
    const order = await findOrder(ctx.storage, at.device.zoneId, publicId);
    if (!order || order.status === "creating" || isUnsuccessful(order.status))
      return { store: { catalog }, errors: [BANNERS.timeout] };
    if (order.status === "completed")
      return { store: { catalog, order: { publicId, vouchers: await orderVoucherAnswer(ctx, publicId) } } };
    const wait = Number.parseInt(params.get(WAIT_PARAM) ?? "0", 10) || 0;
    if (wait >= CONFIRM_RELOADS)
      return { store: { catalog, order: { publicId, vouchers: null, gaveUp: true } } };
    params.set(WAIT_PARAM, String(wait + 1));
    return { store: { catalog, order: { publicId, vouchers: null } }, reload: `${at.path}?${params}` };
  }
  const form = params.has("checkout") ? payForm(handoff?.checkout as Checkout | undefined) : undefined;
  return { store: { catalog }, ...(form ? { form } : {}) };
}
