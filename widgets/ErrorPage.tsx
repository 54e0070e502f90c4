import { Trans } from "@lingui/react/macro";

export interface ErrorPageProps {
  /** a retry, when the fault may clear (the network was down at start-up) */
  onRetry?: () => void;
}

/** The error route: the portal could not start for this device (no query, network down, …). */
export function ErrorPage({ onRetry }: ErrorPageProps) {
  return (
    <section className="gw-card">
      <h1>
        <Trans id="gen.error.title">Something went wrong</Trans>
      </h1>
      <p>
        <Trans id="gen.error.text">
          We could not identify your device. Please reconnect to the ship's Wi-Fi network and open the portal
          again.
        </Trans>
      </p>
      {onRetry ? (
        <button type="button" className="gw-button" onClick={onRetry}>
          <Trans id="gen.retry">Try again</Trans>
        </button>
      ) : null}
    </section>
  );
}
