import { useVoucher } from "../flows/useVoucher.ts";
import { formFields } from "../../steps/formFields.ts";
import { TYPED_FORM } from "./typedForm.ts";

/** The voucher flow as the props its code forms take (VoucherForm, VoucherField, the cruise option). */
export function useVoucherProps() {
  const voucher = useVoucher(true);
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
    fields: formFields("voucher"),
    formId: TYPED_FORM.voucher,
  };
}
