import { VoucherField } from "../../../widgets/VoucherField.tsx";
import { useVoucher } from "../../flows/useVoucher.ts";

export function VoucherFieldBinding() {
  const voucher = useVoucher();
  return (
    <VoucherField
      code={voucher.code}
      onCodeChange={voucher.setCode}
      onSubmit={voucher.submit}
      step={voucher.step}
      termsAccepted={voucher.termsAccepted}
      onTermsChange={voucher.setTermsAccepted}
      termsFlagged={voucher.termsFlagged}
      onAccept={voucher.accept}
      onCancel={voucher.cancel}
      onConfirmConflict={voucher.confirmConflict}
    />
  );
}
