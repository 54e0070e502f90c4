import { Trans } from "@lingui/react/macro";

/** The captive network assistant's last page: the device is online, the mini-browser can close. */
export function CnaDone() {
  return (
    <section className="gw-card">
      <h1>
        <Trans id="cna.title">You are online</Trans>
      </h1>
      <p>
        <Trans id="cna.text">Tap Done to close this window and continue in your browser.</Trans>
      </p>
    </section>
  );
}
