import { Trans } from "@lingui/react/macro";
import { Modal } from "./Modal.tsx";
import { submitted } from "./submitted.ts";
import { TermsModal } from "./TermsModal.tsx";

export type VoucherStep = "idle" | "terms" | "loading" | "conflict";

export interface VoucherDialogsProps {
  step: VoucherStep;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  termsFlagged?: boolean;
  onAccept: () => void;
  onCancel: () => void;
  /** the device-limit warning was confirmed: log the oldest device out */
  onConfirmConflict: () => void;
}

/**
 * The steps after a voucher code: the terms modal, then (on a 300) the device-limit warning. Inside
 * the code's form, their buttons post it (`_step` accept, cancel, logout-oldest) until the script
 * handles them.
 */
export function VoucherDialogs(props: VoucherDialogsProps) {
  const { step, onCancel } = props;
  return (
    <>
      <TermsModal
        open={step === "terms"}
        loading={step === "loading"}
        termsAccepted={props.termsAccepted}
        onTermsChange={props.onTermsChange}
        termsFlagged={props.termsFlagged}
        onCancel={onCancel}
        onConnect={props.onAccept}
      />
      <Modal
        open={step === "conflict"}
        title={<Trans id="voucher.conflict.title">Conflict</Trans>}
        onClose={onCancel}
        actions={
          <>
            <button
              type="submit"
              name="_step"
              value="cancel"
              className="gw-button"
              data-variant="secondary"
              onClick={submitted(onCancel)}
            >
              <Trans id="gen.cancel">Cancel</Trans>
            </button>
            <button
              type="submit"
              name="_step"
              value="logout-oldest"
              className="gw-button"
              onClick={submitted(props.onConfirmConflict)}
            >
              <Trans id="gen.continue">Continue</Trans>
            </button>
          </>
        }
      >
        {/* the warning comes after the terms step: posted without the script, Continue carries them
            (only while it shows: a closed dialog's fields are posted too) */}
        {step === "conflict" ? <input type="hidden" name="terms" value="1" /> : null}
        <p>
          <Trans id="voucher.conflict.text">
            This voucher has exceeded its device limit. If you continue, the other device will be logged out.
          </Trans>
        </p>
      </Modal>
    </>
  );
}
