import { useCallback } from "react";
import { useSessionAction } from "./useSessionAction.ts";

/** Logs the device out at the backend, then lets the access controller close the session. */
export function useLogout(): () => Promise<void> {
  const { press } = useSessionAction("logout");
  return useCallback(async () => {
    await press();
  }, [press]);
}
