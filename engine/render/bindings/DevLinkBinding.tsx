import { useAtomValue } from "jotai";
import { DevLink } from "../../../widgets/DevLink.tsx";
import { featureRoutes } from "../../paths/featureRoutes.ts";
import { isDevFlagOn } from "../../state/devFlag.ts";
import { hydratedAtom } from "../../state/hydratedAtom.ts";
import { zoneAtom } from "../../state/zoneAtom.ts";
import { useNavigate } from "../useNavigate.ts";

// linked only where the route exists (the zone's dev page feature) and the dev flag is on; the flag
// is this tab's (session storage), so it shows once the page the server drew without it has hydrated
export function DevLinkBinding() {
  const zoneHasPage = useAtomValue(zoneAtom)?.features?.devPage === true;
  const flag = useAtomValue(hydratedAtom) && isDevFlagOn();
  const navigate = useNavigate();
  return zoneHasPage && flag ? <DevLink href={featureRoutes.SecretStuff} onNavigate={navigate} /> : null;
}
