import { Trans } from "@lingui/react/macro";
import { submitted } from "./submitted.ts";

export interface AgreeButtonProps {
  onAgree: () => void;
  loading?: boolean;
}

/**
 * The terms-only page's single button: agreeing to the terms is the connection. In its form it
 * posts the acceptance until the script handles it.
 */
export function AgreeButton({ onAgree, loading = false }: AgreeButtonProps) {
  return (
    <button
      type="submit"
      name="_step"
      value="accept"
      className="gw-button"
      onClick={submitted(onAgree)}
      disabled={loading}
      aria-busy={loading}
    >
      {loading ? (
        <Trans id="gen.loading">Loading.. Please wait</Trans>
      ) : (
        <Trans id="terms.agree">Agree to terms</Trans>
      )}
    </button>
  );
}
