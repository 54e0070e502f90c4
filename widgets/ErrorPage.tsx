import { Trans } from "@lingui/react/macro";

// why the portal could not go on (schemas/errorReason.ts): each has its own words
export type ErrorPageReason = "device" | "browser" | "login" | "controller";

export interface ErrorPageProps {
  reason?: ErrorPageReason;
  /** a retry, when the fault may clear (the network was down at start-up) */
  onRetry?: () => void;
}

function ReasonText({ reason }: { reason: ErrorPageReason }) {
  switch (reason) {
    case "browser":
      return (
        <Trans id="gen.error.browser">
          This browser cannot act for this device: it is not the one the device started with. Open the portal
          again from the Wi-Fi login page on this device.
        </Trans>
      );
    case "login":
      return (
        <Trans id="gen.error.login">
          This login link is no longer valid. Go back to the portal and press Connect again.
        </Trans>
      );
    case "controller":
      return (
        <Trans id="gen.error.controller">
          The portal could not hand your device to the ship's network: its login address is not one this ship
          lists. Please reconnect to the ship's Wi-Fi network and open the portal again.
        </Trans>
      );
    default:
      return (
        <Trans id="gen.error.text">
          We could not identify your device. Please reconnect to the ship's Wi-Fi network and open the portal
          again.
        </Trans>
      );
  }
}

/** The error route: the portal could not go on for this device, and the reason says why. */
export function ErrorPage({ reason = "device", onRetry }: ErrorPageProps) {
  return (
    <section className="gw-card">
      <h1>
        <Trans id="gen.error.title">Something went wrong</Trans>
      </h1>
      <p>
        <ReasonText reason={reason} />
      </p>
      {onRetry ? (
        <button type="button" className="gw-button" onClick={onRetry}>
          <Trans id="gen.retry">Try again</Trans>
        </button>
      ) : null}
    </section>
  );
}
