import { existsSync, readFileSync } from "node:fs";
import { extname, resolve } from "node:path";
import { lintFleet } from "../../fleet/lint/lintFleet.ts";
import { isObject } from "../../fleet/lint/walkNodes.ts";

export interface ZoneBrand {
  name: string;
  primary: string;
  body: string;
  /** the logo as a data: URL, so the sheet is one file that prints anywhere */
  logo?: string;
  locales: string[];
}

const MIME: Record<string, string> = { ".svg": "image/svg+xml", ".png": "image/png", ".webp": "image/webp" };

/** The brand and languages of the zone with this prefix, from the manifests the server serves. */
export function zoneBrand(zonePrefix: string, root: string): ZoneBrand | undefined {
  const zone = lintFleet({ root }).zones.find((z) => z.manifest.zonePrefix === zonePrefix);
  if (!zone) return undefined;
  const m = zone.manifest;
  const brand = isObject(m.brand) ? m.brand : {};
  const colors = isObject(brand.colors) ? brand.colors : {};
  const logoDir = zone.assetDirs["/brand/logo"];
  const logoFile = typeof brand.logo === "string" && logoDir ? resolve(logoDir, brand.logo) : undefined;
  const logo =
    logoFile && existsSync(logoFile)
      ? `data:${MIME[extname(logoFile)] ?? "application/octet-stream"};base64,${readFileSync(logoFile).toString("base64")}`
      : undefined;
  return {
    name: String(brand.name ?? zonePrefix),
    primary: String(colors.primary ?? "#314e92"),
    body: String(colors.body ?? "#ffffff"),
    logo,
    locales: Array.isArray(m.locales) ? m.locales.map(String) : ["en"],
  };
}
