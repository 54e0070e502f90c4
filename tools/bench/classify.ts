/** What a start-page request is for, by its URL, the resource type and the zone's chunk. */
export type Kind = "html" | "css" | "js" | "manifest" | "catalog" | "api" | "image" | "other";

export function kindOf(url: string, resourceType: string, zoneChunk: string | undefined): Kind {
  const path = new URL(url).pathname;
  if (resourceType === "Document") return "html";
  if (zoneChunk && path === zoneChunk) return "manifest";
  if (path.startsWith("/api/")) return "api";
  if (path.endsWith(".css")) return "css";
  if (/\/assets\/messages-[\w-]+\.js$/.test(path)) return "catalog";
  if (path.endsWith(".js")) return "js";
  if (/\.(svg|webp|png)$/.test(path)) return "image";
  return "other";
}
