import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId } from "react";
import { VoucherDialogs, type VoucherDialogsProps } from "./VoucherDialogs.tsx";
import "./VoucherField.css";

export interface VoucherFieldProps extends VoucherDialogsProps {
  code: string;
  onCodeChange: (code: string) => void;
  /** the code was submitted: check it, then open the terms step */
  onSubmit: () => void;
}

/** A one-line voucher field with an arrow button, for start pages that offer it beside a trial. */
export function VoucherField({ code, onCodeChange, onSubmit, ...dialogs }: VoucherFieldProps) {
  const { t } = useLingui();
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="gw-card gw-voucher-field" onSubmit={submit} noValidate>
      <label className="gw-label" htmlFor={inputId}>
        <Trans id="voucher.field.label">Have a voucher? Enter its code</Trans>
      </label>
      <div className="gw-voucher-field-row">
        <input
          id={inputId}
          className="gw-input gw-voucher-code"
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          // 8 characters and the gap a printed voucher shows between its two groups
          maxLength={9}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          required
        />
        <button
          type="submit"
          className="gw-button gw-voucher-field-go"
          disabled={dialogs.step === "loading"}
          aria-label={t({ id: "start.voucher", message: "Activate voucher" })}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <VoucherDialogs {...dialogs} />
    </form>
  );
}
