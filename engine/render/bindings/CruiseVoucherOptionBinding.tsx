import { CruiseVoucherOption } from "../../../widgets/CruiseVoucherOption.tsx";
import { useVoucher } from "../../flows/useVoucher.ts";
import { voucherDialogProps } from "./voucherDialogProps.ts";

export function CruiseVoucherOptionBinding() {
  const voucher = useVoucher();
  return (
    <CruiseVoucherOption
      code={voucher.code}
      onCodeChange={voucher.setCode}
      onSubmit={voucher.submit}
      {...voucherDialogProps(voucher)}
    />
  );
}
