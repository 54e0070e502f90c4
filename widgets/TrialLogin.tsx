import { Trans } from "@lingui/react/macro";
import { OfferState } from "./OfferState.tsx";
import { submitted } from "./submitted.ts";
import { TermsCheckbox } from "./TermsCheckbox.tsx";

export interface TrialLoginProps {
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  termsFlagged?: boolean;
  loading?: boolean;
  onConnect: () => void;
  /** the address names no trial of this zone: said so, with nothing to press */
  unavailable?: boolean;
  /** the trial is not this device's to start (used up already, or another access running): its
   * minutes, said with the spec's words rather than a Connect whose answer must be a refusal */
  notAvailableMinutes?: number;
}

/** The trial login page's card: terms checkbox and Connect. */
export function TrialLogin({
  termsAccepted,
  onTermsChange,
  termsFlagged,
  loading = false,
  onConnect,
  unavailable = false,
  notAvailableMinutes,
}: TrialLoginProps) {
  if (notAvailableMinutes !== undefined)
    return (
      <section className="gw-card gw-page">
        <h1>
          <Trans id="trial.title">Free trial</Trans>
        </h1>
        <OfferState kind="trial-unavailable" minutes={notAvailableMinutes} />
      </section>
    );
  if (unavailable)
    return (
      <section className="gw-card gw-page">
        <h1>
          <Trans id="trial.title">Free trial</Trans>
        </h1>
        <OfferState kind="service-unavailable" />
      </section>
    );
  return (
    <section className="gw-card gw-page">
      <h1>
        <Trans id="trial.title">Free trial</Trans>
      </h1>
      <TermsCheckbox checked={termsAccepted} onChange={onTermsChange} flagged={termsFlagged} />
      <button
        type="submit"
        name="_step"
        value="accept"
        className="gw-button"
        onClick={submitted(onConnect)}
        disabled={loading}
        aria-busy={loading}
      >
        {loading ? (
          <Trans id="gen.loading">Loading.. Please wait</Trans>
        ) : (
          <Trans id="gen.connect">Connect</Trans>
        )}
      </button>
    </section>
  );
}
