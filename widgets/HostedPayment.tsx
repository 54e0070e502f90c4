import { Trans } from "@lingui/react/macro";
import { HiddenFields } from "./HiddenFields.tsx";
import "./PaymentCheckout.css";

export interface HostedPaymentProps {
  /** the order kept for the payment (the action, the buyer, the cart, its key) */
  fields: Record<string, string>;
}

/**
 * The card payment where the embedded payment window cannot run (no script): a button that posts
 * the order, and the server sends the browser on to the card provider's own payment page, which
 * sends it back here for the vouchers.
 */
export function HostedPayment({ fields }: HostedPaymentProps) {
  return (
    <section className="gw-card gw-payment">
      <p className="gw-payment-toast" role="status">
        <span className="gw-payment-toast-icon" aria-hidden="true">
          i
        </span>
        <Trans id="checkout.international">Your card must accept international payments.</Trans>
      </p>
      <p>
        <Trans id="checkout.hosted.text">
          You pay on the card provider's secure page. Then you come back here, and your vouchers are shown.
        </Trans>
      </p>
      <form method="post">
        <HiddenFields fields={fields} />
        <button type="submit" className="gw-button">
          <Trans id="checkout.hosted.pay">Pay by card</Trans>
        </button>
      </form>
    </section>
  );
}
