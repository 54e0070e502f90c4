import { Trans } from "@lingui/react/macro";
import { OfferState } from "./OfferState.tsx";
import { Spinner } from "./Spinner.tsx";
import { submitted } from "./submitted.ts";
import { TermsCheckbox } from "./TermsCheckbox.tsx";

export type SimpleTrialState = "loading" | "form" | "active" | "unavailable";

export interface SimpleTrialProps {
  state: SimpleTrialState;
  intro?: string;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  termsFlagged?: boolean;
  /** the activation is in flight */
  connecting?: boolean;
  onConnect: () => void;
}

/** The simple trial start: welcome title, the auto-focused terms checkbox and Connect. */
export function SimpleTrial(props: SimpleTrialProps) {
  const { state, intro, connecting = false } = props;
  return (
    <section className="gw-card gw-page">
      <h1>
        <Trans id="start.welcome">Welcome on board</Trans>
      </h1>
      {intro ? <p>{intro}</p> : null}
      {state === "loading" ? <Spinner /> : null}
      {state === "active" ? <OfferState kind="active" /> : null}
      {state === "unavailable" ? <OfferState kind="service-unavailable" /> : null}
      {state === "form" ? (
        <>
          <TermsCheckbox
            checked={props.termsAccepted}
            onChange={props.onTermsChange}
            flagged={props.termsFlagged}
            autoFocus
          />
          <button
            type="submit"
            name="_step"
            value="accept"
            className="gw-button"
            onClick={submitted(props.onConnect)}
            disabled={connecting}
            aria-busy={connecting}
          >
            {connecting ? (
              <Trans id="gen.loading">Loading.. Please wait</Trans>
            ) : (
              <Trans id="gen.connect">Connect</Trans>
            )}
          </button>
        </>
      ) : null}
    </section>
  );
}
