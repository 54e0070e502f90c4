import { Trans } from "@lingui/react/macro";
import { OfferCard } from "./OfferCard.tsx";
import { OfferState } from "./OfferState.tsx";
import { Spinner } from "./Spinner.tsx";
import { submitted } from "./submitted.ts";

export type OpenOfferStatus = "loading" | "available" | "active" | "unavailable";

export interface TrialCardProps {
  status: OpenOfferStatus;
  minutes: number;
  /** opens the terms step */
  onStart: () => void;
}

/** The premium trial card: 'Start trial' when available, 'Activated' while on, else 'Not available'. */
export function TrialCard({ status, minutes, onStart }: TrialCardProps) {
  return (
    <OfferCard
      highlight
      title={<Trans id="offer.trial.title">Premium {minutes}-minute trial</Trans>}
      actions={
        status === "loading" ? (
          <Spinner />
        ) : status === "available" ? (
          // in its offer's form: posted for the terms step until the script opens it here
          <button type="submit" name="_step" value="terms" className="gw-button" onClick={submitted(onStart)}>
            <Trans id="offer.trial.start">Start trial</Trans>
          </button>
        ) : (
          <OfferState kind={status === "active" ? "active" : "not-available"} />
        )
      }
    >
      <p>
        <Trans id="offer.trial.text">Try premium speed free for {minutes} minutes, once a day.</Trans>
      </p>
    </OfferCard>
  );
}
