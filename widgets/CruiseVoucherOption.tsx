import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { VoucherField, type VoucherFieldProps } from "./VoucherField.tsx";

export type CruiseVoucherOptionProps = VoucherFieldProps;

/** 'Option 1: Voucher': the cruise login page's first way in, a voucher code and its terms. */
export function CruiseVoucherOption(props: CruiseVoucherOptionProps) {
  const id = useId();
  return (
    <section className="gw-cruise-option" aria-labelledby={id}>
      <h2 id={id}>
        <Trans id="cruise.option.voucher">Option 1: Voucher</Trans>
      </h2>
      <VoucherField {...props} />
    </section>
  );
}
