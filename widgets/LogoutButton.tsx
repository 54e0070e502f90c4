import { Trans } from "@lingui/react/macro";
import { submitted } from "./submitted.ts";

/** 'Log out' on the status page: frees this device's place on the voucher. */
export function LogoutButton({ onLogout }: { onLogout: () => void }) {
  return (
    // in its form (the binding's): posted until the script handles it
    <button type="submit" className="gw-button" data-variant="secondary" onClick={submitted(onLogout)}>
      <Trans id="gen.logout">Log out</Trans>
    </button>
  );
}
