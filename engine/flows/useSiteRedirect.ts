import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { navigateAway } from "../redirect/navigateAway.ts";
import { sessionAtom } from "../state/sessionAtom.ts";

/**
 * A status page that is only a way on: a device whose session is in use goes to the operator's
 * site. A used-up session stays, so the page can offer what comes next.
 */
export function useSiteRedirect(href: string | undefined): boolean {
  const session = useAtomValue(sessionAtom);
  const leaving = !!href && session?.isBackendAuthed === true && !session.isSessionUsedUp;
  useEffect(() => {
    if (leaving && href) navigateAway(href);
  }, [leaving, href]);
  return leaving;
}
