import type { useVoucher } from "../../flows/useVoucher.ts";

/** The voucher flow's terms and conflict steps, as VoucherDialogs takes them. */
export function voucherDialogProps(voucher: ReturnType<typeof useVoucher>) {
  return {
    step: voucher.step,
    termsAccepted: voucher.termsAccepted,
    onTermsChange: voucher.setTermsAccepted,
    termsFlagged: voucher.termsFlagged,
    onAccept: voucher.accept,
    onCancel: voucher.cancel,
    onConfirmConflict: voucher.confirmConflict,
  };
}
