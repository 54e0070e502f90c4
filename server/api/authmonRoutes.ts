import { createHash } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { dialectName } from "../../fleet/gateway/gatewayDialects.ts";
import { httpError } from "../http/problem.ts";

// authmon's form is three short fields; an acknowledgement lists at most the grants it was shown
const MAX_BODY = 256 * 1024;
const schema = {
  hide: true,
  params: {
    type: "object",
    required: ["zoneId"],
    properties: { zoneId: { type: "string", minLength: 1, maxLength: 64 } },
  },
  body: {
    type: "object",
    required: ["auth_get", "gatewayhash"],
    properties: {
      auth_get: { enum: ["clear", "list", "view", "deauthed", "custom"] },
      gatewayhash: { type: "string", pattern: "^[0-9a-f]{64}$" },
      payload: { type: "string", maxLength: MAX_BODY },
    },
  },
} as const;
type Authmon = {
  Params: { zoneId: string };
  Body: {
    auth_get: "clear" | "list" | "view" | "deauthed" | "custom";
    gatewayhash: string;
    payload?: string;
  };
};

/**
 * openNDS's authmon at level 3 (its libs/authmon.sh and post-request.php, 9.10): it POSTs to the
 * FAS URL (faspath, /opennds/<zoneId>) a form of auth_get, gatewayhash (sha256 of the url-encoded
 * gatewayname, here the zone) and a base64 payload. `view` with payload "none" lists the zone's
 * queued grants ("*" first: authmon reads nothing else as a list); `view` with its acknowledgement
 * ("* <rhid>…") takes those off; `list` hands them over once; `clear` drops them at its start;
 * `deauthed` and `custom` are answered "ack". authmon signs nothing and its gatewayhash is public,
 * so these calls change no session: a `deauthed` report's usage is left to the agent's signed
 * `ndsctl json`, and the worst a stranger can do is take a waiting grant off, which the device's
 * browser asks for again.
 */
export const authmonRoutes: FastifyPluginAsync = async (app) => {
  const queue = app.gateway.authmonQueue;
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: MAX_BODY },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post<Authmon>("/opennds/:zoneId", { schema }, async (request, reply) => {
    const { zoneId } = request.params;
    const zone = app.zones.zones.find((z) => z.zoneId === zoneId);
    if (!zone || dialectName(zone.network?.gateway) !== "opennds")
      throw httpError(404, "no zone behind openNDS by that id");
    if (request.body.gatewayhash !== createHash("sha256").update(encodeURIComponent(zoneId)).digest("hex"))
      throw httpError(403, "the gatewayhash is not this zone's (openNDS's gatewayname must be the zone id)");
    const payload = Buffer.from(request.body.payload ?? "", "base64").toString("utf8");
    const text = (body: string) => reply.type("text/plain").send(body);
    switch (request.body.auth_get) {
      case "clear":
        queue.clear(zoneId);
        return text("ack");
      case "list": {
        const list = queue.view(zoneId);
        queue.clear(zoneId);
        return text(list);
      }
      case "view":
        if (payload === "none" || payload === "") return text(queue.view(zoneId));
        queue.acknowledge(zoneId, payload);
        return text("ack");
      default:
        request.log.info({ zoneId, call: request.body.auth_get, payload: payload.slice(0, 500) }, "authmon");
        return text("ack");
    }
  });
};
