import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { portalUrl } from "../gateway/portalUrl.ts";
import { captivePortalState } from "../gateway/captivePortalState.ts";
import { macOf } from "../http/macParams.ts";
import { httpError } from "../http/problem.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import { findSession } from "../sessions/sessionRows.ts";

export const CAPTIVE_PORTAL_API_PATH = "/captive-portal/api";
export const CAPTIVE_JSON = "application/captive+json";

type Route = { Querystring: { mac: string; zoneId: string } };

// the public origin of the portal: PUBLIC_URL when set, else the (already host-checked) request's
function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? publicUrl.replace(/\/+$/, "") : `${request.protocol}://${request.host}`;
}

// RFC 8908: the device's OS asks whether it is captive and where the portal is. No zone
// header (the OS does not know it): the advertised URI carries mac and zoneId.
export const captivePortalApiRoutes: FastifyPluginAsync = async (app) => {
  app.get<Route>(
    CAPTIVE_PORTAL_API_PATH,
    {
      schema: {
        querystring: schemaRef("captive-portal.query"),
        response: {
          200: { content: { [CAPTIVE_JSON]: { schema: schemaRef("captive-portal.response") } } },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const zone = await app.zoneRecords.find(request.query.zoneId);
      if (!zone) throw httpError(404, "unknown zone");
      const mac = macOf(request.query.mac);
      const session = await findSession(app.storage.db, zone.zoneId, mac);
      const entry = originOf(request, app.publicUrl) + portalUrl("/", { mac, zoneId: zone.zoneId });
      // per client, so no shared cache may keep it (RFC 8908 section 5)
      reply.header("cache-control", "private").type(CAPTIVE_JSON);
      const state = captivePortalState(session, zone, app.now(), entry);
      // what the device has left is the device's to know: its own address (where the gateway says
      // so), its bound browser; anyone else learns only whether it is captive (issue 26)
      if (await app.devices.mayAct(request, zone.zoneId, mac)) return state;
      const { "seconds-remaining": _s, "bytes-remaining": _b, "can-extend-session": _c, ...told } = state;
      return told;
    },
  );
};
