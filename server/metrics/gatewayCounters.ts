import { Counter, type Registry } from "prom-client";
import type { DisconnectResult, GatewayCounts, GatewayFace } from "../gateway/aaa/GatewayCounts.ts";

const FACES: GatewayFace[] = ["radius", "rest"];

// both faces' answers, by face (gateway/aaa/countedCore.ts), and the Disconnect-Requests sent and
// how each was answered (gateway/aaa/Disconnector.ts)
export function gatewayCounters(registers: Registry[]): GatewayCounts {
  const labelNames = ["face"];
  // every answer counts: in plain numbers, handed to the counters when they are read (a counter's
  // inc hashes its labels, each answer's cost)
  const counted = (): Record<GatewayFace, number> => ({ radius: 0, rest: 0 });
  const answers = { accepts: counted(), rejects: counted(), accounting: counted() };
  const byFace = (name: string, help: string, counts: Record<GatewayFace, number>) =>
    new Counter({
      ...{ name, help, labelNames, registers },
      collect() {
        this.reset();
        for (const face of FACES) this.inc({ face }, counts[face]);
      },
    });
  byFace(
    "gangway_radius_accepts_total",
    "devices let online (Access-Accept, or rlm_rest's 200), by face: radius (the native server, the simulator too) or rest (FreeRADIUS's rlm_rest)",
    answers.accepts,
  );
  byFace(
    "gangway_radius_rejects_total",
    "devices refused (Access-Reject, or rlm_rest's 401), by face",
    answers.rejects,
  );
  byFace(
    "gangway_radius_accounting_total",
    "accounting requests answered (Start, Interim-Update, Stop, Accounting-On/-Off), by face",
    answers.accounting,
  );
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
  return {
    access: (face, accepted) => {
      (accepted ? answers.accepts : answers.rejects)[face]++;
    },
    accounting: (face) => {
      answers.accounting[face]++;
    },
    disconnect: (result, to) => disconnect[result].inc(to),
  };
}
