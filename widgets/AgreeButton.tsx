import { Trans } from "@lingui/react/macro";

export interface AgreeButtonProps {
  onAgree: () => void;
  loading?: boolean;
}

/** The terms-only page's single button: agreeing to the terms is the connection. */
export function AgreeButton({ onAgree, loading = false }: AgreeButtonProps) {
  return (
    <button type="button" className="gw-button" onClick={onAgree} disabled={loading} aria-busy={loading}>
      {loading ? (
        <Trans id="gen.loading">Loading.. Please wait</Trans>
      ) : (
        <Trans id="terms.agree">Agree to terms</Trans>
      )}
    </button>
  );
}
