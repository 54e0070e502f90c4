import { useVoucher } from "../flows/useVoucher.ts";

/** The voucher flow as the props its widgets take (VoucherForm, VoucherField). */
export function useVoucherProps() {
  const voucher = useVoucher();
  return {
    code: voucher.code,
    onCodeChange: voucher.setCode,
    onSubmit: voucher.submit,
    step: voucher.step,
    termsAccepted: voucher.termsAccepted,
    onTermsChange: voucher.setTermsAccepted,
    termsFlagged: voucher.termsFlagged,
    onAccept: voucher.accept,
    onCancel: voucher.cancel,
    onConfirmConflict: voucher.confirmConflict,
  };
}
