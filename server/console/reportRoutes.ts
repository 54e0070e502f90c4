import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ConsoleDeps } from "./ConsoleDeps.ts";
import { WORDS } from "./consoleMessages.ts";
import { type Draw, sessionIn } from "./sessionIn.ts";
import { toCsv } from "./toCsv.ts";
import { gatewayHealth } from "../reports/gatewayHealth.ts";
import { gatewaysView } from "./gatewaysView.ts";
import { rejectsByReason } from "../access/verdict.ts";
import { disconnectsByGateway } from "../access/disconnectAnswers.ts";
import { DAY } from "../domain/time.ts";
import { notice } from "./notice.ts";
import { reportsView } from "./reportsView.ts";
import { visibleZones } from "./visibleZones.ts";
import { REPORT_CSV, type ReportName, zoneReports } from "./zoneReports.ts";

/** The operator's reports, per zone of the account's own: charts and tables, and each as CSV. */
export function reportRoutes(app: FastifyInstance, d: ConsoleDeps, draw: Draw): void {
  // the zone asked for if the account sees it; none asked: its first; another's: undefined
  const zoneOf = async (request: FastifyRequest) => {
    const zones = (await visibleZones(d.store.db, sessionIn(request).account)).map((z) => z.zoneId);
    const asked = (request.query as Record<string, string | undefined>).zone;
    const zoneId = asked === undefined ? zones[0] : zones.find((z) => z === asked);
    return { zones, zoneId };
  };
  app.get("/console/reports", async (request, reply) => {
    const { zones, zoneId } = await zoneOf(request);
    if (!zoneId) return draw(request, reply, WORDS.reports, (t) => notice(t._(WORDS.notFound), true), 404);
    const reports = await zoneReports(d.store, zoneId, d.now());
    return draw(request, reply, WORDS.reports, (t) => reportsView(t, zones, reports));
  });
  // the gateways that serve any of the account's zones
  const gateways = async (request: FastifyRequest) => {
    const zones = (await visibleZones(d.store.db, sessionIn(request).account)).map((z) => z.zoneId);
    const rows = await gatewayHealth(d.store, d.now(), d.interimMsOf);
    return rows.filter((r) => r.zones.some((z) => zones.includes(z)));
  };
  app.get("/console/gateways", async (request, reply) => {
    const rows = await gateways(request);
    const zones = (await visibleZones(d.store.db, sessionIn(request).account)).map((z) => z.zoneId);
    const rejects = await rejectsByReason(d.store.db, zones, d.now() - DAY);
    const disconnects = await disconnectsByGateway(d.store.db, zones, d.now() - DAY);
    return draw(request, reply, WORDS.gateways, (t) => gatewaysView(t, rows, d.now(), rejects, disconnects));
  });
  app.get("/console/gateways.csv", async (request, reply) =>
    reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="gateways.csv"')
      .send(
        toCsv(
          (await gateways(request)).map((r) => ({
            ...r,
            zones: r.zones.join(" "),
            lastPacketAt: new Date(r.lastPacketAt).toISOString(),
          })),
          // named even with no gateway yet
          ["gateway", "clientAddress", "zones", "lastPacketAt", "online", "updatesPerMinute", "silent"],
        ),
      ),
  );
  // each gateway's Disconnect-Requests of the last day, as the health page shows them
  app.get("/console/disconnects.csv", async (request, reply) => {
    const zones = (await visibleZones(d.store.db, sessionIn(request).account)).map((z) => z.zoneId);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="disconnects.csv"')
      .send(
        toCsv(await disconnectsByGateway(d.store.db, zones, d.now() - DAY), [
          ...["gateway", "address", "sent", "acknowledged", "refused", "unanswered"],
        ]),
      );
  });
  const params = {
    type: "object",
    properties: { name: { type: "string", maxLength: 40 } },
    required: ["name"],
  };
  app.get<{ Params: { name: string } }>(
    "/console/reports/:name.csv",
    { schema: { params } },
    async (request, reply) => {
      const { zoneId } = await zoneOf(request);
      const csv = REPORT_CSV[request.params.name as ReportName];
      if (!zoneId || !csv || !Object.hasOwn(REPORT_CSV, request.params.name))
        return reply
          .code(404)
          .send({ statusCode: 404, error: "Not Found", message: "no such report, or not in your zones" });
      const rows = csv.rows(await zoneReports(d.store, zoneId, d.now()));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${zoneId}-${request.params.name}.csv"`)
        .send(toCsv(rows, csv.head));
    },
  );
}
