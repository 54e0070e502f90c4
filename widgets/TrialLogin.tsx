import { Trans } from "@lingui/react/macro";
import { TermsCheckbox } from "./TermsCheckbox.tsx";

export interface TrialLoginProps {
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  termsFlagged?: boolean;
  loading?: boolean;
  onConnect: () => void;
}

/** The trial login page's card: terms checkbox and Connect. */
export function TrialLogin({
  termsAccepted,
  onTermsChange,
  termsFlagged,
  loading = false,
  onConnect,
}: TrialLoginProps) {
  return (
    <section className="gw-card gw-page">
      <h1>
        <Trans id="trial.title">Free trial</Trans>
      </h1>
      <TermsCheckbox checked={termsAccepted} onChange={onTermsChange} flagged={termsFlagged} />
      <button type="button" className="gw-button" onClick={onConnect} disabled={loading} aria-busy={loading}>
        {loading ? (
          <Trans id="gen.loading">Loading.. Please wait</Trans>
        ) : (
          <Trans id="gen.connect">Connect</Trans>
        )}
      </button>
    </section>
  );
}
