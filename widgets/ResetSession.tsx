import { Trans } from "@lingui/react/macro";
import { submitted } from "./submitted.ts";

export interface ResetSessionProps {
  onReset: () => void;
  loading?: boolean;
}

/** 'Reset session': starts a new period of a used-up session, then the device goes online again. */
export function ResetSession({ onReset, loading = false }: ResetSessionProps) {
  return (
    // in its form (the binding's): posted until the script handles it
    <button
      type="submit"
      className="gw-button"
      onClick={submitted(onReset)}
      disabled={loading}
      aria-busy={loading}
    >
      {loading ? (
        <Trans id="status.resetting">Resetting session…</Trans>
      ) : (
        <Trans id="status.reset">Reset session</Trans>
      )}
    </button>
  );
}
