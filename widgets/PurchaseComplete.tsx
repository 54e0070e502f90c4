import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { type DurationUnit, packageDuration } from "./format/packageDuration.ts";
import { ActionForm } from "./ActionForm.tsx";
import { submitted } from "./submitted.ts";
import { VoucherDialogs, type VoucherDialogsProps } from "./VoucherDialogs.tsx";

export interface PurchaseCompleteProps extends VoucherDialogsProps {
  title: string;
  duration: number;
  durationUnit: DurationUnit;
  voucherCode: string;
  /** 'Activate on this device': the terms step, then activation */
  onActivate: () => void;
  /** the voucher form the server answers without the script (its action, the code in its steps) */
  fields?: Record<string, string>;
}

/** The package just bought: its voucher code to keep, how to use it elsewhere, and activation here. */
export function PurchaseComplete({
  title,
  duration,
  durationUnit,
  voucherCode,
  onActivate,
  fields,
  ...dialogs
}: PurchaseCompleteProps) {
  const { i18n } = useLingui();
  const id = useId();
  const length = packageDuration(i18n, duration, durationUnit);
  return (
    <section className="gw-card gw-page">
      <h1>
        <Trans id="cruise.modal.complete">Purchase completed!</Trans>
      </h1>
      <p>
        <strong>{title}</strong>
        {/* a title such as 'Wi-Fi 1 hour' already says it: no 'Wi-Fi 1 hour · 1 hour' */}
        {title.toLowerCase().includes(length.toLowerCase()) ? null : ` · ${length}`}
      </p>
      <div>
        <label className="gw-label" htmlFor={id}>
          <Trans id="cruise.complete.code">Your voucher code</Trans>
        </label>
        <input
          id={id}
          className="gw-input gw-voucher-code"
          readOnly
          value={voucherCode}
          onFocus={(event) => event.target.select()}
          aria-describedby={`${id}-save`}
        />
      </div>
      <p id={`${id}-save`}>
        <Trans id="cruise.complete.save">
          Save this code: write it down or take a screenshot. It is also listed on the Login page of this
          device.
        </Trans>
      </p>
      <h2>
        <Trans id="cruise.complete.other.title">On another device</Trans>
      </h2>
      <p>
        <Trans id="cruise.complete.other">
          Connect the other device to the ship's Wi-Fi, open this portal and enter the code under 'Option 1:
          Voucher'.
        </Trans>
      </p>
      {/* 'Activate on this device' and its terms post the voucher form until the script runs */}
      <ActionForm fields={fields ?? {}}>
        <button
          type="submit"
          name="code"
          value={voucherCode}
          className="gw-button"
          onClick={submitted(onActivate)}
          disabled={dialogs.step === "loading"}
        >
          <Trans id="cruise.activate-here">Activate on this device</Trans>
        </button>
        <VoucherDialogs {...dialogs} />
      </ActionForm>
    </section>
  );
}
