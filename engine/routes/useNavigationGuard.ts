import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { userAgentAtom } from "../state/userAgentAtom.ts";
import { zoneAtom } from "../state/zoneAtom.ts";
import { fixedRoutes } from "../paths/fixedRoutes.ts";
import { isInAppBrowser } from "./isInAppBrowser.ts";

const EXEMPT: string[] = [fixedRoutes.OpenInBrowser, fixedRoutes.Error];

/**
 * Zones with the in-app-browser guard send an Android in-app browser to OpenInBrowser from every
 * page but that one and the error page; OpenInBrowser on any other device goes to the store.
 */
export function useNavigationGuard(userAgent?: string): { inApp: boolean } {
  const deviceAgent = useAtomValue(userAgentAtom);
  const zone = useAtomValue(zoneAtom);
  const guarded = zone?.features?.inAppBrowserGuard === true;
  const [path, navigate] = useLocation();
  const inApp = guarded && isInAppBrowser(userAgent ?? deviceAgent);
  useEffect(() => {
    // without a zone (no device known) there is no store to go to: the error page says why
    if (!zone) return;
    if (inApp && !EXEMPT.includes(path)) navigate(fixedRoutes.OpenInBrowser, { replace: true });
    else if (!inApp && path === fixedRoutes.OpenInBrowser) navigate("/store", { replace: true });
  }, [zone, inApp, path, navigate]);
  return { inApp };
}
