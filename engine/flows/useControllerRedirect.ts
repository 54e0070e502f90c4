import { useAtomValue } from "jotai";
import { useCallback } from "react";
import { useLocation } from "wouter";
import { accessControllerUrl, type ControllerPath } from "../redirect/accessControllerUrl.ts";
import { fakeControllerRedirect } from "../redirect/fakeControllerRedirect.ts";
import { navigateAway } from "../redirect/navigateAway.ts";
import { writeStored } from "../state/browserStorage.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { settingsAtom } from "../state/settingsAtom.ts";
import { zoneAtom } from "../state/zoneAtom.ts";

/**
 * Sends the device to the access controller (or, in test mode, to its POST twin); a controller
 * address that is not on the ship's network goes to the error page, never off the network.
 */
export function useControllerRedirect() {
  const query = useAtomValue(queryAtom);
  const testMode = useAtomValue(settingsAtom)?.testMode === true;
  const allowlist = useAtomValue(zoneAtom)?.network?.controllerHosts;
  const [, navigate] = useLocation();
  return useCallback(
    async (
      path: ControllerPath,
      captiveStep: number,
      retryCount: number,
      extra: Record<string, string> = {},
    ) => {
      if (!query) return navigate("/error", { replace: true });
      try {
        // built first in every mode: a refused controller address is refused in test mode too
        const url = accessControllerUrl(query, path, captiveStep, retryCount, extra, allowlist);
        // the step is kept, so that a failed return (retryCount) can be retried for the same step
        writeStored("session", "step", captiveStep);
        const faked = testMode
          ? await fakeControllerRedirect(query, path, captiveStep, retryCount, extra)
          : null;
        navigateAway(faked ?? url);
      } catch (error) {
        console.error("redirect to the access controller refused", error);
        navigate("/error", { replace: true });
      }
    },
    [query, testMode, allowlist, navigate],
  );
}
