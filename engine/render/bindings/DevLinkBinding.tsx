import { useAtomValue } from "jotai";
import { DevLink } from "../../../widgets/DevLink.tsx";
import { featureRoutes } from "../../routes/featureRoutes.ts";
import { zoneAtom } from "../../state/zoneAtom.ts";
import { useNavigate } from "../useNavigate.ts";

// linked only where the route exists: the zone's dev flag is on
export function DevLinkBinding() {
  const on = useAtomValue(zoneAtom)?.features?.devPage === true;
  const navigate = useNavigate();
  return on ? <DevLink href={featureRoutes.SecretStuff} onNavigate={navigate} /> : null;
}
