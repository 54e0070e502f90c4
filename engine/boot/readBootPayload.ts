import type { Session, Settings } from "../api/types.ts";
import { validateSession } from "../api/validators/validateSession.gen.js";
import { validateSettings } from "../api/validators/validateSettings.gen.js";
import type { BrandImages } from "../api/BrandImages.ts";
import type { Query } from "../state/queryAtom.ts";
import type { InlinedOpen } from "../state/opensAtom.ts";
import type { Zone } from "../api/Zone.ts";

export interface BootPayload {
  settings: Settings;
  session: Session | null;
  images: BrandImages;
  opens: InlinedOpen[] | null;
  /** the zone's manifest, when the server put it in the page */
  manifest?: Zone;
}

// only images with a size and this origin's sources: anything else is left to the manifest's file
const validImages = (value: unknown): BrandImages => {
  const out: BrandImages = {};
  if (!value || typeof value !== "object") return out;
  for (const slot of ["header", "banner"] as const) {
    const image = (value as BrandImages)[slot];
    if (
      image &&
      typeof image.src === "string" &&
      image.src.startsWith("/") &&
      Number.isFinite(image.width) &&
      Number.isFinite(image.height) &&
      typeof image.placeholder === "string" &&
      Array.isArray(image.sources)
    )
      out[slot] = image;
  }
  return out;
};

const validOpens = (value: unknown): InlinedOpen[] | null =>
  Array.isArray(value) &&
  value.every(
    (o) => Number.isInteger(o?.id) && typeof o?.keyword === "string" && typeof o?.available === "boolean",
  )
    ? (value as InlinedOpen[])
    : null;

const macKey = (mac: string) => mac.replace(/[:-]/g, "").toLowerCase();

/**
 * The settings, session and zone manifest the server put into the page (saving round trips), used only
 * when they are about this very device and zone and pass the same schemas as the API answers.
 */
export function readBootPayload(query: Query, doc: Document = document): BootPayload | null {
  try {
    const data = JSON.parse(doc.getElementById("gw-boot")?.textContent ?? "null");
    if (!data || data.zoneId !== query.zoneId || macKey(String(data.mac)) !== macKey(query.mac)) return null;
    if (!validateSettings(data.settings)) return null;
    if (data.session !== null && !validateSession(data.session)) return null;
    const manifest = typeof data.manifest?.pages === "object" ? (data.manifest as Zone) : undefined;
    return {
      settings: data.settings as Settings,
      session: data.session as Session | null,
      manifest,
      images: validImages(data.images),
      opens: validOpens(data.opens),
    };
  } catch {
    return null;
  }
}
