import { VoucherField } from "../../../widgets/VoucherField.tsx";
import { useVoucherProps } from "../useVoucherProps.ts";

export function VoucherFieldBinding() {
  return <VoucherField {...useVoucherProps()} />;
}
