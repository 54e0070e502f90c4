import type { GatewayCore } from "./gatewayCore.ts";
import type { GatewayCounts, GatewayFace } from "./GatewayCounts.ts";

/**
 * The core as one face sees it: every answer it gives that face is counted (an Accept or a Reject,
 * an accounting request recorded or ignored), so the metrics say the same for both faces. A
 * request the core could not answer (it threw) is the face's to count as dropped.
 */
export function countedCore(core: GatewayCore, face: GatewayFace, counts: GatewayCounts): GatewayCore {
  return {
    async access(attributes, source) {
      const answer = await core.access(attributes, source);
      counts.access(face, answer.accept);
      return answer;
    },
    async accounting(attributes, source) {
      const outcome = await core.accounting(attributes, source);
      counts.accounting(face);
      return outcome;
    },
  };
}
