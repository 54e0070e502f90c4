import { Trans } from "@lingui/react/macro";
import { LinkButton } from "../../../widgets/LinkButton.tsx";
import { useNavigate } from "../useNavigate.ts";

export function StoreLinkBinding() {
  return (
    <LinkButton href="/store" onNavigate={useNavigate()} variant="secondary">
      <Trans id="start.purchase">Purchase online</Trans>
    </LinkButton>
  );
}
