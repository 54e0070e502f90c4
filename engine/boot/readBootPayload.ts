import type { BootPayload } from "../../schemas/gen/api.gen.ts";
import type { Query } from "../state/queryAtom.ts";
import { queryOf } from "./readEntry.ts";

export type { BootPayload } from "../../schemas/gen/api.gen.ts";

// the page's own data as the server wrote it: JSON, or nothing
function pageData(doc: Document): unknown {
  try {
    return JSON.parse(doc.getElementById("gw-boot")?.textContent ?? "null");
  } catch {
    return null;
  }
}

/**
 * The device the server drew the page for, when the address names none and this tab kept none: a
 * page opened in a new tab (the terms, from a link beside a checkbox) starts with empty session
 * storage, but its server knew the device from the query this browser's first page kept.
 */
export function payloadQuery(doc: Document = document): Query | null {
  const data = pageData(doc) as { mac?: unknown; zoneId?: unknown } | null;
  if (typeof data?.mac !== "string" || typeof data?.zoneId !== "string") return null;
  return queryOf({ mac: data.mac, zoneId: data.zoneId });
}

/**
 * The settings, session, zone manifest and the rest the server put into the page (saving round
 * trips), used only when they are about this very device and zone. Anything else is none: the
 * start-up asks the API as on a page the server did not draw. The server checked the data against
 * its schema before it wrote it (server/pages/checkBootPayload.ts) and writes none that fails, so
 * the browser carries no validator of its own for it (issue 44: 8.6 KB of the first touch's app).
 */
export function readBootPayload(query: Query, doc: Document = document): BootPayload | null {
  const data = pageData(doc) as Partial<BootPayload> | null;
  // the MAC as the server writes it (lower case, colons), as queryOf reads one
  return data?.zoneId === query.zoneId && data.mac === query.mac ? (data as BootPayload) : null;
}
