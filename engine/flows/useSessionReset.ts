import { useAtomValue } from "jotai";
import { useCallback, useState } from "react";
import { postSessionReset } from "../api/postSessionReset.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { messages } from "./messages.ts";
import { useControllerRedirect } from "./useControllerRedirect.ts";
import { useErrors } from "./useErrors.ts";

/** Reset posts, then the access controller lets the device online again (3, 0); a failure says so. */
export function useSessionReset() {
  const query = useAtomValue(queryAtom);
  const redirect = useControllerRedirect();
  const { push } = useErrors();
  const [loading, setLoading] = useState(false);
  const reset = useCallback(async () => {
    if (!query) return;
    setLoading(true);
    let handoff: Awaited<ReturnType<typeof postSessionReset>>;
    try {
      handoff = await postSessionReset(query.mac);
    } catch {
      setLoading(false);
      return push(messages.timeout);
    }
    // loading stays on: the page is being left
    await redirect("/auth", 3, 0, {}, handoff);
  }, [query, redirect, push]);
  return { loading, reset };
}
