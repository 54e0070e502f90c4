import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ConsoleDeps } from "./ConsoleDeps.ts";
import { WORDS } from "./consoleMessages.ts";
import { toCsv } from "./toCsv.ts";
import { notice } from "./notice.ts";
import { type Draw, sessionIn } from "./sessionIn.ts";
import { vesselLinks } from "./vesselLinks.ts";
import { vesselsView } from "./vesselsView.ts";

/** On a shore, the operator's vessels: each link as `npm run fleet -- status` prints it, scoped. */
export function vesselRoutes(app: FastifyInstance, d: ConsoleDeps, draw: Draw): void {
  // a desk clerk's work is devices, not the fleet's links: the page is not there for it
  const linksOf = async (request: FastifyRequest) => {
    const { account } = sessionIn(request);
    return account.role === "desk" ? undefined : vesselLinks(d.fleetStatus(), account, d.vesselTotals);
  };
  app.get("/console/vessels", async (request, reply) => {
    const v = await linksOf(request);
    if (!v) return draw(request, reply, WORDS.vessels, (t) => notice(t._(WORDS.notFound), true), 404);
    return draw(request, reply, WORDS.vessels, (t) => vesselsView(t, v, d.now()));
  });
  app.get("/console/vessels.csv", async (request, reply) => {
    const v = await linksOf(request);
    if (!v)
      return reply.code(404).send({ statusCode: 404, error: "Not Found", message: "not for a desk account" });
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="vessels.csv"')
      .send(toCsv(v.links, ["vessel", "direction", "state", "lagSeconds", "lagBytes"]));
  });
  app.get("/console/vessel-totals.csv", async (request, reply) => {
    const v = await linksOf(request);
    if (!v)
      return reply.code(404).send({ statusCode: 404, error: "Not Found", message: "not for a desk account" });
    const rows = v.totals.flatMap((r): Record<string, string | number>[] => {
      const currencies = Object.entries(r.amounts);
      const base: Record<string, string | number> = r.read
        ? { vessel: r.vessel, online: r.online, vouchersToday: r.vouchers }
        : { vessel: r.vessel, online: "unread", vouchersToday: "" };
      return currencies.length === 0
        ? [{ ...base, currency: "", amountToday: "" }]
        : currencies.map(([currency, amount]) => ({ ...base, currency, amountToday: amount }));
    });
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="vessel-totals.csv"')
      .send(toCsv(rows, ["vessel", "online", "vouchersToday", "currency", "amountToday"]));
  });
}
