import { useAtomValue } from "jotai";
import type { OrderVoucher } from "../../api/getOrderVouchers.ts";
import { useTranslated } from "../../flows/useTranslated.ts";
import { voucherCardState } from "../../flows/voucherCardState.ts";
import { connectedAtom, sessionAtom } from "../../state/sessionAtom.ts";

/** Bought vouchers in the visitor's language, with their card state against this device's session. */
export function usePurchasedCards(vouchers: OrderVoucher[]) {
  const session = useAtomValue(sessionAtom);
  const connected = useAtomValue(connectedAtom);
  const translate = useTranslated();
  return vouchers.map((v) => ({ ...translate(v), state: voucherCardState(v.code, session, connected) }));
}
