import type { FastifyBaseLogger } from "fastify";
import type { Storage } from "../../storage/Storage.ts";
import type { RadiusClients } from "../radius/RadiusClients.ts";
import type { RadiusRequester } from "../radius/RadiusRequester.ts";
import type { GatewayCounts } from "./GatewayCounts.ts";
import { recordDisconnectAnswer } from "../../access/disconnectAnswers.ts";

// RFC 5176's port for Disconnect-Requests and CoA
export const DISCONNECT_PORT = 3799;

// how one gateway answered a Disconnect-Request: none (no answer after the retries), no-secret (not
// a configured client, so never asked)
export interface DisconnectAnswer {
  gateway: string;
  // "queued": behind openNDS, for its agent to apply at its next report (gateway/opennds/)
  answer: "Disconnect-ACK" | "Disconnect-NAK" | "none" | "no-secret" | "queued";
}

export interface Disconnector {
  /**
   * Gangway let a device go (logout, a voucher's oldest device logged out, reset, its allowance
   * used up): every gateway with an open accounting session for it gets a Disconnect-Request,
   * each at its own address (targetOf).
   * Never throws; resolves once each gateway answered or the retries ran out, with their answers
   * (the console shows them).
   */
  disconnect(zoneId: string, mac: string, reason: string): Promise<DisconnectAnswer[]>;
}

export interface DisconnectorOptions {
  store: Storage;
  clients: () => RadiusClients;
  requester: RadiusRequester;
  // where a gateway listens for Disconnect-Requests (3799 unless told; the simulator's own port)
  portFor: (address: string) => number;
  log: FastifyBaseLogger;
  // sent, and how each was answered, per gateway (GET /metrics)
  counts: GatewayCounts;
  // when an answer is kept (disconnect_answers: the console's gateway health page)
  now: () => number;
}

/**
 * Where a session's Disconnect-Request goes: the NAS-IP-Address its gateway reported, when that is
 * a configured client; else the address its packets came from (a gateway behind NAT names its
 * private address), when that is one. With the client's secret either way.
 */
export function targetOf(clients: RadiusClients, nasAddress: string, source: string) {
  for (const address of [nasAddress, source]) {
    const secret = address ? clients.secretFor(address) : undefined;
    if (secret) return { address, secret };
  }
  return undefined;
}

export function radiusDisconnector(o: DisconnectorOptions): Disconnector {
  return {
    async disconnect(zoneId, mac, reason) {
      try {
        const sessions = await o.store.db
          .selectFrom("accounting_sessions")
          .select(["client_address", "gateway", "acct_session_id", "user_name", "nas_address"])
          .where("zone_id", "=", zoneId)
          .where("mac", "=", mac)
          .where("stopped_at", "is", null)
          .execute();
        return await Promise.all(
          sessions.map(async (s): Promise<DisconnectAnswer> => {
            const target = targetOf(o.clients(), s.nas_address, s.client_address);
            const about = { zoneId, gateway: s.gateway, reason };
            if (!target) {
              o.log.warn(about, "no RADIUS client secret for the gateway: it was not told to disconnect");
              return { gateway: s.gateway, answer: "no-secret" };
            }
            const to = { gateway: s.gateway, address: target.address };
            o.counts.disconnect("sent", to);
            const answer = await o.requester.send(
              { ...target, port: o.portFor(target.address) },
              "Disconnect-Request",
              [
                ["User-Name", s.user_name],
                ["Acct-Session-Id", s.acct_session_id],
                ["Calling-Station-Id", mac.replaceAll(":", "-").toUpperCase()],
              ],
            );
            o.counts.disconnect(
              answer === "Disconnect-ACK" ? "acknowledged" : answer ? "refused" : "unanswered",
              to,
            );
            if (answer === "Disconnect-ACK") o.log.info(about, "gateway disconnected a device");
            else o.log.warn({ ...about, answer: answer ?? "none" }, "gateway did not disconnect a device");
            const kept = answer === "Disconnect-ACK" ? answer : answer ? "Disconnect-NAK" : "none";
            await recordDisconnectAnswer(o.store.db, {
              ...{ at: o.now(), zoneId, ...to, answer: kept },
            }).catch((err: unknown) =>
              o.log.warn({ err, ...about }, "a Disconnect-Request's answer not kept"),
            );
            return { gateway: s.gateway, answer: kept };
          }),
        );
      } catch (err) {
        o.log.error({ err, zoneId }, "disconnect failed");
        return [];
      }
    },
  };
}
