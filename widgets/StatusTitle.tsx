import { Trans } from "@lingui/react/macro";
import "./StatusTitle.css";

export interface StatusTitleProps {
  connected: boolean;
  /** the session is used up: 'Your session has expired' under the title */
  expired?: boolean;
  /** handed to the ship's gateway, which has not yet said the device is online */
  connecting?: boolean;
}

/**
 * 'Connected' or 'Not connected' at the top of the status page, and why when the session expired;
 * 'Connecting…' between the gateway's login and its word that the device is online.
 */
export function StatusTitle({ connected, expired = false, connecting = false }: StatusTitleProps) {
  return (
    <>
      <h1 className="gw-status-title" data-connected={connected} data-connecting={connecting}>
        <span className="gw-status-dot" aria-hidden="true" />
        {connecting ? (
          <Trans id="status.connecting">Connecting…</Trans>
        ) : connected ? (
          <Trans id="status.connected">Connected</Trans>
        ) : (
          <Trans id="status.notConnected">Not connected</Trans>
        )}
      </h1>
      {connecting ? (
        <p className="gw-status-connecting" role="status">
          <Trans id="status.connectingText">
            The ship's network is letting your device online. This takes a few seconds.
          </Trans>
        </p>
      ) : null}
      {expired ? (
        <p className="gw-status-expired" role="status">
          <Trans id="gen.session-expired">Your session has expired</Trans>
        </p>
      ) : null}
    </>
  );
}
