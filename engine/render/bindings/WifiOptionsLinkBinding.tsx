import { Trans } from "@lingui/react/macro";
import { LinkButton } from "../../../widgets/LinkButton.tsx";
import { pathOf } from "../../paths/zoneRoutes.ts";
import { useNavigate } from "../useNavigate.ts";

// the start page's offers, without being sent straight back here by the session redirect
export function WifiOptionsLinkBinding() {
  return (
    <LinkButton
      href={`${pathOf("StartPage")}?ignoreSessionRedirect=true`}
      onNavigate={useNavigate()}
      variant="secondary"
    >
      <Trans id="status.options">View Wi-Fi options</Trans>
    </LinkButton>
  );
}
