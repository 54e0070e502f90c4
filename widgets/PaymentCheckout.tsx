import { Trans } from "@lingui/react/macro";
import { Modal } from "./Modal.tsx";
import { Spinner } from "./Spinner.tsx";
import "./PaymentCheckout.css";

export type PaymentPhase = "starting" | "paying" | "confirming" | "unconfirmed" | "session-ended";

export interface PaymentCheckoutProps {
  phase: PaymentPhase;
  /** the element the provider's checkout script puts its payment window in */
  containerId: string;
  /** OK on 'session has ended': back to the items */
  onSessionEndedOk: () => void;
}

/** The embedded card payment: the provider's window, the card hint, and what happens after paying. */
export function PaymentCheckout({ phase, containerId, onSessionEndedOk }: PaymentCheckoutProps) {
  const waiting = phase === "starting" || phase === "confirming";
  return (
    <section className="gw-card gw-payment" aria-busy={waiting}>
      <p className="gw-payment-toast" role="status">
        <span className="gw-payment-toast-icon" aria-hidden="true">
          i
        </span>
        <Trans id="checkout.international">Your card must accept international payments.</Trans>
      </p>
      {waiting ? <Spinner /> : null}
      {phase === "unconfirmed" ? (
        <p className="gw-payment-unconfirmed">
          <Trans id="checkout.unconfirmed">
            Your payment is not confirmed yet. As soon as it is, your vouchers are sent to you by e-mail, and
            'Load previous orders' on the voucher page shows them.
          </Trans>
        </p>
      ) : null}
      {/* the provider's script fills this; it stays in the page so the window is never torn down */}
      <div id={containerId} className="gw-payment-frame" hidden={phase !== "paying"} />
      <Modal
        open={phase === "session-ended"}
        closable={false}
        title={<Trans id="checkout.ended.title">Session ended</Trans>}
        actions={
          <button type="button" className="gw-button" onClick={onSessionEndedOk}>
            <Trans id="gen.ok">OK</Trans>
          </button>
        }
      >
        <p>
          <Trans id="checkout.ended">
            The current session has ended and its no longer possible to complete this purchase. Try again.
          </Trans>
        </p>
      </Modal>
    </section>
  );
}
