import { useAtomValue } from "jotai";
import type { SiteRedirect as Node } from "../../../schemas/gen/manifest.gen.ts";
import { Spinner } from "../../../widgets/Spinner.tsx";
import { useSiteRedirect } from "../../flows/useSiteRedirect.ts";
import { zoneAtom } from "../../state/zoneAtom.ts";

export function SiteRedirectBinding({ node }: { node: Node }) {
  const browse = useAtomValue(zoneAtom)?.links?.browse;
  return useSiteRedirect(node.href ?? browse) ? <Spinner /> : null;
}
