import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { postSessionReset } from "../api/postSessionReset.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { sessionAtom } from "../state/sessionAtom.ts";
import { startRedirectOf } from "./startRedirect.ts";
import { useControllerRedirect } from "./useControllerRedirect.ts";

/**
 * On arrival at a start page with session data (and no ignoreSessionRedirect): an automatic reset
 * goes straight to the controller, a used-up session without a next reset stays, anything else
 * goes to the status page. Once per visit, not on every 30 s refresh.
 */
export function useStartRedirect(enabled = true): void {
  const session = useAtomValue(sessionAtom);
  const query = useAtomValue(queryAtom);
  const ignore = new URLSearchParams(useSearch()).has("ignoreSessionRedirect");
  const [, navigate] = useLocation();
  const redirect = useControllerRedirect();
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || done.current || ignore || !session || !query) return;
    done.current = true;
    const target = startRedirectOf(session);
    if (target === "reset") {
      postSessionReset(query.mac)
        .then((handoff) => redirect("/auth", 3, 0, {}, handoff))
        .catch((error) => console.error("automatic reset failed", error));
    } else if (target === "status") {
      navigate("/status", { replace: true });
    }
  }, [enabled, session, query, ignore, navigate, redirect]);
}
