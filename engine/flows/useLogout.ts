import { useAtomValue } from "jotai";
import { useCallback } from "react";
import { postSessionLogout } from "../api/postSessionLogout.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { messages } from "./messages.ts";
import { useControllerRedirect } from "./useControllerRedirect.ts";
import { useErrors } from "./useErrors.ts";

/** Logs the device out at the backend, then lets the access controller close the session. */
export function useLogout(): () => Promise<void> {
  const query = useAtomValue(queryAtom);
  const redirect = useControllerRedirect();
  const { push } = useErrors();
  return useCallback(async () => {
    if (!query) return;
    try {
      const handoff = await postSessionLogout(query.mac);
      redirect("/logout", 0, 0, {}, handoff);
    } catch {
      push(messages.timeout);
    }
  }, [query, redirect, push]);
}
