import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { dialectName } from "../../fleet/gateway/gatewayDialects.ts";
import { httpError } from "../http/problem.ts";
import { OPENNDS_LIMITS } from "../gateway/dialects/openndsDialect.ts";
import { agentSigned } from "../gateway/opennds/agentSignature.ts";
import { binauthCall } from "../gateway/opennds/binauthCall.ts";
import { ndsctlClients } from "../gateway/opennds/ndsctlClients.ts";
import { OPENNDS_ENTRY_REFUSALS, readOpenndsEntry } from "../gateway/opennds/readOpenndsEntry.ts";

type Zoned = { Params: { zoneId: string } };
// what the agent posts: its bytes as it signed them
const AGENT_TYPE = "application/x-gangway-opennds";
const MAX_BODY = 1024 * 1024;
// the zone in the path, checked like every path parameter; the calls are the agent's, not the
// portal's API: left out of the document
const schema = {
  hide: true,
  params: {
    type: "object",
    required: ["zoneId"],
    properties: { zoneId: { type: "string", minLength: 1, maxLength: 64 } },
  },
} as const;

/**
 * openNDS's side of Gangway: the FAS entry (openNDS's faspath, /opennds/<zoneId>), and the two
 * calls of the agent that runs on the gateway (ops/opennds/): BinAuth's, answered with the
 * device's limits as openNDS reads them, and its periodic `ndsctl json`, recorded as interim
 * accounting and answered with the devices to de-authenticate. Every agent call is signed with
 * the zone's faskey (agentSignature.ts); a zone not behind openNDS has none of these.
 */
export const openndsRoutes: FastifyPluginAsync = async (app) => {
  const core = app.gateway.face("rest");
  app.addContentTypeParser(AGENT_TYPE, { parseAs: "string", bodyLimit: MAX_BODY }, (_r, body, done) =>
    done(null, body),
  );

  const openndsZone = (zoneId: string) => {
    const zone = app.zones.zones.find((z) => z.zoneId === zoneId);
    const key = app.devices.gatewayKeyOf(zoneId);
    if (!zone || dialectName(zone.network?.gateway) !== "opennds" || key === undefined)
      throw httpError(404, "no zone behind openNDS by that id");
    return { zone, key };
  };

  const signedBody = (request: FastifyRequest<Zoned>): string => {
    const { key } = openndsZone(request.params.zoneId);
    const body = typeof request.body === "string" ? request.body : "";
    const header = request.headers["x-gangway-signature"];
    if (
      !agentSigned(
        typeof header === "string" ? header : undefined,
        key,
        request.params.zoneId,
        body,
        app.now(),
      )
    ) {
      request.log.warn({ zoneId: request.params.zoneId }, "openNDS agent call with a wrong signature");
      throw httpError(403, "the agent's signature does not match the zone's faskey");
    }
    return body;
  };

  // openNDS's faspath: the zone in the path, the device in `fas` (readOpenndsEntry.ts); the portal's
  // page reads it with the MAC beside it, as the other dialects' entries
  app.get<Zoned & { Querystring: Record<string, string | string[] | undefined> }>(
    "/opennds/:zoneId",
    { schema },
    async (request, reply) => {
      const { zoneId } = request.params;
      const { zone, key } = openndsZone(zoneId);
      const entry = readOpenndsEntry(zoneId, zone.network?.openndsFasLevel === 3, key, request.query);
      if (entry.kind === "refused") {
        // which of the refusals: their words alike once left the log unable to tell them apart
        request.log.info({ zoneId, reason: entry.reason }, "openNDS entry refused");
        throw httpError(400, OPENNDS_ENTRY_REFUSALS[entry.reason]);
      }
      if (entry.why === "authenticated")
        request.log.info(
          { zoneId },
          "openNDS sent back a device it lets through already: to its status page",
        );
      return reply.redirect(entry.location, 302);
    },
  );

  app.post<Zoned>("/api/v1/opennds/:zoneId/binauth", { schema }, async (request, reply: FastifyReply) => {
    const call = binauthCall(request.params.zoneId, new URLSearchParams(signedBody(request)), app.now());
    if (!call) throw httpError(400, "not a BinAuth call the agent makes");
    const source = request.ip;
    if (call.kind === "accounting") {
      await core.accounting(call.attributes, source);
      return reply.code(204).send();
    }
    const answer = await core.access(call.attributes, source);
    if (!answer.accept) return reply.code(403).type("text/plain").send(`refused ${answer.reason}\n`);
    const value = (name: string) => Number(answer.attributes.find(([n]) => n === name)?.[1] ?? 0);
    // BinAuth's answer as openNDS reads it: seconds, upload and download rate, upload and download quota
    const line = [
      value(OPENNDS_LIMITS.session),
      value(OPENNDS_LIMITS.upRate),
      value(OPENNDS_LIMITS.downRate),
      0,
      value(OPENNDS_LIMITS.downQuota),
    ].join(" ");
    return reply.type("text/plain").send(`${line}\n`);
  });

  app.post<Zoned>("/api/v1/opennds/:zoneId/clients", { schema }, async (request, reply) => {
    const { zoneId } = request.params;
    const interims = ndsctlClients(zoneId, signedBody(request), app.now());
    if (!interims) throw httpError(400, "not openNDS's `ndsctl json`");
    for (const attributes of interims) await core.accounting(attributes, request.ip);
    // the devices to let go, one MAC a line, for `ndsctl deauth`
    const deauths = app.gateway.openndsDeauths.take(zoneId);
    return reply.type("text/plain").send(deauths.map((mac) => `${mac}\n`).join(""));
  });
};
