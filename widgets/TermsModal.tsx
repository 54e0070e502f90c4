import { Trans } from "@lingui/react/macro";
import { Modal } from "./Modal.tsx";
import { submitted } from "./submitted.ts";
import { TermsCheckbox } from "./TermsCheckbox.tsx";

export interface TermsModalProps {
  open: boolean;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  /** raised for 10 s after Connect without the box ticked */
  termsFlagged?: boolean;
  /** the activation is in flight: the modal stays open and cannot be closed */
  loading?: boolean;
  onCancel: () => void;
  onConnect: () => void;
}

/**
 * The terms step before any activation: checkbox, Cancel and Connect. Inside a form (the voucher's,
 * an offer's) its buttons post it with `_step` accept or cancel until the script handles them.
 */
export function TermsModal({
  open,
  termsAccepted,
  onTermsChange,
  termsFlagged,
  loading = false,
  onCancel,
  onConnect,
}: TermsModalProps) {
  return (
    <Modal
      open={open || loading}
      title={<Trans id="gen.terms.title">Terms and conditions</Trans>}
      onClose={onCancel}
      closable={!loading}
      loading={loading}
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
            value="accept"
            className="gw-button"
            onClick={submitted(onConnect)}
          >
            <Trans id="gen.connect">Connect</Trans>
          </button>
        </>
      }
    >
      <TermsCheckbox checked={termsAccepted} onChange={onTermsChange} flagged={termsFlagged} />
    </Modal>
  );
}
