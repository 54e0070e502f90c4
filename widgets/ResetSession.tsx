import { Trans } from "@lingui/react/macro";

export interface ResetSessionProps {
  onReset: () => void;
  loading?: boolean;
}

/** 'Reset session': starts a new period of a used-up session, then the device goes online again. */
export function ResetSession({ onReset, loading = false }: ResetSessionProps) {
  return (
    <button type="button" className="gw-button" onClick={onReset} disabled={loading} aria-busy={loading}>
      {loading ? (
        <Trans id="status.resetting">Resetting session…</Trans>
      ) : (
        <Trans id="status.reset">Reset session</Trans>
      )}
    </button>
  );
}
