import { readStored, writeStored } from "./browserStorage.ts";
import type { ControllerReturn } from "./controllerReturnAtom.ts";

/** The captive network assistant's os and the controller's captiveStep, kept apart from the query. */
export function storeCaptiveContext(search: string): void {
  const params = new URLSearchParams(search);
  const os = params.get("os");
  const step = params.get("captiveStep");
  if (os && /^[\w.-]{1,32}$/.test(os)) writeStored("session", "os", os);
  if (step && /^\d{1,2}$/.test(step)) writeStored("session", "step", Number(step));
}

/** The step the device was last sent to the controller for (stored on the way out, or on return). */
export function storedStep(): number | null {
  const step = readStored<number>("session", "step");
  return typeof step === "number" ? step : null;
}

/** The operating system a captive network assistant named, if the portal was opened in one. */
export function storedOs(): string | null {
  return readStored<string>("session", "os");
}

/** What the controller's return in this URL says, or null when the URL carries no retryCount. */
export function controllerReturnOf(search: string): ControllerReturn | null {
  const raw = new URLSearchParams(search).get("retryCount");
  const retryCount = raw === null ? Number.NaN : Number.parseInt(raw, 10);
  if (!Number.isFinite(retryCount) || retryCount < 1) return null;
  return { retryCount, step: storedStep() };
}
