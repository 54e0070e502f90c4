import { checkSection } from "../env/checkEnv.ts";
import type { EnvSection } from "../env/EnvSection.ts";

export const MAINTENANCE_ENV = {
  RETENTION_DAYS: {
    rule: { type: "integer", minimum: 1, maximum: 3650, default: 30 },
    unset: "30",
    text: "days personal data is kept, as the terms promise: session logs, buyers' names and e-mails, order mail, payment notices, failed checkouts ([retention and erasure](../how-to/reports-and-erasure.md))",
  },
} satisfies EnvSection;

/** RETENTION_DAYS; a wrong one throws ServerEnvError. */
export function readMaintenanceEnv(env: NodeJS.ProcessEnv): { retentionDays: number } {
  return { retentionDays: checkSection<{ RETENTION_DAYS: number }>(MAINTENANCE_ENV, env).RETENTION_DAYS };
}
