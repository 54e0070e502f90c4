import { checkSection } from "../env/checkEnv.ts";
import type { EnvSection } from "../env/EnvSection.ts";

// whether the simulator runs is the composition's (ACCESS_CONTROLLER_SIMULATOR, wiring/simulatorSwitch.ts)
export const SIMULATORS_ENV = {
  CRUISE_JOB_DELAY_MS: {
    rule: { type: "integer", minimum: 0, maximum: 999_999_999 },
    unset: "1500",
    text: "how long a cruise validation or charge answers 202 (a booking may set its own)",
  },
} satisfies EnvSection;

/** CRUISE_JOB_DELAY_MS; a wrong one throws ServerEnvError. */
export function readSimulatorsEnv(env: NodeJS.ProcessEnv): { cruiseJobDelayMs?: number } {
  return {
    cruiseJobDelayMs: checkSection<{ CRUISE_JOB_DELAY_MS?: number }>(SIMULATORS_ENV, env).CRUISE_JOB_DELAY_MS,
  };
}
