import { useAtomValue } from "jotai";
import { errorPath } from "../../schemas/errorReason.ts";
import { useCallback } from "react";
import { useLocation } from "wouter";
import { postSessionHandoff } from "../api/postSessionHandoff.ts";
import type { HandoffStep } from "../api/types.ts";
import { accessControllerUrl, type ControllerPath } from "../redirect/accessControllerUrl.ts";
import { fakeControllerRedirect } from "../redirect/fakeControllerRedirect.ts";
import { isSpecGateway } from "../redirect/gatewayDialect.ts";
import { navigateAway, postAway } from "../redirect/navigateAway.ts";
import { portalReturn } from "../redirect/portalReturn.ts";
import { writeStored } from "../state/browserStorage.ts";
import type { Query } from "../state/queryAtom.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { settingsAtom } from "../state/settingsAtom.ts";
import { zoneAtom } from "../state/zoneAtom.ts";
import { messages } from "./messages.ts";
import { useErrors } from "./useErrors.ts";

/**
 * A vendor's gateway (CoovaChilli, MikroTik): the step the server answered the grant with, or for
 * /auth without one (the status page's Connect, a retry) a fresh one; its logout's step. The spec's
 * other steps are the portal's own pages there (redirect/portalReturn.ts).
 */
async function vendorStep(
  query: Query,
  path: ControllerPath,
  captiveStep: number,
  retryCount: number,
  step: HandoffStep | undefined,
): Promise<HandoffStep> {
  if (step) return step;
  if (path === "/auth") {
    const fresh = await postSessionHandoff(query.mac);
    if (fresh) return fresh;
  }
  return { method: "GET", url: portalReturn(query, path, captiveStep, retryCount) };
}

const follow = (step: HandoffStep) =>
  step.method === "POST" ? postAway(step.url, step.fields) : navigateAway(step.url);

/**
 * Sends the device to the access controller (or, in test mode, to its POST twin); a controller
 * address that is not on the ship's network goes to the error page, never off the network. In a
 * zone whose gateway is a vendor's, to that gateway's step (`step`: the one a grant's answer held).
 */
export function useControllerRedirect() {
  const query = useAtomValue(queryAtom);
  const testMode = useAtomValue(settingsAtom)?.testMode === true;
  const network = useAtomValue(zoneAtom)?.network;
  const allowlist = network?.controllerHosts;
  const spec = isSpecGateway(network?.gateway);
  const [, navigate] = useLocation();
  const { push } = useErrors();
  return useCallback(
    async (
      path: ControllerPath,
      captiveStep: number,
      retryCount: number,
      extra: Record<string, string> = {},
      step?: HandoffStep,
    ) => {
      if (!query) return navigate("/error", { replace: true });
      // the step is kept, so that a failed return (retryCount) can be retried for the same step
      writeStored("session", "step", captiveStep);
      if (!spec)
        // no login to hand out (the device holds no grant, this browser no gateway's login
        // address): said, and the page stays with its way on (Connect, the offers)
        return vendorStep(query, path, captiveStep, retryCount, step).then(follow, (error) => {
          console.error("the gateway's step could not be had", error);
          push(messages.timeout);
        });
      try {
        // built first in every mode: a refused controller address is refused in test mode too
        const url = accessControllerUrl(query, path, captiveStep, retryCount, extra, allowlist);
        const faked = testMode
          ? await fakeControllerRedirect(query, path, captiveStep, retryCount, extra)
          : null;
        navigateAway(faked ?? url);
      } catch (error) {
        console.error("redirect to the access controller refused", error);
        navigate(errorPath("controller"), { replace: true });
      }
    },
    [query, testMode, allowlist, spec, navigate, push],
  );
}
