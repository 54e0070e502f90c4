import type { FileLink as Node } from "../../../schemas/gen/manifest.gen.ts";
import { FileLink } from "../../../widgets/FileLink.tsx";
import { useZoneText } from "../useZoneText.ts";

export function FileLinkBinding({ node }: { node: Node }) {
  return <FileLink href={node.href} label={useZoneText(node.text) ?? node.href} />;
}
