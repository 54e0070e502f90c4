import { useAtomValue } from "jotai";
import { useCallback } from "react";
import { useLocation } from "wouter";
import { type ControllerPath, accessControllerUrl } from "../redirect/accessControllerUrl.ts";
import { navigateAway } from "../redirect/navigateAway.ts";
import { queryAtom } from "../state/queryAtom.ts";

/** Sends the device to the access controller; a refused controller address goes to the error page. */
export function useControllerRedirect() {
  const query = useAtomValue(queryAtom);
  const [, navigate] = useLocation();
  return useCallback(
    (path: ControllerPath, captiveStep: number, retryCount: number, extra?: Record<string, string>) => {
      if (!query) return navigate("/error", { replace: true });
      try {
        navigateAway(accessControllerUrl(query, path, captiveStep, retryCount, extra));
      } catch (error) {
        console.error(error);
        navigate("/error", { replace: true });
      }
    },
    [query, navigate],
  );
}
