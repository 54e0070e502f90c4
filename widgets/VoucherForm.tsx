import { Trans } from "@lingui/react/macro";
import { type FormEvent, useId } from "react";
import { VoucherDialogs, type VoucherDialogsProps, type VoucherStep } from "./VoucherDialogs.tsx";
import "./VoucherForm.css";

export type VoucherFormStep = VoucherStep;

export interface VoucherFormProps extends VoucherDialogsProps {
  code: string;
  onCodeChange: (code: string) => void;
  /** the code was submitted: check it, then open the terms step */
  onSubmit: () => void;
  /** crew: the same activation, asked for as 'voucher or access code' */
  kind?: "voucher" | "crew";
}

/** Voucher code input, then the terms modal, then (on a 300) the device-limit warning. */
export function VoucherForm({
  code,
  onCodeChange,
  onSubmit,
  kind = "voucher",
  ...dialogs
}: VoucherFormProps) {
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className="gw-card gw-voucher">
      <h1>
        {kind === "crew" ? (
          <Trans id="voucher.crew.title">Crew login</Trans>
        ) : (
          <Trans id="voucher.title">Activate voucher</Trans>
        )}
      </h1>
      <form onSubmit={submit} noValidate>
        <label className="gw-label" htmlFor={inputId}>
          {kind === "crew" ? (
            <Trans id="voucher.crew.code">Voucher or access code</Trans>
          ) : (
            <Trans id="voucher.code">Voucher code</Trans>
          )}
        </label>
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
        <button type="submit" className="gw-button" disabled={dialogs.step === "loading"}>
          <Trans id="voucher.activate">Activate</Trans>
        </button>
      </form>
      <VoucherDialogs {...dialogs} />
    </section>
  );
}
