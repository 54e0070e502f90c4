import type { BootPayload } from "../../schemas/gen/api.gen.ts";
import { validateBootPayload } from "../../schemas/gen/validateBootPayload.gen.js";
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
 * trips), checked by the schema's generated validator (schemas/api/boot-payload.schema.json) and
 * used only when they are about this very device and zone. Anything else is none: the start-up
 * asks the API as on a page the server did not draw.
 */
export function readBootPayload(query: Query, doc: Document = document): BootPayload | null {
  const data = pageData(doc);
  if (data === null) return null;
  if (!validateBootPayload(data)) {
    console.warn("the page's data does not match its schema; asking the server", validateBootPayload.errors);
    return null;
  }
  const payload = data as BootPayload;
  // the schema holds the MAC as the server writes it (lower case, colons), as queryOf reads one
  return payload.zoneId === query.zoneId && payload.mac === query.mac ? payload : null;
}
