import { apiClient } from "./apiClient.ts";
import { checked } from "./checked.ts";
import type { OpenZone } from "./types.ts";
import { laterValidator } from "./laterValidator.ts";

export async function getOpenZones(): Promise<OpenZone[]> {
  const [answer, validate] = await Promise.all([
    apiClient("/opens/zone"),
    laterValidator("validateOpenZoneList"),
  ]);
  return checked("open zones", validate, answer);
}
