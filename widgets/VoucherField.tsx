import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useRef } from "react";
import { HiddenFields } from "./HiddenFields.tsx";
import { useAdoptTyped } from "./useAdoptTyped.ts";
import { VoucherDialogs, type VoucherDialogsProps } from "./VoucherDialogs.tsx";
import "./VoucherField.css";

export interface VoucherFieldProps extends VoucherDialogsProps {
  code: string;
  onCodeChange: (code: string) => void;
  /** the code was submitted (as the field holds it): check it, then open the terms step */
  onSubmit: (code?: string) => void;
  /** what the server needs when it answers the form itself (before or without the script) */
  fields?: Record<string, string>;
  /** the form's id: the header's language switch posts with it (before or without the script) */
  formId?: string;
}

/**
 * A one-line voucher field with an arrow button, for start pages that offer it beside a trial; one
 * form with its terms and device-limit steps, posted to the page's address until the script runs.
 */
export function VoucherField({
  code,
  onCodeChange,
  onSubmit,
  fields,
  formId,
  ...dialogs
}: VoucherFieldProps) {
  const { t } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useAdoptTyped(input, code, onCodeChange);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(input.current?.value ?? code);
  };
  return (
    <form id={formId} method="post" className="gw-card gw-voucher-field" onSubmit={submit} noValidate>
      <HiddenFields fields={fields} />
      <label className="gw-label" htmlFor={inputId}>
        <Trans id="voucher.field.label">Have a voucher? Enter its code</Trans>
      </label>
      <div className="gw-voucher-field-row">
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
