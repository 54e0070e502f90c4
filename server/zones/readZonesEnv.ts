import { checkSection } from "../env/checkEnv.ts";
import type { EnvSection } from "../env/EnvSection.ts";

export const ZONES_ENV = {
  MANIFESTS_DIR: {
    rule: { type: "string", minLength: 1, default: "./manifests" },
    unset: "./manifests",
    text: "the fleet: linted at start and on SIGHUP, its zones reconciled into the database ([zones at run time](../explanation/zones-at-run-time.md))",
  },
} satisfies EnvSection;

/** MANIFESTS_DIR; a wrong one throws ServerEnvError. */
export function readZonesEnv(env: NodeJS.ProcessEnv): { manifestsDir: string } {
  return { manifestsDir: checkSection<{ MANIFESTS_DIR: string }>(ZONES_ENV, env).MANIFESTS_DIR };
}
