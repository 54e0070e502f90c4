import { Trans } from "@lingui/react/macro";
import "./StatusTitle.css";

/** 'Connected' or 'Not connected' at the top of the status page. */
export function StatusTitle({ connected }: { connected: boolean }) {
  return (
    <h1 className="gw-status-title" data-connected={connected}>
      <span className="gw-status-dot" aria-hidden="true" />
      {connected ? (
        <Trans id="status.connected">Connected</Trans>
      ) : (
        <Trans id="status.notConnected">Not connected</Trans>
      )}
    </h1>
  );
}
