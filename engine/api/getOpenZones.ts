import { apiClient } from "./apiClient.ts";
import { checked } from "./checked.ts";
import type { OpenZone } from "./types.ts";
import { validateOpenZoneList } from "./validators/validateOpenZoneList.gen.js";

export async function getOpenZones(): Promise<OpenZone[]> {
  return checked("open zones", validateOpenZoneList, await apiClient("/opens/zone"));
}
