import { Trans } from "@lingui/react/macro";
import { type FormEvent, useId, useRef } from "react";
import { HiddenFields } from "./HiddenFields.tsx";
import { useAdoptTyped } from "./useAdoptTyped.ts";
import { VoucherDialogs, type VoucherDialogsProps, type VoucherStep } from "./VoucherDialogs.tsx";
import "./VoucherForm.css";

export type VoucherFormStep = VoucherStep;

export interface VoucherFormProps extends VoucherDialogsProps {
  code: string;
  onCodeChange: (code: string) => void;
  /** the code was submitted (as the field holds it): check it, then open the terms step */
  onSubmit: (code?: string) => void;
  /** crew: the same activation, asked for as 'voucher or access code' */
  kind?: "voucher" | "crew";
  /** what the server needs when it answers the form itself (before or without the script) */
  fields?: Record<string, string>;
  /** the form's id: the header's language switch posts with it (before or without the script) */
  formId?: string;
}

/**
 * Voucher code input, then the terms modal, then (on a 300) the device-limit warning: one form,
 * posted to the page's address until the script takes it over, so a code typed and sent at first
 * paint reaches the terms step all the same.
 */
export function VoucherForm({
  code,
  onCodeChange,
  onSubmit,
  kind = "voucher",
  fields,
  formId,
  ...dialogs
}: VoucherFormProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useAdoptTyped(input, code, onCodeChange);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(input.current?.value ?? code);
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
      <form id={formId} method="post" onSubmit={submit} noValidate>
        <HiddenFields fields={fields} />
        <label className="gw-label" htmlFor={inputId}>
          {kind === "crew" ? (
            <Trans id="voucher.crew.code">Voucher or access code</Trans>
          ) : (
            <Trans id="voucher.code">Voucher code</Trans>
          )}
        </label>
        <input
          ref={input}
          id={inputId}
          name="code"
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
        <VoucherDialogs {...dialogs} />
      </form>
    </section>
  );
}
