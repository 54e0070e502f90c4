import { useAtomValue } from "jotai";
import { useCallback } from "react";
import { putAnalyticsEvent } from "../api/putAnalyticsEvent.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { settingsAtom } from "../state/settingsAtom.ts";
import { analyticsSessionId } from "./analyticsSessionId.ts";

// the beta analytics host stays behind this flag, off as the spec requires
export const USE_BETA_ANALYTICS_HOST = false;
export const BETA_ANALYTICS_PATH = "/beta";

/** Reports an analytics event (route names, ACTIVATE_* events, CustomerInformation). */
export function useTrack(): (event: string) => void {
  const query = useAtomValue(queryAtom);
  const host = useAtomValue(settingsAtom)?.analyticsHost;
  return useCallback(
    (event: string) => {
      if (!query || host === undefined) return;
      putAnalyticsEvent(USE_BETA_ANALYTICS_HOST ? host + BETA_ANALYTICS_PATH : host, {
        timestamp: new Date().toISOString(),
        sessionId: analyticsSessionId(query.mac, query.zoneId),
        zoneId: query.zoneId,
        event,
      });
    },
    [query, host],
  );
}
