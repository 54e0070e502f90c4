import { useAtomValue } from "jotai";
import { BrowseLink } from "../../../widgets/BrowseLink.tsx";
import { connectedAtom } from "../../state/sessionAtom.ts";
import { zoneAtom } from "../../state/zoneAtom.ts";
import { useNavigate } from "../useNavigate.ts";

export function BrowseLinkBinding() {
  // only a device that is online can browse: not one used up, logged out or not yet let online
  const connected = useAtomValue(connectedAtom);
  const href = useAtomValue(zoneAtom)?.links?.browse;
  const navigate = useNavigate();
  if (!href || !connected) return null;
  return <BrowseLink href={href} onNavigate={navigate} />;
}
