/** What a start-page request is for, by its URL, the resource type and the build's chunk map. */
// "tap": what a start page whose script waits for a touch fetches after the bench's (measureStartPage.ts)
export type Kind =
  | "html"
  | "css"
  | "js"
  | "manifest"
  | "catalog"
  | "api"
  | "image"
  | "later"
  | "tap"
  | "other";

export interface KnownChunks {
  /** the other pages' widgets, fetched at the first touch or key: not part of the start page's weight */
  later?: string;
  /** its stylesheet, fetched with it */
  laterCss?: string;
  /** the validators of answers only a tap asks for, prefetched with it */
  laterValidators?: string;
}

export function kindOf(url: string, resourceType: string, chunks: KnownChunks): Kind {
  const path = new URL(url).pathname;
  if (resourceType === "Document") return "html";
  // the page carries its zone's manifest; fetched alone it is /zones/<hash>.json
  if (path.startsWith("/zones/")) return "manifest";
  if ([chunks.later, chunks.laterCss, chunks.laterValidators].includes(path)) return "later";
  if (path.startsWith("/api/")) return "api";
  if (path.endsWith(".css")) return "css";
  if (/\/assets\/messages-[\w-]+\.js$/.test(path)) return "catalog";
  if (path.endsWith(".js")) return "js";
  if (/\.(svg|webp|avif|png)$/.test(path)) return "image";
  return "other";
}
