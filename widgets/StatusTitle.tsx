import { Trans } from "@lingui/react/macro";
import "./StatusTitle.css";

export interface StatusTitleProps {
  connected: boolean;
  /** the session is used up: 'Your session has expired' under the title */
  expired?: boolean;
}

/** 'Connected' or 'Not connected' at the top of the status page, and why when the session expired. */
export function StatusTitle({ connected, expired = false }: StatusTitleProps) {
  return (
    <>
      <h1 className="gw-status-title" data-connected={connected}>
        <span className="gw-status-dot" aria-hidden="true" />
        {connected ? (
          <Trans id="status.connected">Connected</Trans>
        ) : (
          <Trans id="status.notConnected">Not connected</Trans>
        )}
      </h1>
      {expired ? (
        <p className="gw-status-expired" role="status">
          <Trans id="gen.session-expired">Your session has expired</Trans>
        </p>
      ) : null}
    </>
  );
}
