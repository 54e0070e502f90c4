import type { PremiumCard as Node } from "../../../schemas/gen/manifest.gen.ts";
import { PremiumCard } from "../../../widgets/PremiumCard.tsx";
import { pathOf } from "../../paths/zoneRoutes.ts";
import { useNavigate } from "../useNavigate.ts";

export function PremiumCardBinding({ node }: { node: Node }) {
  return (
    <PremiumCard
      speedMbit={node.speedMbit}
      voucherHref={pathOf("LoginVoucher")}
      storeHref={node.purchaseOnline ? "/store" : undefined}
      infoDesk={node.infoDesk ?? true}
      onNavigate={useNavigate()}
    />
  );
}
