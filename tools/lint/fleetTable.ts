import { relative, sep } from "node:path";
import { MANIFEST_ROOT } from "../../fleet/manifests/listManifestFiles.ts";
import type { ResolvedManifest } from "../../fleet/manifests/resolveManifest.ts";
import { isObject } from "../../fleet/lint/walkNodes.ts";

const cell = (text: string) => text.replace(/\|/g, "\\|");

// the start-page variant is the sequence of its widgets: the variants are data, so is their name
function startVariant(zone: ResolvedManifest): string {
  const pages = isObject(zone.manifest.pages) ? zone.manifest.pages : {};
  const start = Array.isArray(pages.StartPage) ? pages.StartPage : [];
  return start.map((node) => (isObject(node) ? String(node.type) : "?")).join(" · ");
}

// the zone ids (what the gateway sends) that the server serves with this layout
function zoneIds(zone: ResolvedManifest): string {
  const zones = Array.isArray(zone.manifest.zones) ? zone.manifest.zones : [];
  return zones.map((z) => (isObject(z) ? String(z.zoneId) : "?")).join(", ");
}

/** The fleet as a Markdown table: family → vessel → zone ids → tier → start-page variant → locales. */
export function fleetTable(zones: ResolvedManifest[], root: string = MANIFEST_ROOT): string {
  const rows = zones
    .map((zone) => {
      const parts = relative(root, zone.file)
        .replace(/\.json$/, "")
        .split(sep);
      const brand = isObject(zone.manifest.brand) ? String(zone.manifest.brand.name ?? "") : "";
      return {
        family: `${parts[0]}${brand ? ` (${brand})` : ""}`,
        vessel: parts.slice(1).join("/"),
        zones: zoneIds(zone),
        tier: String(zone.manifest.tier),
        start: startVariant(zone),
        locales: Array.isArray(zone.manifest.locales) ? zone.manifest.locales.join(", ") : "",
      };
    })
    .sort((a, b) => a.family.localeCompare(b.family) || a.vessel.localeCompare(b.vessel));
  const header = ["Family", "Vessel", "Zone ids", "Tier", "Start page", "Locales"];
  let family = "";
  const cells = rows.map((row) => {
    // the family is named once, on its first vessel, so the table reads as a tree
    const shown = row.family === family ? "" : row.family;
    family = row.family;
    return [shown, row.vessel, row.zones, row.tier, row.start, row.locales].map(cell);
  });
  // padded like the formatter (biome) pads Markdown tables, so the two never fight over the file
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] as string).length)));
  const line = (values: string[]) => `| ${values.map((v, i) => v.padEnd(widths[i] as number)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n");
}
