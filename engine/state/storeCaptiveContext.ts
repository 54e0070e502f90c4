import { writeStored } from "./browserStorage.ts";

/** The captive network assistant's os and the controller's captiveStep, kept apart from the query. */
export function storeCaptiveContext(search: string): void {
  const params = new URLSearchParams(search);
  const os = params.get("os");
  const step = params.get("captiveStep");
  if (os && /^[\w.-]{1,32}$/.test(os)) writeStored("session", "os", os);
  if (step && /^\d{1,2}$/.test(step)) writeStored("session", "step", Number(step));
}
