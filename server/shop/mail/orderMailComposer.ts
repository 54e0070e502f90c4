import type { ZoneRegistry } from "../../zones/ZoneRegistry.ts";
import type { Customer, OrderRecord } from "../OrderRecord.ts";
import type { Mail } from "./MailTransport.ts";
import { type MailVoucher, orderMail } from "./orderMail.ts";
import { mailZone } from "./mailZone.ts";

/** Writes an order's e-mail (completePayment calls it inside its transaction): pure but for the fleet. */
export type OrderMailComposer = (
  order: OrderRecord & { customer: Customer },
  vouchers: MailVoucher[],
) => Mail;

/**
 * The e-mail of an order of any zone served now, with its ship's and operator's names and the
 * portal's public address; a zone retired since the checkout is named by its id.
 */
export function orderMailComposer(
  zones: Pick<ZoneRegistry, "zones" | "layout">,
  publicUrl: string | undefined,
): OrderMailComposer {
  return (order, vouchers) =>
    orderMail({
      order,
      vouchers,
      zone: mailZone(zones, order.zoneId) ?? { ship: order.zoneId, operator: order.zoneId, locales: ["en"] },
      publicUrl,
    });
}
