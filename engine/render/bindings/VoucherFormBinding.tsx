import type { VoucherForm as Node } from "../../../schemas/gen/manifest.gen.ts";
import { VoucherForm } from "../../../widgets/VoucherForm.tsx";
import { useVoucher } from "../../flows/useVoucher.ts";

export function VoucherFormBinding({ node }: { node: Node }) {
  const voucher = useVoucher();
  return (
    <VoucherForm
      kind={node.kind}
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
