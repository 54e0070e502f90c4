import { useAtomValue } from "jotai";
import type { OrderVoucher } from "../../api/getOrderVouchers.ts";
import { voucherCardState } from "../../flows/voucherCardState.ts";
import { connectedAtom, sessionAtom } from "../../state/sessionAtom.ts";

/** Bought vouchers with their card state against this device's session. */
export function usePurchasedCards(vouchers: OrderVoucher[]) {
  const session = useAtomValue(sessionAtom);
  const connected = useAtomValue(connectedAtom);
  return vouchers.map((v) => ({ ...v, state: voucherCardState(v.code, session, connected) }));
}
