import { readStored, writeStored } from "./browserStorage.ts";
import type { ControllerReturn } from "./controllerReturnAtom.ts";

/** The captive network assistant's os and the controller's captiveStep (read at boot), kept apart from the query. */
export function storeCaptiveContext(entry: { os: string | null; captiveStep: number | null }): void {
  if (entry.os !== null) writeStored("session", "os", entry.os);
  if (entry.captiveStep !== null) writeStored("session", "step", entry.captiveStep);
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

/** What the controller's return says (its retry count, 1 or more, read at boot), or null when this is none. */
export function controllerReturnOf(returned: number | null): ControllerReturn | null {
  return returned === null ? null : { retryCount: returned, step: storedStep() };
}
