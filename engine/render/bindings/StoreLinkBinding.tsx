import { Trans } from "@lingui/react/macro";
import type { StoreLink as Node } from "../../../schemas/gen/manifest.gen.ts";
import { LinkButton } from "../../../widgets/LinkButton.tsx";
import { useNavigate } from "../useNavigate.ts";

export function StoreLinkBinding({ node }: { node: Node }) {
  return (
    <LinkButton href="/store" onNavigate={useNavigate()} variant="secondary">
      {node.label === "purchase-wifi-online" ? (
        <Trans id="start.purchase.wifi">Purchase Wi-Fi online</Trans>
      ) : (
        <Trans id="start.purchase">Purchase online</Trans>
      )}
    </LinkButton>
  );
}
