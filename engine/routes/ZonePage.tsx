import { useAtomValue } from "jotai";
import { NotFound } from "./NotFound.tsx";
import { useControllerReturn } from "../flows/useControllerReturn.ts";
import { useStartRedirect } from "../flows/useStartRedirect.ts";
import { PageRenderer } from "../render/PageRenderer.tsx";
import { zoneAtom } from "../state/zoneAtom.ts";
import type { PageName } from "../paths/zoneRoutes.ts";

function StartPage() {
  // a retry of the controller's step leaves the page: no session redirect meanwhile
  const retrying = useControllerReturn();
  useStartRedirect(!retrying);
  return <ZoneNodes name="StartPage" />;
}

function ZoneNodes({ name }: { name: PageName }) {
  const nodes = useAtomValue(zoneAtom)?.pages[name];
  return nodes ? <PageRenderer nodes={nodes} /> : <NotFound />;
}

/** A zone route: the zone's page of that name, or the 404 page when the zone has none. */
export function ZonePage({ name }: { name: PageName }) {
  return name === "StartPage" ? <StartPage /> : <ZoneNodes name={name} />;
}
