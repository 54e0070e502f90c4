import type { Node, SiteRedirect } from "../../schemas/gen/manifest.gen.ts";
import type { Session } from "../api/types.ts";
import type { Zone } from "../api/Zone.ts";
import { fixedRoutes } from "../paths/fixedRoutes.ts";
import { zoneRoutes } from "../paths/zoneRoutes.ts";
import { isConnected } from "../../steps/deviceView.ts";

export interface MoveInput {
  /** the path asked for, and the route the page would be drawn as */
  path: string;
  drawn: string;
  /** the address's query string, passed on as it came */
  search: string;
  session: Session | null;
  zone: Zone;
  /** a form's answer with a banner to show: drawn where it was asked, never moved away from it */
  errors?: readonly string[];
}

// pages that are only a way elsewhere: the script's guard (useNavigationGuard) and the status
// page's (StatusTitleBinding) send the browser on at once
const LEFT = new Set<string>([fixedRoutes.OpenInBrowser, zoneRoutes.StatusPage]);

/**
 * Where the server sends the browser instead of drawing a page (a redirect), or null. A page the
 * app would leave at once is otherwise drawn at an address that is not its own, and without the
 * script it never leaves: OpenInBrowser in a full browser is the store (spec §2, navigation
 * guard), the status page of a device without a session is the start page, and a status page that
 * is only a way on (SiteRedirect) sends a connected device to the operator's site. The entry and
 * the start page drawn as the status page stay where they are (one round trip less; the app
 * writes the address it would have gone to).
 */
export function movedTo({ path, drawn, search, session, zone, errors }: MoveInput): string | null {
  if (drawn !== path && LEFT.has(path) && !errors?.length) return `${drawn}${search}`;
  if (drawn !== zoneRoutes.StatusPage || !isConnected(session)) return null;
  const nodes = zone.pages.StatusPage ?? [];
  const site = nodes.find((node): node is SiteRedirect & Node => node.type === "SiteRedirect");
  return site ? (site.href ?? zone.links?.browse ?? null) : null;
}
