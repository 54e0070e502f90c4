import { apiClient } from "./apiClient.ts";
import { checked } from "./checked.ts";
import { laterValidator } from "./laterValidator.ts";
import type { Settings } from "./types.ts";

export async function getSettings(): Promise<Settings> {
  // the validator arrives beside the answer (laterValidator.ts)
  const [answer, validate] = await Promise.all([apiClient("/settings"), laterValidator("validateSettings")]);
  return checked("settings", validate, answer);
}
