import { Trans } from "@lingui/react/macro";
import { LinkButton } from "./LinkButton.tsx";
import { OfferCard } from "./OfferCard.tsx";

export interface PremiumCardProps {
  speedMbit: number;
  voucherHref: string;
  /** the store, when the vessel sells online */
  storeHref?: string;
  /** adds the hint to buy a voucher at the info desk */
  infoDesk?: boolean;
  onNavigate?: (href: string) => void;
}

/** The premium card: unlimited high speed up to the vessel's Mbit/s, with voucher and purchase links. */
export function PremiumCard({
  speedMbit,
  voucherHref,
  storeHref,
  infoDesk = true,
  onNavigate,
}: PremiumCardProps) {
  return (
    <OfferCard
      highlight
      title={<Trans id="offer.premium.title">Premium Wi-Fi</Trans>}
      actions={
        <>
          {storeHref ? (
            <LinkButton href={storeHref} onNavigate={onNavigate}>
              <Trans id="start.purchase">Purchase online</Trans>
            </LinkButton>
          ) : null}
          <LinkButton
            href={voucherHref}
            onNavigate={onNavigate}
            variant={storeHref ? "secondary" : "primary"}
          >
            <Trans id="start.voucher">Activate voucher</Trans>
          </LinkButton>
          {infoDesk ? (
            <p className="gw-offer-hint">
              <Trans id="note.infodesk">You can also buy a voucher at the info desk.</Trans>
            </p>
          ) : null}
        </>
      }
    >
      <p>
        <Trans id="offer.premium.text">Unlimited data at high speed, up to {speedMbit} Mbit/s.</Trans>
      </p>
    </OfferCard>
  );
}
