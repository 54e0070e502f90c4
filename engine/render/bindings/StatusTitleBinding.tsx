import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { StatusTitle } from "../../../widgets/StatusTitle.tsx";
import { isConnected } from "../../state/deviceView.ts";
import { sessionAtom } from "../../state/sessionAtom.ts";
import { useLocation } from "wouter";

// connected as section 3 defines it (both flags authed) and not used up: a device that logged
// out, or that the controller has not let online yet, is not connected. A used-up session says it
// has expired; a device without a session belongs on the start page (boot fetched the session first)
export function StatusTitleBinding() {
  const session = useAtomValue(sessionAtom);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!session) navigate("/start", { replace: true });
  }, [session, navigate]);
  return <StatusTitle connected={isConnected(session)} expired={session?.isSessionUsedUp === true} />;
}
