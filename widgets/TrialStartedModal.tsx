import { Trans } from "@lingui/react/macro";
import { Modal } from "./Modal.tsx";
import { submitted } from "./submitted.ts";

export interface TrialStartedModalProps {
  open: boolean;
  minutes: number;
  onClose: () => void;
}

/**
 * The premium-trial status page's greeting: the trial runs, and what to do when it ends. Drawn open
 * by the server too: without the script it stands in the page and OK (the dialog's own form) closes it.
 */
export function TrialStartedModal({ open, minutes, onClose }: TrialStartedModalProps) {
  return (
    <Modal
      open={open}
      title={<Trans id="trialStarted.title">You are connected</Trans>}
      onClose={onClose}
      selfClosing
      actions={
        <button type="submit" className="gw-button" onClick={submitted(onClose)}>
          <Trans id="gen.ok">OK</Trans>
        </button>
      }
    >
      <p>
        <strong>
          <Trans id="trialStarted.lead">Your {minutes}min trial has started!</Trans>
        </strong>
      </p>
      <p>
        <Trans id="trialStarted.text">
          When it ends you can upgrade to premium Wi-Fi or continue with the free option. Come back to this
          portal then to choose.
        </Trans>
      </p>
    </Modal>
  );
}
