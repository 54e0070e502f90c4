import { useAtomValue } from "jotai";
import { useState } from "react";
import { DevLink } from "../../../widgets/DevLink.tsx";
import { featureRoutes } from "../../paths/featureRoutes.ts";
import { isDevFlagOn } from "../../state/devFlag.ts";
import { zoneAtom } from "../../state/zoneAtom.ts";
import { useNavigate } from "../useNavigate.ts";

// linked only where the route exists (the zone's dev page feature) and the dev flag is on
export function DevLinkBinding() {
  const zoneHasPage = useAtomValue(zoneAtom)?.features?.devPage === true;
  const [flag] = useState(() => typeof window !== "undefined" && isDevFlagOn());
  const navigate = useNavigate();
  return zoneHasPage && flag ? <DevLink href={featureRoutes.SecretStuff} onNavigate={navigate} /> : null;
}
