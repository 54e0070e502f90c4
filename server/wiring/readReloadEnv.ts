import { checkSection, FLAG, flagOf } from "../env/checkEnv.ts";
import type { EnvSection } from "../env/EnvSection.ts";

export const RELOAD_ENV = {
  MANIFESTS_WATCH: {
    rule: FLAG,
    unset: "off",
    text: "development: reload `MANIFESTS_DIR` whenever a file in it changes, as SIGHUP does",
  },
} satisfies EnvSection;

/** MANIFESTS_WATCH; a wrong one throws ServerEnvError. */
export function readReloadEnv(env: NodeJS.ProcessEnv): { watch: boolean } {
  return {
    watch: flagOf(checkSection<{ MANIFESTS_WATCH?: string }>(RELOAD_ENV, env).MANIFESTS_WATCH, false),
  };
}
