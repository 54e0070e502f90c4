import { Trans } from "@lingui/react/macro";

/** 'Log out' on the status page: frees this device's place on the voucher. */
export function LogoutButton({ onLogout }: { onLogout: () => void }) {
  return (
    <button type="button" className="gw-button" data-variant="secondary" onClick={onLogout}>
      <Trans id="gen.logout">Log out</Trans>
    </button>
  );
}
