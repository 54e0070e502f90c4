import { useAtomValue } from "jotai";
import { BrowseLink } from "../../../widgets/BrowseLink.tsx";
import { sessionAtom } from "../../state/sessionAtom.ts";
import { zoneAtom } from "../../state/zoneAtom.ts";
import { useNavigate } from "../useNavigate.ts";

export function BrowseLinkBinding() {
  const session = useAtomValue(sessionAtom);
  const href = useAtomValue(zoneAtom)?.links?.browse;
  const navigate = useNavigate();
  if (!href || !session || session.isSessionUsedUp) return null;
  return <BrowseLink href={href} onNavigate={navigate} />;
}
