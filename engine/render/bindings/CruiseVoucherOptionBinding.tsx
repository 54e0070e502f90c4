import { CruiseVoucherOption } from "../../../widgets/CruiseVoucherOption.tsx";
import { useVoucherProps } from "../useVoucherProps.ts";

export function CruiseVoucherOptionBinding() {
  return <CruiseVoucherOption {...useVoucherProps()} />;
}
