import { useAtomValue, useSetAtom } from "jotai";
import { useCallback, useEffect } from "react";
import { getSession } from "../api/getSession.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { sessionAtom } from "../state/sessionAtom.ts";

export const SESSION_REFRESH_MS = 30000;

/** Fetches the session now and every 30 s; a failure clears the session and is logged. */
export function useSessionRefresh(): () => Promise<void> {
  const query = useAtomValue(queryAtom);
  const setSession = useSetAtom(sessionAtom);
  const refresh = useCallback(async () => {
    if (!query) return;
    try {
      setSession(await getSession(query.mac));
    } catch (error) {
      setSession(null);
      console.error("session fetch failed", error);
    }
  }, [query, setSession]);
  useEffect(() => {
    const timer = setInterval(refresh, SESSION_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  return refresh;
}
