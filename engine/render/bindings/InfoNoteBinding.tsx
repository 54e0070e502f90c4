import type { InfoNote as Node } from "../../../schemas/gen/manifest.gen.ts";
import { InfoNote } from "../../../widgets/InfoNote.tsx";

export function InfoNoteBinding({ node }: { node: Node }) {
  return <InfoNote topic={node.topic} />;
}
