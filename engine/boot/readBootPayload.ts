import type { Session, Settings } from "../api/types.ts";
import { validateSession } from "../api/validators/validateSession.gen.js";
import { validateSettings } from "../api/validators/validateSettings.gen.js";
import type { Query } from "../state/queryAtom.ts";
import type { Zone } from "../state/zoneAtom.ts";

export interface BootPayload {
  settings: Settings;
  session: Session | null;
  /** the zone's manifest, when the server put it in the page */
  manifest?: Zone;
}

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
    return { settings: data.settings as Settings, session: data.session as Session | null, manifest };
  } catch {
    return null;
  }
}
