import { Trans } from "@lingui/react/macro";

export type OfferStateKind =
  | "active"
  | "not-available"
  | "not-available-now"
  | "service-unavailable"
  | "trial-unavailable";

/** What a card shows instead of its button: 'Activated', or why the offer cannot be taken now. */
export function OfferState({ kind, minutes = 15 }: { kind: OfferStateKind; minutes?: number }) {
  return (
    <p className="gw-offer-state" role="status" data-tone={kind === "active" ? "active" : "unavailable"}>
      {kind === "active" ? <Trans id="offer.activated">Activated</Trans> : null}
      {kind === "not-available" ? <Trans id="offer.notAvailable">Not available</Trans> : null}
      {kind === "not-available-now" ? (
        <Trans id="offer.unavailableNow">Sorry, this service is not available at the moment.</Trans>
      ) : null}
      {kind === "trial-unavailable" ? (
        <Trans id="gen.trial-unavailable">{minutes}min free is not available</Trans>
      ) : null}
      {kind === "service-unavailable" ? (
        <Trans id="gen.service-unavailable">Sorry, the service is currently unavailable</Trans>
      ) : null}
    </p>
  );
}
