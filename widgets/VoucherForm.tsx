import { Trans } from "@lingui/react/macro";
import { type FormEvent, useId } from "react";
import { Modal } from "./Modal.tsx";
import { TermsCheckbox } from "./TermsCheckbox.tsx";
import "./VoucherForm.css";

export type VoucherFormStep = "idle" | "terms" | "loading" | "conflict";

export interface VoucherFormProps {
  code: string;
  onCodeChange: (code: string) => void;
  /** the code was submitted: check it, then open the terms step */
  onSubmit: () => void;
  step: VoucherFormStep;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  termsFlagged?: boolean;
  onAccept: () => void;
  onCancel: () => void;
  /** the device-limit warning was confirmed: log the oldest device out */
  onConfirmConflict: () => void;
}

/** Voucher code input, then the terms modal, then (on a 300) the device-limit warning. */
export function VoucherForm(props: VoucherFormProps) {
  const { code, step, onSubmit } = props;
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className="gw-card gw-voucher">
      <h1>
        <Trans id="voucher.title">Activate voucher</Trans>
      </h1>
      <form onSubmit={submit} noValidate>
        <label className="gw-label" htmlFor={inputId}>
          <Trans id="voucher.code">Voucher code</Trans>
        </label>
        <input
          id={inputId}
          className="gw-input gw-voucher-code"
          value={code}
          onChange={(event) => props.onCodeChange(event.target.value)}
          maxLength={8}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          required
        />
        <button type="submit" className="gw-button" disabled={step === "loading"}>
          <Trans id="voucher.activate">Activate</Trans>
        </button>
      </form>
      <Modal
        open={step === "terms" || step === "loading"}
        title={<Trans id="gen.terms.title">Terms and conditions</Trans>}
        onClose={props.onCancel}
        closable={step !== "loading"}
        loading={step === "loading"}
        actions={
          <>
            <button type="button" className="gw-button" data-variant="secondary" onClick={props.onCancel}>
              <Trans id="gen.cancel">Cancel</Trans>
            </button>
            <button type="button" className="gw-button" onClick={props.onAccept}>
              <Trans id="gen.connect">Connect</Trans>
            </button>
          </>
        }
      >
        <TermsCheckbox
          checked={props.termsAccepted}
          onChange={props.onTermsChange}
          flagged={props.termsFlagged}
        />
      </Modal>
      <Modal
        open={step === "conflict"}
        title={<Trans id="voucher.conflict.title">Conflict</Trans>}
        onClose={props.onCancel}
        actions={
          <>
            <button type="button" className="gw-button" data-variant="secondary" onClick={props.onCancel}>
              <Trans id="gen.cancel">Cancel</Trans>
            </button>
            <button type="button" className="gw-button" onClick={props.onConfirmConflict}>
              <Trans id="gen.continue">Continue</Trans>
            </button>
          </>
        }
      >
        <p>
          <Trans id="voucher.conflict.text">
            This voucher has exceeded its device limit. If you continue, the other device will be logged out.
          </Trans>
        </p>
      </Modal>
    </section>
  );
}
