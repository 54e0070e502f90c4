import type { Customer, OrderRecord, PurchasedVoucher } from "../OrderRecords.ts";
import type { Mail } from "./MailTransport.ts";

// the receipt with the codes; the visitor may have closed the portal, so this is their copy
export function orderMail(order: OrderRecord & { customer: Customer }, vouchers: PurchasedVoucher[]): Mail {
  const lines = vouchers.map((v) => `  ${v.code}  ${v.name}${v.description ? ` (${v.description})` : ""}`);
  const body = [
    `Hello ${order.customer.firstName},`,
    "",
    "thank you for your purchase. Your Wi-Fi vouchers:",
    "",
    ...lines,
    "",
    "To go online, open the Wi-Fi portal, choose 'Activate voucher' and enter a code.",
    `Order reference: ${order.publicId.slice(0, 8)}`,
  ].join("\n");
  return { to: order.customer.email, subject: "Your Wi-Fi vouchers", body, publicId: order.publicId };
}
