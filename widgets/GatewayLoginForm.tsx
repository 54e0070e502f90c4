import { Trans } from "@lingui/react/macro";
import { HiddenFields } from "./HiddenFields.tsx";

export const GATEWAY_LOGIN_FORM_ID = "gw-gateway-login";

export interface GatewayLoginFormProps {
  /** the gateway's login address (a MikroTik hotspot's link-login-only) */
  action: string;
  /** what it takes: the one-time credential, where to go once online */
  fields: Record<string, string>;
}

/**
 * The step that hands a device to a gateway whose login takes a POST: the form, sent by the
 * page's script at once, or by its button where no script runs.
 */
export function GatewayLoginForm({ action, fields }: GatewayLoginFormProps) {
  return (
    <main className="gw-card">
      <h1>
        <Trans id="handoff.title">Connecting you to the Wi-Fi…</Trans>
      </h1>
      <form id={GATEWAY_LOGIN_FORM_ID} method="post" action={action}>
        <HiddenFields fields={fields} />
        <p>
          <Trans id="handoff.text">If this page stays, press Continue.</Trans>
        </p>
        <button type="submit" className="gw-button">
          <Trans id="gen.continue">Continue</Trans>
        </button>
      </form>
    </main>
  );
}
