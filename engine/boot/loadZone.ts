import { getManifest } from "../api/getManifest.ts";
import type { Settings } from "../api/types.ts";
import type { Zone } from "../api/Zone.ts";
import { loadChunk } from "../api/loadChunk.ts";
import { loadSettings } from "./loadSettings.ts";

/**
 * Settings and the zone's manifest when the page did not carry them. Settings kept from earlier
 * in the browser session may name a manifest the server has since replaced (a reload of its
 * manifests folder gives new addresses): then the settings are asked for again, once.
 */
export async function loadZone(zoneId: string): Promise<{ settings: Settings; zone: Zone }> {
  const attempt = async (fresh: boolean) => {
    const settings = await loadSettings(zoneId, fresh);
    const url = settings.manifestUrl;
    if (!url) throw new Error(`no manifest for zone prefix ${settings.zonePrefix}`);
    return { settings, zone: await loadChunk(() => getManifest(url)) };
  };
  try {
    return await attempt(false);
  } catch {
    return attempt(true);
  }
}
