import { Trans } from "@lingui/react/macro";
import { BackButton } from "./BackButton.tsx";
import "./StoreHeading.css";

export interface StoreHeadingProps {
  /** 'Wi-Fi products' while choosing, 'Checkout' from the customer details on */
  checkout: boolean;
  /** the back button, labelled Login, goes to the start page */
  backHref: string;
  onNavigate?: (href: string) => void;
}

/** The store's back button and title. */
export function StoreHeading({ checkout, backHref, onNavigate }: StoreHeadingProps) {
  return (
    <header className="gw-store-heading">
      <BackButton href={backHref} onNavigate={onNavigate} label={<Trans id="store.back">Login</Trans>} />
      <h1>
        {checkout ? (
          <Trans id="store.title.checkout">Checkout</Trans>
        ) : (
          <Trans id="store.title.products">Wi-Fi products</Trans>
        )}
      </h1>
    </header>
  );
}
