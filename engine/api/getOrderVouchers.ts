import type { OrderVoucherList } from "../../schemas/gen/api.gen.ts";
import { apiClient } from "./apiClient.ts";
import { checked } from "./checked.ts";
import { validateOrderVoucherList } from "./validators/validateOrderVoucherList.gen.js";

export type OrderVoucher = OrderVoucherList[number];

/** An order's vouchers; completed is false (HTTP 202) until the provider has confirmed the payment. */
export async function getOrderVouchers(
  publicId: string,
): Promise<{ completed: boolean; vouchers: OrderVoucher[] }> {
  const response = await apiClient.raw(`/store/order/${encodeURIComponent(publicId)}/completed`);
  const vouchers = checked<OrderVoucher[]>("order", validateOrderVoucherList, response._data);
  return { completed: response.status === 200 && vouchers.length > 0, vouchers };
}
