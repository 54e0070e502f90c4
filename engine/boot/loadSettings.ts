import { getSettings } from "../api/getSettings.ts";
import type { Settings } from "../api/types.ts";
import { readStored, writeStored } from "../state/browserStorage.ts";

/** Settings are fetched once per browser session (per zone) and kept in sessionStorage. */
export async function loadSettings(zoneId: string, fresh = false): Promise<Settings> {
  const stored = fresh ? null : readStored<{ zoneId: string; settings: Settings }>("session", "settings");
  // settings kept before manifests came from the server have no manifestUrl: ask again
  if (stored?.zoneId === zoneId && stored.settings?.manifestUrl) return stored.settings;
  const settings = await getSettings();
  writeStored("session", "settings", { zoneId, settings });
  return settings;
}
