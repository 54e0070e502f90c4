import { Counter, type Registry } from "prom-client";
import type { DisconnectResult, GatewayCounts } from "../gateway/aaa/GatewayCounts.ts";

// both faces' answers, by face (gateway/aaa/countedCore.ts), and the Disconnect-Requests sent and
// how each was answered (gateway/aaa/Disconnector.ts)
export function gatewayCounters(registers: Registry[]): GatewayCounts {
  const labelNames = ["face"];
  const accepts = new Counter({
    name: "gangway_radius_accepts_total",
    help: "devices let online (Access-Accept, or rlm_rest's 200), by face: radius (the native server, the simulator too) or rest (FreeRADIUS's rlm_rest)",
    labelNames,
    registers,
  });
  const rejects = new Counter({
    name: "gangway_radius_rejects_total",
    help: "devices refused (Access-Reject, or rlm_rest's 401), by face",
    labelNames,
    registers,
  });
  const accounting = new Counter({
    name: "gangway_radius_accounting_total",
    help: "accounting requests answered (Start, Interim-Update, Stop, Accounting-On/-Off), by face",
    labelNames,
    registers,
  });
  const disconnects = {
    sent: "Disconnect-Requests sent to a gateway (RFC 5176), retransmissions not counted, by gateway (its NAS-Identifier) and the address it went to",
    acknowledged: "Disconnect-Requests a gateway acknowledged (Disconnect-ACK), by gateway",
    refused: "Disconnect-Requests a gateway refused (Disconnect-NAK), by gateway",
    unanswered:
      "Disconnect-Requests no answer came to after the retries (the device may still be online), by gateway",
  };
  // by gateway: one gateway that stops answering is not hidden among many that answer
  const disconnect = Object.fromEntries(
    Object.entries(disconnects).map(([result, help]) => [
      result,
      new Counter({
        name: `gangway_radius_disconnects_${result}_total`,
        help,
        labelNames: ["gateway", "address"],
        registers,
      }),
    ]),
  ) as Record<DisconnectResult, Counter>;
  for (const face of ["radius", "rest"])
    for (const counter of [accepts, rejects, accounting]) counter.inc({ face }, 0);
  return {
    access: (face, accepted) => (accepted ? accepts : rejects).inc({ face }),
    accounting: (face) => accounting.inc({ face }),
    disconnect: (result, to) => disconnect[result].inc(to),
  };
}
