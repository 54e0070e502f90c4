import { Trans } from "@lingui/react/macro";

/** The crew pages' feedback mail link. */
export function SupportMail({ email }: { email: string }) {
  return (
    <p className="gw-card" style={{ margin: 0 }}>
      <Trans id="crew.support">
        Feedback or problems with the Wi-Fi? Write to <a href={`mailto:${email}`}>{email}</a>
      </Trans>
    </p>
  );
}
