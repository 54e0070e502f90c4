import type { PromoCard as Node } from "../../../schemas/gen/manifest.gen.ts";
import { PromoCard } from "../../../widgets/PromoCard.tsx";
import { useZoneText } from "../useZoneText.ts";

export function PromoCardBinding({ node }: { node: Node }) {
  return <PromoCard title={useZoneText(node.title) ?? ""} text={useZoneText(node.text) ?? ""} />;
}
