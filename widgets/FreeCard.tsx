import { Trans } from "@lingui/react/macro";
import { OfferCard } from "./OfferCard.tsx";
import { OfferState } from "./OfferState.tsx";
import { Spinner } from "./Spinner.tsx";
import { submitted } from "./submitted.ts";
import type { OpenOfferStatus } from "./TrialCard.tsx";

export interface FreeCardProps {
  status: OpenOfferStatus;
  /** opens the terms step */
  onConnect: () => void;
  /** which words say it cannot be had now ('not-available' while another access is on) */
  unavailableText?: "not-available-now" | "service-unavailable" | "not-available";
}

/** The free Wi-Fi card: limited speed for messaging apps, up to 24 hours; Connect, 'Activated' or unavailable. */
export function FreeCard({ status, onConnect, unavailableText = "not-available-now" }: FreeCardProps) {
  return (
    <OfferCard
      title={<Trans id="offer.free.title">Free Wi-Fi</Trans>}
      actions={
        status === "loading" ? (
          <Spinner />
        ) : status === "available" ? (
          // in its offer's form: posted for the terms step until the script opens it here
          <button
            type="submit"
            name="_step"
            value="terms"
            className="gw-button"
            data-variant="secondary"
            onClick={submitted(onConnect)}
          >
            <Trans id="gen.connect">Connect</Trans>
          </button>
        ) : (
          <OfferState kind={status === "active" ? "active" : unavailableText} />
        )
      }
    >
      <p>
        <Trans id="offer.free.text">Limited speed, enough for messaging apps.</Trans>
      </p>
      <p className="gw-offer-hint">
        <Trans id="note.free24h">Free Wi-Fi lasts up to 24 hours, then reconnect.</Trans>
      </p>
    </OfferCard>
  );
}
