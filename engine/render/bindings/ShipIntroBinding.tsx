import { useState } from "react";
import type { ShipIntro as Node } from "../../../schemas/gen/manifest.gen.ts";
import { ShipIntro } from "../../../widgets/ShipIntro.tsx";
import { useZoneText } from "../useZoneText.ts";

export function ShipIntroBinding({ node }: { node: Node }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <ShipIntro
      title={useZoneText(node.title) ?? ""}
      text={useZoneText(node.text) ?? ""}
      more={useZoneText(node.more)}
      expanded={expanded}
      onToggle={() => setExpanded((open) => !open)}
    />
  );
}
