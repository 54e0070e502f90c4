import { Trans } from "@lingui/react/macro";
import { useId } from "react";

/** The voucher code in a read-only box, with advice to keep it for the next login or device. */
export function VoucherCodeBox({ code }: { code: string }) {
  const id = useId();
  return (
    <section className="gw-card">
      <label className="gw-label" htmlFor={id}>
        <Trans id="status.code">Your voucher code</Trans>
      </label>
      <input
        id={id}
        className="gw-input gw-voucher-code"
        readOnly
        value={code}
        onFocus={(event) => event.target.select()}
        aria-describedby={`${id}-advice`}
      />
      <p id={`${id}-advice`} className="gw-offer-hint">
        <Trans id="status.code.save">
          Save this code: you need it to log in again or to connect another device.
        </Trans>
      </p>
    </section>
  );
}
