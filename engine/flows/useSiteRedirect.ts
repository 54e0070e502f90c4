import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { navigateAway } from "../redirect/navigateAway.ts";
import { connectedAtom } from "../state/sessionAtom.ts";

/**
 * A status page that is only a way on: a connected device goes to the operator's site. Any other
 * stays, so the page can offer what comes next.
 */
export function useSiteRedirect(href: string | undefined): boolean {
  // only a device that is online can reach the site: not one logged out or not yet let online
  const connected = useAtomValue(connectedAtom);
  const leaving = !!href && connected;
  useEffect(() => {
    if (leaving && href) navigateAway(href);
  }, [leaving, href]);
  return leaving;
}
