import type { WelcomeHeading as Node } from "../../../schemas/gen/manifest.gen.ts";
import { WelcomeHeading } from "../../../widgets/WelcomeHeading.tsx";
import { useZoneText } from "../useZoneText.ts";

export function WelcomeHeadingBinding({ node }: { node: Node }) {
  return <WelcomeHeading intro={useZoneText(node.text)} title={node.title} />;
}
