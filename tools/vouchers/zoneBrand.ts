import { existsSync, readFileSync } from "node:fs";
import { extname, relative, resolve } from "node:path";
import { lintFleet } from "../../fleet/lint/lintFleet.ts";
import { isObject } from "../../fleet/lint/walkNodes.ts";
import { nameFromPrefix } from "../../fleet/manifests/zoneName.ts";

export interface ZoneBrand {
  name: string;
  primary: string;
  body: string;
  /** the logo as a data: URL, so the sheet is one file that prints anywhere */
  logo?: string;
  locales: string[];
  /** what staff and passengers call the zone: its zones[].name, else from its prefix ("Polaris") */
  zoneName: string;
  /** the Wi-Fi network passengers join: network.wifiName, else the first of network.ssids */
  wifiName?: string;
  /** the vessel file, for a note on what to set */
  file?: string;
}

const MIME: Record<string, string> = { ".svg": "image/svg+xml", ".png": "image/png", ".webp": "image/webp" };

/** The brand, languages, name and network of a zone, from the manifests the server serves. */
export function zoneBrand(zoneId: string, zonePrefix: string, root: string): ZoneBrand | undefined {
  const zone = lintFleet({ root }).zones.find((z) => z.manifest.zonePrefix === zonePrefix);
  if (!zone) return undefined;
  const m = zone.manifest;
  const brand = isObject(m.brand) ? m.brand : {};
  const colors = isObject(brand.colors) ? brand.colors : {};
  const network = isObject(m.network) ? m.network : {};
  const entry = (Array.isArray(m.zones) ? m.zones : []).find((z) => isObject(z) && z.zoneId === zoneId);
  const logoDir = zone.assetDirs["/brand/logo"];
  const logoFile = typeof brand.logo === "string" && logoDir ? resolve(logoDir, brand.logo) : undefined;
  const logo =
    logoFile && existsSync(logoFile)
      ? `data:${MIME[extname(logoFile)] ?? "application/octet-stream"};base64,${readFileSync(logoFile).toString("base64")}`
      : undefined;
  const ssids = Array.isArray(network.ssids) ? network.ssids : [];
  const wifiName = typeof network.wifiName === "string" ? network.wifiName : ssids[0];
  return {
    name: String(brand.name ?? zonePrefix),
    primary: String(colors.primary ?? "#314e92"),
    body: String(colors.body ?? "#ffffff"),
    logo,
    locales: Array.isArray(m.locales) ? m.locales.map(String) : ["en"],
    zoneName: isObject(entry) && typeof entry.name === "string" ? entry.name : nameFromPrefix(zonePrefix),
    ...(typeof wifiName === "string" ? { wifiName } : {}),
    file: relative(process.cwd(), zone.file),
  };
}

/** The zone's brand, or plain defaults when MANIFESTS_DIR has no layout for it (the sheet still prints). */
export function brandOrDefault(zoneId: string, zonePrefix: string, root: string): ZoneBrand {
  return (
    zoneBrand(zoneId, zonePrefix, root) ?? {
      ...{ name: zonePrefix, primary: "#314e92", body: "#ffffff", locales: ["en"] },
      zoneName: nameFromPrefix(zonePrefix),
    }
  );
}
