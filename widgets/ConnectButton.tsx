import { Trans } from "@lingui/react/macro";
import { submitted } from "./submitted.ts";

export type ConnectLabel = "connect-wifi" | "start-trial" | "free-wifi" | "connect";

export interface ConnectButtonProps {
  label: ConnectLabel;
  /** the trial's length, for 'Start {minutes} min free trial' */
  minutes?: number;
  /** opens the terms step */
  onClick: () => void;
  /** what it posts in its form until the script handles it: the terms step, or the access controller */
  step?: "terms" | "connect";
}

/**
 * The one big button of a trial or free-access start page; the terms step follows it. In its
 * offer's form it posts that step until the script opens it here.
 */
export function ConnectButton({ label, minutes = 15, onClick, step = "terms" }: ConnectButtonProps) {
  return (
    <button type="submit" name="_step" value={step} className="gw-button" onClick={submitted(onClick)}>
      {label === "connect-wifi" ? <Trans id="connect.wifi">Connect to Wi-Fi</Trans> : null}
      {label === "start-trial" ? <Trans id="connect.trial">Start {minutes} min free trial</Trans> : null}
      {label === "free-wifi" ? <Trans id="connect.free">Free Wi-Fi (limited speed)</Trans> : null}
      {label === "connect" ? <Trans id="gen.connect">Connect</Trans> : null}
    </button>
  );
}
