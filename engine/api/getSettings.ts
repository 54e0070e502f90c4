import { apiClient } from "./apiClient.ts";
import { checked } from "./checked.ts";
import type { Settings } from "./types.ts";
import { validateSettings } from "./validators/validateSettings.gen.js";

export async function getSettings(): Promise<Settings> {
  return checked("settings", validateSettings, await apiClient("/settings"));
}
