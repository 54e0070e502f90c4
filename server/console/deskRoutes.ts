import type { I18n } from "@lingui/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { currencyDigits } from "../domain/currencyDigits.ts";
import { normaliseMac } from "../domain/normaliseMac.ts";
import type { DisconnectAnswer } from "../gateway/aaa/Disconnector.ts";
import type { ConsoleDeps } from "./ConsoleDeps.ts";
import { WORDS } from "./consoleMessages.ts";
import { postedOf } from "./Posted.ts";
import { wholeNumber } from "./wholeNumber.ts";
import { type Draw, sessionIn } from "./sessionIn.ts";
import { extendDevice } from "./extendDevice.ts";
import { kickDevice } from "./kickDevice.ts";
import { moveVoucher } from "./moveVoucher.ts";
import { revokeCode } from "./revokeCode.ts";
import { deskReset } from "./deskReset.ts";
import { attemptKey } from "../vouchers/attemptedCode.ts";
import { refundCard } from "./refundCard.ts";
import { resendOrderMail } from "../shop/mail/resendOrderMail.ts";
import { appendAudit } from "./appendAudit.ts";
import { deskSearch } from "./deskSearch.ts";
import { cardView } from "./cardView.ts";
import { deskView } from "./deskView.ts";
import { notice } from "./notice.ts";
import { deviceCard } from "./deviceCard.ts";
import { visibleZones } from "./visibleZones.ts";

const answersSaid = (t: I18n, answers: DisconnectAnswer[]) =>
  answers.length
    ? answers.map((a) => t._(WORDS.gatewayAnswer.id, { gateway: a.gateway, answer: a.answer })).join(" ")
    : t._(WORDS.noGateway);

