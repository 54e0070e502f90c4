import { Trans } from "@lingui/react/macro";
import { LinkButton } from "../../../widgets/LinkButton.tsx";
import { pathOf } from "../../paths/zoneRoutes.ts";
import { useNavigate } from "../useNavigate.ts";

export function CrewLinkBinding() {
  return (
    <LinkButton href={pathOf("LoginCrew")} onNavigate={useNavigate()}>
      <Trans id="crew.login">Activate voucher or access code</Trans>
    </LinkButton>
  );
}
