import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { getSession } from "../api/getSession.ts";
import { connectingAtom } from "../state/connectingAtom.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { sessionAtom } from "../state/sessionAtom.ts";
import { messages } from "./messages.ts";
import { useControllerRedirect } from "./useControllerRedirect.ts";
import { MAX_CONTROLLER_RETRIES } from "./useControllerReturn.ts";
import { useErrors } from "./useErrors.ts";

// while connecting the session is asked for this often (the 30 s refresh would leave the
// passenger on Connecting… long after the gateway said Start)
export const CONNECTING_REFRESH_MS = 1500;
// the gateway's accounting Start follows its Access-Accept within a moment; past this it is lost,
// and the spec's retry path takes over
export const CONNECTING_LIMIT_MS = 20_000;

/**
 * The status page while `active` (back from the gateway's login, not yet online): the session
 * refreshed every 1.5 s until the gateway's Start makes it Connected. If Start never comes, the
 * login is tried again (a fresh credential) below three tries, else the spec's failed-return
 * message ('Something went wrong, please try again') and the page's Connect.
 */
export function useConnecting(active: boolean): void {
  const query = useAtomValue(queryAtom);
  const setSession = useSetAtom(sessionAtom);
  const [tries, setTries] = useAtom(connectingAtom);
  const redirect = useControllerRedirect();
  const { push } = useErrors();
  useEffect(() => {
    if (!active || !query || tries === null) return;
    const poll = setInterval(() => {
      getSession(query.mac).then(setSession, (error) => console.error("session fetch failed", error));
    }, CONNECTING_REFRESH_MS);
    const limit = setTimeout(() => {
      setTries(null);
      if (tries < MAX_CONTROLLER_RETRIES) void redirect("/auth", 3, tries);
      else push(messages.timeout);
    }, CONNECTING_LIMIT_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(limit);
    };
  }, [active, query, tries, setTries, setSession, redirect, push]);
}
