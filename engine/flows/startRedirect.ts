import type { Session } from "../api/types.ts";

const AUTOMATIC = new Set(["ACCESS_CONTROLLER_AUTOMATIC", "CNA_AUTOMATIC"]);

/**
 * Where a start page with session data leads (spec: the start page's session redirect): an
 * automatic reset goes to the controller, a used-up session without a next reset stays, anything
 * else goes to the status page. The browser follows it (useStartRedirect); the server draws the
 * status page at once for "status" (engine/ssr/renderPage.tsx), so the passenger never sees the
 * start page's offers first.
 */
export function startRedirectOf(session: Session | null): "status" | "reset" | null {
  if (!session) return null;
  if (session.isSessionResetAvailable && AUTOMATIC.has(session.resetMethod ?? "")) return "reset";
  if (session.isSessionUsedUp && !session.nextReset) return null;
  return "status";
}
