import { VoucherForm } from "../../../widgets/VoucherForm.tsx";
import { useVoucher } from "../../flows/useVoucher.ts";

export function VoucherFormBinding() {
  const voucher = useVoucher();
  return (
    <VoucherForm
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
