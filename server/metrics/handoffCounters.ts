import { Counter, type Registry } from "prom-client";
import type { HandoffStats } from "../access/credentials/HandoffStats.ts";
import type { MetricSources } from "./promMetrics.ts";

// the handoff counts credentials and gateway redirects itself (access/credentials/HandoffStats.ts)
export function handoffCounters(sources: MetricSources, registers: Registry[]): void {
  const labelled = (name: string, help: string, label: string, read: (s: HandoffStats) => object) =>
    new Counter({
      name,
      help,
      labelNames: [label],
      registers,
      collect() {
        const stats = sources.handoff?.();
        this.reset();
        if (stats)
          for (const [value, n] of Object.entries(read(stats))) this.inc({ [label]: value }, n as number);
      },
    });
  labelled(
    "gangway_handoff_credentials_total",
    "one-time handoff credentials in gateways' Access-Requests, by verdict (accepted, unknown, other-device, bad-password, used, expired, other-grant)",
    "verdict",
    (s) => s.credentials,
  );
  labelled(
    "gangway_handoff_entries_total",
    "gateways' redirects to the portal that name where the device logs on, by outcome (vouched; refused: a forged md, a login address the manifest does not list)",
    "outcome",
    (s) => s.entries,
  );
}
