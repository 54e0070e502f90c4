import type { BootPayload } from "./bootPayload.ts";

export interface ChunkMap {
  zones: Record<string, { file: string; locales: string[] }>;
  catalogs: Record<string, string>;
}

// JSON inside <script> must not be able to close the element or start a comment
function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The zone's first locale the browser asks for (Accept-Language), else the zone's first. */
export function preferredLocale(locales: string[], acceptLanguage: string | undefined): string | undefined {
  const asked = (acceptLanguage ?? "")
    .split(",")
    .map((part) => part.split(";")[0]?.trim().slice(0, 2).toLowerCase());
  return asked.find((l) => l && locales.includes(l)) ?? locales[0];
}

/**
 * index.html with the boot payload as inert JSON (CSP allows no inline script, and this is data)
 * and modulepreload links for the zone's manifest and catalog, fetched beside the main bundle.
 */
export function portalHtml(
  template: string,
  payload: BootPayload | null,
  chunks: ChunkMap | null,
  acceptLanguage?: string,
): string {
  if (!payload) return template;
  const head: string[] = [`<script type="application/json" id="gw-boot">${safeJson(payload)}</script>`];
  const zone = chunks?.zones[payload.zonePrefix];
  if (zone) {
    head.push(`<link rel="modulepreload" href="${zone.file}">`);
    const catalog = chunks?.catalogs[preferredLocale(zone.locales, acceptLanguage) ?? ""];
    if (catalog) head.push(`<link rel="modulepreload" href="${catalog}">`);
  }
  return template.replace("</head>", `${head.join("\n")}\n</head>`);
}
