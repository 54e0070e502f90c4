import { checkSection } from "../env/checkEnv.ts";
import type { EnvSection } from "../env/EnvSection.ts";

export const SEAM_ENV = {
  CLIENT_LIMIT_SCALE: {
    rule: { type: "integer", minimum: 1, maximum: 1_000_000 },
    unset: "1",
    text: "multiplies every per-client-address limit, and each client's share of a zone's cap (the browser tests set 100: all their browsers are 127.0.0.1)",
  },
} satisfies EnvSection;

/** CLIENT_LIMIT_SCALE; a wrong one throws ServerEnvError. */
export function readSeamEnv(env: NodeJS.ProcessEnv): { clientLimitScale?: number } {
  return {
    clientLimitScale: checkSection<{ CLIENT_LIMIT_SCALE?: number }>(SEAM_ENV, env).CLIENT_LIMIT_SCALE,
  };
}
