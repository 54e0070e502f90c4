import { useCallback } from "react";
import { useSessionAction } from "./useSessionAction.ts";

/** Reset posts, then the access controller lets the device online again (3, 0); a failure says so. */
export function useSessionReset() {
  const { loading, press } = useSessionAction("reset");
  const reset = useCallback(async () => {
    await press();
  }, [press]);
  return { loading, reset };
}
