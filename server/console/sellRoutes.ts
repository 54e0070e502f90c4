import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ConsoleDeps } from "./ConsoleDeps.ts";
import { WORDS } from "./consoleMessages.ts";
import { postedOf } from "./Posted.ts";
import { wholeNumber } from "./wholeNumber.ts";
import { type Draw, sessionIn } from "./sessionIn.ts";
import { deskProducts, sellAtDesk } from "./sellAtDesk.ts";
import { notice } from "./notice.ts";
import { sellView, slipView } from "./sellView.ts";
import { visibleZones } from "./visibleZones.ts";

/** Selling at the desk: a product of the zone's store, a quantity, and a printable slip with QR codes. */
export function sellRoutes(app: FastifyInstance, d: ConsoleDeps, draw: Draw): void {
  const zonesOf = async (request: FastifyRequest) =>
    (await visibleZones(d.store.db, sessionIn(request).account)).map((z) => z.zoneId);
  app.get("/console/sell", async (request, reply) => {
    const zones = await zonesOf(request);
    const asked = (request.query as Record<string, string | undefined>).zone;
    const zoneId = asked === undefined ? zones[0] : zones.find((z) => z === asked);
    if (!zoneId) return draw(request, reply, WORDS.sell, (t) => notice(t._(WORDS.notFound), true), 404);
    const products = await deskProducts(d.store, zoneId);
    const { csrf } = sessionIn(request);
    return draw(request, reply, WORDS.sell, (t) => sellView(t, { zones, zoneId, products, csrf }));
  });
  app.post("/console/sell", async (request, reply) => {
    const posted = postedOf(request);
    const zoneId = posted.zone ?? "";
    const item = wholeNumber(posted.item, 1_000_000);
    const quantity = wholeNumber(posted.quantity, 20);
    if (!(await zonesOf(request)).includes(zoneId))
      return draw(request, reply, WORDS.sell, (t) => notice(t._(WORDS.notFound), true), 404);
    if (item === undefined || quantity === undefined || quantity < 1)
      return reply.code(400).send({
        statusCode: 400,
        error: "Bad Request",
        message: "item is a product's number, quantity 1-20",
      });
    const by = { account: sessionIn(request).account.name, address: request.ip };
    const sale = await sellAtDesk(d, by, zoneId, item, quantity);
    if (sale.kind !== "sold")
      return draw(request, reply, WORDS.sell, (t) => notice(t._(WORDS.notFound), true), 404);
    // qrcode loaded at the first slip, not at every start (57 modules)
    const { default: QRCode } = await import("qrcode");
    const codes = await Promise.all(
      sale.codes.map(async (code) => ({ code, qr: await QRCode.toDataURL(code, { margin: 1, width: 120 }) })),
    );
    return draw(request, reply, WORDS.slip, (t) =>
      slipView(t, { product: sale.product, batchId: sale.batchId, codes }),
    );
  });
}
