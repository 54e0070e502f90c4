import type { BackLink as Node } from "../../../schemas/gen/manifest.gen.ts";
import { BackButton } from "../../../widgets/BackButton.tsx";
import { pathOf } from "../../paths/zoneRoutes.ts";
import { useNavigate } from "../useNavigate.ts";

export function BackLinkBinding({ node }: { node: Node }) {
  return <BackButton href={pathOf(node.to ?? "StartPage")} onNavigate={useNavigate()} />;
}
