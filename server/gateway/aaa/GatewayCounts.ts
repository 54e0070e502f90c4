// What the gateway side counts, for GET /metrics: the core's answers by the face that asked (the
// native RADIUS server, FreeRADIUS's rlm_rest) and the Disconnect-Requests sent. One place counts
// (countedCore.ts, Disconnector.ts); a face only passes through it.
export type GatewayFace = "radius" | "rest";
// sent: a Disconnect-Request went to a gateway; its answer: ACK, NAK, or none after the retries
export type DisconnectResult = "sent" | "acknowledged" | "refused" | "unanswered";

export interface GatewayCounts {
  access(face: GatewayFace, accepted: boolean): void;
  accounting(face: GatewayFace): void;
  // to: the gateway's NAS-Identifier, as the accounting that holds the device names it, and the
  // address the Disconnect-Request went to (two gateways may share a NAS-Identifier)
  disconnect(result: DisconnectResult, to: { gateway: string; address: string }): void;
}

export const NO_GATEWAY_COUNTS: GatewayCounts = {
  access() {},
  accounting() {},
  disconnect() {},
};
