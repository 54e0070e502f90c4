import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ConsoleDeps } from "./ConsoleDeps.ts";
import { WORDS } from "./consoleMessages.ts";
import { toCsv } from "./toCsv.ts";
import { notice } from "./notice.ts";
import { type Draw, sessionIn } from "./sessionIn.ts";
import { visibleZones } from "./visibleZones.ts";
import { zoneStates } from "./zoneStates.ts";
import { zonesView } from "./zonesView.ts";

/** The operator's zones: how the fleet serves each (the lint's refusals) and a link to its preview. */
export function zoneRoutes(app: FastifyInstance, d: ConsoleDeps, draw: Draw): void {
  // a desk clerk's work is devices, not manifests: the page is not there for it
  const statesOf = async (request: FastifyRequest) => {
    const { account } = sessionIn(request);
    if (account.role === "desk") return undefined;
    return zoneStates(d.fleet, await visibleZones(d.store.db, account));
  };
  app.get("/console/zones", async (request, reply) => {
    const rows = await statesOf(request);
    if (!rows) return draw(request, reply, WORDS.zones, (t) => notice(t._(WORDS.notFound), true), 404);
    return draw(request, reply, WORDS.zones, (t) => zonesView(t, rows, d.portalUrl));
  });
  app.get("/console/zones.csv", async (request, reply) => {
    const rows = await statesOf(request);
    if (!rows)
      return reply.code(404).send({ statusCode: 404, error: "Not Found", message: "not for a desk account" });
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="zones.csv"')
      .send(
        toCsv(
          rows.map((r) => ({ ...r, vessel: r.vessel ?? "", problems: r.problems.join(" | ") })),
          ["zoneId", "vessel", "state", "problems"],
        ),
      );
  });
}
