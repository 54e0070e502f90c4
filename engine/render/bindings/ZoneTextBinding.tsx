import type { ZoneText as Node } from "../../../schemas/gen/manifest.gen.ts";
import { ZoneText } from "../../../widgets/ZoneText.tsx";
import { useZoneText } from "../useZoneText.ts";

export function ZoneTextBinding({ node }: { node: Node }) {
  return <ZoneText text={useZoneText(node.text) ?? ""} heading={useZoneText(node.heading)} />;
}
