import { PurchasedVouchers } from "../../../widgets/PurchasedVouchers.tsx";
import { usePurchasedVouchers } from "../../flows/usePurchasedVouchers.ts";
import { useVoucher } from "../../flows/useVoucher.ts";
import { usePurchasedCards } from "./usePurchasedCards.ts";
import { voucherDialogProps } from "./voucherDialogProps.ts";

export function PurchasedVouchersBinding() {
  const purchased = usePurchasedVouchers();
  const voucher = useVoucher();
  return (
    <PurchasedVouchers
      vouchers={usePurchasedCards(purchased.vouchers)}
      onActivate={voucher.submitCode}
      busy={voucher.step === "loading"}
      hasMore={purchased.hasMore}
      loading={purchased.loading}
      onLoadMore={() => void purchased.loadMore()}
      focused={purchased.autoLoad}
      dialogs={voucherDialogProps(voucher)}
    />
  );
}
