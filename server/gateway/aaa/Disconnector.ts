import type { FastifyBaseLogger } from "fastify";
import type { Store } from "../../storage/Store.ts";
import type { RadiusClients } from "../radius/RadiusClients.ts";
import type { RadiusRequester } from "../radius/sendRequest.ts";
import type { GatewayCounts } from "./GatewayCounts.ts";

// RFC 5176's port for Disconnect-Requests and CoA
export const DISCONNECT_PORT = 3799;

export interface Disconnector {
  /**
   * Gangway let a device go (logout, a voucher's oldest device logged out, reset, its allowance
   * used up): every gateway with an open accounting session for it gets a Disconnect-Request.
   * Never throws; resolves once each gateway answered or the retries ran out.
   */
  disconnect(zoneId: string, mac: string, reason: string): Promise<void>;
}

export interface DisconnectorOptions {
  store: Store;
  clients: () => RadiusClients;
  requester: RadiusRequester;
  // where a gateway listens for Disconnect-Requests (3799 unless told; the simulator's own port)
  portFor: (address: string) => number;
  log: FastifyBaseLogger;
  // sent, and how each was answered (GET /metrics)
  counts: GatewayCounts;
}

export function radiusDisconnector(o: DisconnectorOptions): Disconnector {
  return {
    async disconnect(zoneId, mac, reason) {
      try {
        const sessions = await o.store.db
          .selectFrom("accounting_sessions")
          .select(["gateway", "acct_session_id", "user_name", "nas_address"])
          .where("zone_id", "=", zoneId)
          .where("mac", "=", mac)
          .where("stopped_at", "is", null)
          .execute();
        await Promise.all(
          sessions.map(async (s) => {
            const secret = o.clients().secretFor(s.nas_address);
            const about = { zoneId, gateway: s.gateway, reason };
            if (!secret)
              return o.log.warn(
                about,
                "no RADIUS client secret for the gateway: it was not told to disconnect",
              );
            o.counts.disconnect("sent");
            const answer = await o.requester.send(
              { address: s.nas_address, port: o.portFor(s.nas_address), secret },
              "Disconnect-Request",
              [
                ["User-Name", s.user_name],
                ["Acct-Session-Id", s.acct_session_id],
                ["Calling-Station-Id", mac.replaceAll(":", "-").toUpperCase()],
              ],
            );
            o.counts.disconnect(
              answer === "Disconnect-ACK" ? "acknowledged" : answer ? "refused" : "unanswered",
            );
            if (answer === "Disconnect-ACK") o.log.info(about, "gateway disconnected a device");
            else o.log.warn({ ...about, answer: answer ?? "none" }, "gateway did not disconnect a device");
          }),
        );
      } catch (err) {
        o.log.error({ err, zoneId }, "disconnect failed");
      }
    },
  };
}
