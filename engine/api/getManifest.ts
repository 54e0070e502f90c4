import { ofetch } from "ofetch";
import type { Zone } from "./Zone.ts";

/**
 * The zone's manifest at the immutable address its settings give (/zones/<hash>.json): the server
 * reads manifests at run time, so no manifest is in the bundle. Used when the page did not carry
 * it inline (a page served without boot data, or the dev server).
 */
export async function getManifest(url: string): Promise<Zone> {
  const zone = await ofetch<Zone>(url, { retry: 1, timeout: 15000, responseType: "json" });
  if (typeof zone !== "object" || zone === null || typeof zone.pages !== "object")
    throw new Error(`no zone manifest at ${url}`);
  return zone;
}
