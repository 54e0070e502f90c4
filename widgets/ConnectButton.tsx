import { Trans } from "@lingui/react/macro";

export type ConnectLabel = "connect-wifi" | "start-trial" | "free-wifi" | "connect";

export interface ConnectButtonProps {
  label: ConnectLabel;
  /** the trial's length, for 'Start {minutes} min free trial' */
  minutes?: number;
  /** opens the terms step */
  onClick: () => void;
}

/** The one big button of a trial or free-access start page; the terms step follows it. */
export function ConnectButton({ label, minutes = 15, onClick }: ConnectButtonProps) {
  return (
    <button type="button" className="gw-button" onClick={onClick}>
      {label === "connect-wifi" ? <Trans id="connect.wifi">Connect to Wi-Fi</Trans> : null}
      {label === "start-trial" ? <Trans id="connect.trial">Start {minutes} min free trial</Trans> : null}
      {label === "free-wifi" ? <Trans id="connect.free">Free Wi-Fi (limited speed)</Trans> : null}
      {label === "connect" ? <Trans id="gen.connect">Connect</Trans> : null}
    </button>
  );
}
