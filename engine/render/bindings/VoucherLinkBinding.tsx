import { Trans } from "@lingui/react/macro";
import { LinkButton } from "../../../widgets/LinkButton.tsx";
import { pathOf } from "../../paths/zoneRoutes.ts";
import { useNavigate } from "../useNavigate.ts";

export function VoucherLinkBinding() {
  return (
    <LinkButton href={pathOf("LoginVoucher")} onNavigate={useNavigate()}>
      <Trans id="start.voucher">Activate voucher</Trans>
    </LinkButton>
  );
}