/** The desk: search, a device's card, and its actions (kick, reset, extend, move, revoke, refund, mail), each in the account's zones only. */
export function deskRoutes(app: FastifyInstance, d: ConsoleDeps, draw: Draw): void {
  const deps = { store: d.store, disconnect: d.disconnect, now: d.now, nets: d.nets };
  const key = attemptKey(d.secret);
  const zonesOf = async (request: FastifyRequest) =>
    (await visibleZones(d.store.db, sessionIn(request).account)).map((z) => z.zoneId);
  // the zone and device a request names, if the account may see that zone; else undefined
  const target = async (request: FastifyRequest, fields: Record<string, string | undefined>) => {
    const mac = normaliseMac(fields.mac ?? "");
    const zoneId = fields.zone ?? "";
    return mac && (await zonesOf(request)).includes(zoneId) ? { zoneId, mac } : undefined;
  };
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    draw(request, reply, WORDS.device, (t) => notice(t._(WORDS.notFound), true), 404);
  const card = async (
    request: FastifyRequest,
    reply: FastifyReply,
    zoneId: string,
    mac: string,
    said?: (t: I18n) => string,
  ) => {
    const facts = await deviceCard(d.store.db, zoneId, mac);
    const { csrf, account } = sessionIn(request);
    // refunds are the operator's and the admin's
    const canRefund = account.role !== "desk";
    return draw(request, reply, WORDS.device, (t) =>
      cardView(t, facts, csrf, said && notice(said(t)), canRefund),
    );
  };
  const by = (request: FastifyRequest) => ({ account: sessionIn(request).account.name, address: request.ip });

  app.get("/console/desk", async (request, reply) => {
    const q = String((request.query as Record<string, unknown>).q ?? "").slice(0, 200);
    const hits = q ? await deskSearch(d.store.db, await zonesOf(request), q) : undefined;
    return draw(request, reply, WORDS.desk, (t) => deskView(t, q, hits));
  });
  app.get("/console/device", async (request, reply) => {
    const at = await target(request, request.query as Record<string, string | undefined>);
    return at ? card(request, reply, at.zoneId, at.mac) : notFound(request, reply);
  });
  app.post("/console/device/kick", async (request, reply) => {
    const at = await target(request, postedOf(request));
    if (!at) return notFound(request, reply);
    const { answers } = await kickDevice(deps, by(request), at.zoneId, at.mac);
    return card(request, reply, at.zoneId, at.mac, (t) => answersSaid(t, answers));
  });
  // "it won't let me on": logged out at the gateway, its blocks cleared (deskReset.ts says which)
  app.post("/console/device/reset", async (request, reply) => {
    const at = await target(request, postedOf(request));
    if (!at) return notFound(request, reply);
    const { answers } = await deskReset({ ...deps, limits: d.limits }, by(request), at.zoneId, at.mac);
    return card(
      request,
      reply,
      at.zoneId,
      at.mac,
      (t) => `${t._(WORDS.resetDone)} ${answersSaid(t, answers)}`,
    );
  });
  // the passenger's new device: the voucher's session moves to it (moveVoucher.ts)
  app.post("/console/device/move", async (request, reply) => {
    const posted = postedOf(request);
    const at = await target(request, posted);
    if (!at) return notFound(request, reply);
    const to = normaliseMac(posted.to ?? "");
    if (!to || to === at.mac)
      return reply.code(400).send({
        ...{ statusCode: 400, error: "Bad Request" },
        message: "to is the new device's MAC address (six hex pairs), not this device's",
      });
    const { outcome, answers } = await moveVoucher(
      { ...deps, attemptKey: key },
      by(request),
      at.zoneId,
      at.mac,
      to,
    );
    if (outcome !== "moved")
      return card(request, reply, at.zoneId, at.mac, (t) => t._(WORDS.notMoved.id, { reason: outcome }));
    return card(
      request,
      reply,
      at.zoneId,
      to,
      (t) => `${t._(WORDS.moved.id, { mac: to })} ${answersSaid(t, answers)}`,
    );
  });
  app.post("/console/device/extend", async (request, reply) => {
    const posted = postedOf(request);
    const at = await target(request, posted);
    if (!at) return notFound(request, reply);
    const minutes = wholeNumber(posted.minutes ?? "0", 100_000);
    const megabytes = wholeNumber(posted.megabytes ?? "0", 1_000_000);
    if (minutes === undefined || megabytes === undefined)
      return reply
        .code(400)
        .send({ statusCode: 400, error: "Bad Request", message: "minutes and megabytes are whole numbers" });
    const outcome = await extendDevice(deps, by(request), at.zoneId, at.mac, { minutes, megabytes });
    return card(request, reply, at.zoneId, at.mac, (t) =>
      t._(outcome.kind === "extended" ? WORDS.extended : WORDS.noSession),
    );
  });
  // a card order's money back, its vouchers revoked, their devices let go
  app.post("/console/order/refund", async (request, reply) => {
    const posted = postedOf(request);
    const at = await target(request, posted);
    if (!at) return notFound(request, reply);
    if (sessionIn(request).account.role === "desk")
      return draw(request, reply, WORDS.refund, (t) => notice(t._(WORDS.adminsOnly), true), 403);
    // a voucher's code: that voucher alone (a partial refund); none: the whole order
    const code = posted.code ? posted.code.slice(0, 40) : undefined;
    const outcome = await refundCard(deps, by(request), at.zoneId, (posted.order ?? "").slice(0, 100), code);
    if (outcome.kind === "unknown-order") return notFound(request, reply);
    return card(request, reply, at.zoneId, at.mac, (t) => {
      if (outcome.kind !== "refunded") return t._(WORDS.refundRefused);
      const digits = currencyDigits(outcome.currency);
      const money = { amount: (outcome.amount / 10 ** digits).toFixed(digits), currency: outcome.currency };
      const said = code ? t._(WORDS.voucherRefundDone.id, { code, ...money }) : t._(WORDS.refunded.id, money);
      return `${said} ${answersSaid(t, outcome.answers)}`;
    });
  });
  app.post("/console/order/resend", async (request, reply) => {
    const posted = postedOf(request);
    const at = await target(request, posted);
    if (!at) return notFound(request, reply);
    const publicId = (posted.order ?? "").slice(0, 100);
    const outcome = await resendOrderMail(d.store, at.zoneId, publicId, d.now());
    await appendAudit(d.store.db, {
      ...{ at: d.now(), account: by(request).account, address: request.ip, action: "resend-mail" },
      ...{ zoneId: at.zoneId, target: publicId, outcome: outcome.kind },
      after: outcome.kind === "queued" ? { outboxId: outcome.outboxId } : undefined,
    });
    return card(request, reply, at.zoneId, at.mac, (t) =>
      outcome.kind === "queued" ? t._(WORDS.resent.id, { to: outcome.to }) : t._(WORDS.noMail),
    );
  });
  app.post("/console/voucher/revoke", async (request, reply) => {
    const posted = postedOf(request);
    const at = await target(request, posted);
    const code = (posted.code ?? "").trim().toUpperCase();
    if (!at || !/^[A-Z0-9]{4,32}$/.test(code)) return notFound(request, reply);
    const { outcome, answers } = await revokeCode(deps, by(request), at.zoneId, code);
    if (outcome.kind !== "revoked") return notFound(request, reply);
    return card(
      request,
      reply,
      at.zoneId,
      at.mac,
      (t) => `${t._(WORDS.revoked.id, { code })} ${answersSaid(t, answers)}`,
    );
  });
}
