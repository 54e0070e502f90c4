import { checkSection } from "../env/checkEnv.ts";
import type { EnvSection } from "../env/EnvSection.ts";

export const METRICS_ENV = {
  METRICS_TOKEN: {
    rule: { type: "string", minLength: 32, secret: true },
    unset: "",
    text: "32+ characters: `GET /metrics` answers Prometheus's text to `Authorization: Bearer <token>` ([metrics](../how-to/prometheus-grafana.md)); unset: `/metrics` is a JSON 404",
  },
} satisfies EnvSection;

/** METRICS_TOKEN; a wrong one throws ServerEnvError (never repeating the token). */
export function readMetricsEnv(env: NodeJS.ProcessEnv): { token?: string } {
  return { token: checkSection<{ METRICS_TOKEN?: string }>(METRICS_ENV, env).METRICS_TOKEN };
}
