import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { Redirect } from "wouter";
import { CnaDone } from "../../widgets/CnaDone.tsx";
import { Spinner } from "../../widgets/Spinner.tsx";
import { isConnected } from "../../steps/deviceView.ts";
import { useControllerRedirect } from "../flows/useControllerRedirect.ts";
import { hydratedAtom } from "../state/hydratedAtom.ts";
import { sessionAtom } from "../state/sessionAtom.ts";
import { storedOs, storedStep } from "../state/storeCaptiveContext.ts";

export const CNA_BYPASS_STEP = 1;

/**
 * /cna (CnaPortal), where a captive network assistant enters. Connected devices are told to close
 * it. An assistant that named its os, for a device not online, first goes through the controller's
 * bypass (captive step 1): the controller lets the assistant's probe through, so the system keeps
 * the network instead of trapping the passenger in the mini-browser, and returns here; then (step
 * 1 stored) the portal's start page, in whichever browser the passenger continues. The server
 * does the same for a page it draws (server/pages/cnaBypass.ts); this tab's stored context is
 * read once the page has hydrated.
 */
export function CnaRoute() {
  const connected = isConnected(useAtomValue(sessionAtom));
  const hydrated = useAtomValue(hydratedAtom);
  const redirect = useControllerRedirect();
  const bypass = hydrated && !connected && storedOs() !== null && storedStep() !== CNA_BYPASS_STEP;
  useEffect(() => {
    if (bypass) void redirect("/cnabypass", CNA_BYPASS_STEP, 0);
  }, [bypass, redirect]);
  if (connected) return <CnaDone />;
  return bypass || !hydrated ? <Spinner /> : <Redirect to="/start" replace />;
}
