import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsSessionIdAt } from "../../schemas/analyticsSessionId.ts";
import { eraseByEmail } from "../../server/erasure/eraseByEmail.ts";
import { eraseByMac } from "../../server/erasure/eraseByMac.ts";
import { checkoutReport } from "../../server/reports/checkoutReport.ts";
import { onlineReport } from "../../server/reports/onlineReport.ts";
import { salesReport } from "../../server/reports/salesReport.ts";
import { voucherStockReport } from "../../server/reports/voucherStockReport.ts";
import { cancelOrder } from "../../server/shop/awaitingPayment.ts";
import { completePayment } from "../../server/shop/completePayment.ts";
import { attachPayment, createOrder, failOrder } from "../../server/shop/createOrder.ts";
import { CHECKOUT_COMPLETED } from "../../server/shop/decideCompletion.ts";
import type { OrderRecord } from "../../server/shop/OrderRecord.ts";
import { findStore } from "../../server/shop/orderRows.ts";
import { capUnsuccessfulCheckouts, prunePersonalData } from "../../server/shop/prunePersonalData.ts";
import { mintVouchers } from "../../server/vouchers/mintVouchers.ts";
import { revokeVouchers } from "../../server/vouchers/revokeVouchers.ts";
import { newVoucherCode } from "../../server/vouchers/newVoucherCode.ts";
import { enqueueMail } from "../../server/shop/mail/enqueueMail.ts";
import { claimDueMail, markRetry } from "../../server/shop/mail/outboxMail.ts";
import { CONTRACT_BACKENDS, type ContractBackend, orderMailOfFleet } from "./helpers/contractBackends.ts";
import { ZONE } from "./helpers/testApp.ts";
import { lastVerdicts, pruneVerdicts, recordVerdict } from "../../server/access/verdict.ts";
import { groupCommit } from "../../server/storage/groupCommit.ts";

// the order e-mail as a server of the repository's fleet writes it
const orderMail = orderMailOfFleet();

const NOW = Date.parse("2026-06-10T12:00:00Z");
const DAY = 86_400_000;
const CRUISE = "md-stella-demo";

// the operator's half of the contract: reports, retention, erasure and the mail outbox, on every store
describe.each(CONTRACT_BACKENDS)("reports, retention, erasure and mail claims on %s", (_name, open) => {
  let c: ContractBackend;
  beforeAll(async () => {
    c = await open(NOW);
  });
  afterAll(() => c.close());

  // an order of the demo zone's first item (29 SEK), placed at `at` by `email`
  async function order(publicId: string, at: number, email: string, quantity = 1): Promise<OrderRecord> {
    const store = await findStore(c.store.db, ZONE);
    const item = store?.items[0];
    if (!store || !item) throw new Error("the demo zone has a store");
    const record: OrderRecord = {
      ...{ publicId, zoneId: ZONE, idempotencyKey: null, requestHash: "h", status: "creating" },
      customer: { firstName: "Ada", lastName: "Byron", email },
      ...{ currency: store.currency, amount: item.grossAmount * quantity, lines: [{ ...item, quantity }] },
      ...{ paymentId: null, createdAt: at, locale: null },
    };
    await createOrder(c.store, record);
    return record;
  }
  async function paid(publicId: string, at: number, email: string, quantity = 1) {
    const o = await order(publicId, at, email, quantity);
    await attachPayment(
      c.store,
      publicId,
      { paymentId: `p-${publicId}`, provider: "sandbox", notifyAuth: "s" },
      at,
    );
    const notice = {
      paymentId: `p-${publicId}`,
      authorization: "s",
      noticeId: "n",
      event: CHECKOUT_COMPLETED,
    };
    const done = await completePayment(
      c.store,
      { ...notice, amount: o.amount, currency: o.currency },
      at,
      newVoucherCode,
      orderMail,
    );
    expect(done.kind).toBe("completed");
  }
  const row = (table: "orders", publicId: string) =>
    c.store.db.selectFrom(table).selectAll().where("public_id", "=", publicId).executeTakeFirst();

  it("sales: orders and revenue per day and currency, card and cabin; failed checkouts are no sales", async () => {
    await paid("sale-1", NOW - 2 * DAY, "ada@example.org", 2);
    await paid("sale-2", NOW - 2 * DAY + 3_600_000, "bo@example.org");
    await paid("sale-3", NOW - DAY, "cy@example.org");
    await order("fail-1", NOW - DAY, "dee@example.org");
    await failOrder(c.store, "fail-1", "payment provider unreachable: timeout", NOW - DAY);
    // a package billed to a cabin, and a prepaid one (no sale)
    const booking = await c.store.db
      .selectFrom("cruise_bookings")
      .select("booking_id")
      .where("zone_id", "=", CRUISE)
      .executeTakeFirstOrThrow();
    for (const amount of [1500, 0])
      await c.store.db
        .insertInto("cruise_charges")
        .values({
          ...{ booking_id: booking.booking_id, zone_id: CRUISE, package_id: "WIFI-24H" },
          ...{ prepaid: amount ? 0 : 1, amount },
          ...{ currency: "EUR", voucher_code: `CAB${amount}`, charged_at: NOW - DAY },
        })
        .execute();

    const all = await salesReport(c.store, { from: NOW - 7 * DAY, to: NOW + DAY });
    expect(all).toEqual([
      {
        day: "2026-06-08",
        channel: "card",
        currency: "SEK",
        orders: 2,
        vouchers: 3,
        amount: 8700,
        revenue: "87.00",
      },
      {
        day: "2026-06-09",
        channel: "cabin",
        currency: "EUR",
        orders: 1,
        vouchers: 1,
        amount: 1500,
        revenue: "15.00",
      },
      {
        day: "2026-06-09",
        channel: "card",
        currency: "SEK",
        orders: 1,
        vouchers: 1,
        amount: 2900,
        revenue: "29.00",
      },
    ]);
    expect(await salesReport(c.store, { zoneId: CRUISE, from: NOW - 7 * DAY, to: NOW })).toHaveLength(1);
    expect(await salesReport(c.store, { from: NOW - DAY - 1, to: NOW })).toHaveLength(2);
  });

  it("checkouts: the failed and the cancelled ones, with why, newest first", async () => {
    await order("late-1", NOW - 3_600_000, "ed@example.org");
    await attachPayment(
      c.store,
      "late-1",
      { paymentId: "p-late-1", provider: "sandbox", notifyAuth: "s" },
      NOW,
    );
    await cancelOrder(c.store, "late-1", "not paid within an hour", NOW);
    const rows = await checkoutReport(c.store, { zoneId: ZONE, from: NOW - 7 * DAY, to: NOW + DAY });
    expect(rows).toEqual([
      {
        ...{ at: new Date(NOW - 3_600_000).toISOString(), zone: ZONE, order: "late-1" },
        ...{ status: "cancelled", reason: "not paid within an hour", amount: 2900, currency: "SEK" },
      },
      {
        ...{ at: new Date(NOW - DAY).toISOString(), zone: ZONE, order: "fail-1" },
        ...{
          status: "failed",
          reason: "payment provider unreachable: timeout",
          amount: 2900,
          currency: "SEK",
        },
      },
    ]);
    expect(await checkoutReport(c.store, { zoneId: CRUISE })).toEqual([]);
  });

  it("vouchers: stock per zone and source, by state now", async () => {
    const rows = await voucherStockReport(c.store, { zoneId: ZONE }, NOW);
    expect(rows).toEqual([
      {
        ...{ zone: ZONE, batch: null, source: "minted" },
        ...{ unused: 11, active: 2, usedUp: 1, expired: 1, revoked: 0, total: 15 },
      },
      // the card sales above: 2 + 1 + 1 vouchers, none activated yet
      {
        ...{ zone: ZONE, batch: null, source: "card" },
        ...{ unused: 4, active: 0, usedUp: 0, expired: 0, revoked: 0, total: 4 },
      },
    ]);
    // two days on, the demo's 24-hour vouchers that were activated have run out (the used-up one
    // too: expired comes first, as activation answers it)
    const later = await voucherStockReport(c.store, { zoneId: ZONE }, NOW + 2 * DAY);
    expect(later[0]).toMatchObject({ unused: 11, active: 0, expired: 4, usedUp: 0 });
  });

  it("vouchers: a batch's stock on its own line, a revoked code counted as revoked", async () => {
    const zone = "nl-polaris";
    const terms = { durationMs: DAY, maxDevices: 1, byteLimit: null, validUntil: null };
    const { batchId, codes } = await mintVouchers(c.store, {
      zoneId: zone,
      count: 3,
      ...terms,
      createdAt: NOW,
    });
    await revokeVouchers(c.store, { code: codes[0] as string, zoneId: zone }, NOW);
    const rows = await voucherStockReport(c.store, { zoneId: zone }, NOW);
    expect(rows.find((r) => r.batch === batchId)).toEqual({
      ...{ zone, batch: batchId, source: "minted" },
      ...{ unused: 2, active: 0, usedUp: 0, expired: 0, revoked: 1, total: 3 },
    });
  });

  it("online: devices a gateway reports online per zone, and those the portal let online", async () => {
    const sessions = (zone: string) =>
      c.store.db
        .selectFrom("sessions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("zone_id", "=", zone)
        .where("ac_authed", "=", 1)
        .where("backend_authed", "=", 1)
        .executeTakeFirstOrThrow();
    const base = { zone_id: ZONE, nas_address: "10.0.0.1", started_at: NOW - 60_000, updated_at: NOW };
    for (const [id, mac, stopped] of [
      ["a1", "0e:00:00:00:00:01", null],
      ["a2", "0e:00:00:00:00:02", null],
      ["a3", "0e:00:00:00:00:02", null],
      ["a4", "0e:00:00:00:00:03", NOW - 1000],
    ] as const)
      await c.store.db
        .insertInto("accounting_sessions")
        .values({
          ...base,
          ...{ client_address: "10.0.0.1", gateway: "gw1", acct_session_id: id, mac, user_name: mac },
          stopped_at: stopped,
          ...{ input_octets: 1000, output_octets: 500, session_time: 60 },
        })
        .execute();
    const rows = await onlineReport(c.store);
    const mine = rows.find((r) => r.zone === ZONE);
    expect(mine).toEqual({
      zone: ZONE,
      online: 2,
      authorised: Number((await sessions(ZONE)).n),
      bytesIn: 3000,
      bytesOut: 1500,
    });
    expect(rows.find((r) => r.zone === CRUISE)).toMatchObject({ online: 0, bytesIn: 0 });
    expect(await onlineReport(c.store, { zoneId: CRUISE })).toHaveLength(1);
  });

  it("retention: names and e-mails go after the retention, amounts stay; old checkouts, mail and notices go", async () => {
    const before = NOW - DAY - 1;
    const removed = await prunePersonalData(c.store, before, NOW);
    // sale-1 and sale-2 (two days old) lose their buyer; sale-3 and fail-1 (one day) are younger
    expect(removed).toEqual({ anonymised: 2, checkouts: 0, mail: 2, notices: 2 });
    expect(await row("orders", "sale-1")).toMatchObject({
      ...{ first_name: null, last_name: null, email: null, anonymised_at: NOW },
      ...{ status: "completed", amount: 5800 },
    });
    expect(await row("orders", "sale-3")).toMatchObject({ email: "cy@example.org", anonymised_at: null });
    // the sales report reads the same after it
    expect(await salesReport(c.store, { zoneId: ZONE, from: NOW - 7 * DAY, to: NOW })).toMatchObject([
      { orders: 2, amount: 8700 },
      { orders: 1, amount: 2900 },
    ]);
    expect(await prunePersonalData(c.store, NOW + 1, NOW)).toMatchObject({ checkouts: 2 });
    expect(await row("orders", "fail-1")).toBeUndefined();
    expect(await checkoutReport(c.store, {})).toEqual([]);
  });

  it("a ceiling on failed checkouts: the newest are kept", async () => {
    for (let i = 0; i < 5; i++) {
      await order(`cap-${i}`, NOW + i, "cap@example.org");
      await failOrder(c.store, `cap-${i}`, "refused", NOW + i);
    }
    expect(await capUnsuccessfulCheckouts(c.store, 3)).toBe(2);
    expect((await checkoutReport(c.store, {})).map((r) => r.order)).toEqual(["cap-4", "cap-3", "cap-2"]);
    expect(await capUnsuccessfulCheckouts(c.store, 3)).toBe(0);
  });

  it("erasure by e-mail: the orders keep their figures without the buyer; mail goes; the PMS's booking stays", async () => {
    await paid("erase-1", NOW, "Anna.Lindqvist@Example.org", 2);
    const report = await eraseByEmail(c.store, " anna.lindqvist@example.org ", NOW);
    expect(report).toEqual({
      removed: { "order e-mails": 1 },
      anonymised: { orders: 1 },
      left: { "cruise bookings (the property-management system's records)": 1 },
      devices: [],
    });
    expect(await row("orders", "erase-1")).toMatchObject({
      email: null,
      first_name: null,
      amount: 5800,
      status: "completed",
    });
    const vouchers = await c.store.db
      .selectFrom("order_vouchers")
      .selectAll()
      .where("public_id", "=", "erase-1")
      .execute();
    expect(vouchers).toHaveLength(2);
    expect(await eraseByEmail(c.store, "anna.lindqvist@example.org", NOW)).toMatchObject({
      anonymised: { orders: 0 },
    });
  });

  it("erasure by mac: sessions, grants, attempts, counters, addresses, bindings, handoff credentials and analytics go; accounting keeps its figures", async () => {
    const mac = "0e:00:00:00:00:02";
    await c.store.db
      .insertInto("sessions")
      .values({
        ...{ zone_id: ZONE, mac, backend_authed: 1, ac_authed: 1, authed_at: NOW, started_at: NOW },
        ...{ bytes_used: 10 },
      })
      .execute();
    await c.store.db
      .insertInto("open_grants")
      .values({ zone_id: ZONE, open_id: 1, mac, granted_at: NOW })
      .execute();
    await c.store.db
      .insertInto("voucher_attempts")
      .values({ at: NOW, zone_id: ZONE, mac, code: "AB:x", outcome: "unknown" })
      .execute();
    // the voucher limiter's counter names the device with an address after it; a device its
    // gateway vouched for is counted as itself, its key ending in its mac (rateLimit/LimitClient.ts)
    const counter = (key: string) => ({ key, window_ms: 1, window_start: NOW, window_end: NOW + 1, hits: 1 });
    await c.store.db
      .insertInto("rate_limit_hits")
      .values([
        counter(`0|voucher|${ZONE}|${mac}|127.0.0.1`),
        counter(`0|voucher|${ZONE}|device|${ZONE}|${mac}`),
        // another device's (the mac's last digit differs) and an address's stay
        counter(`0|voucher|${ZONE}|device|${ZONE}|0e:00:00:00:00:01`),
        counter(`0|voucher|${ZONE}|10.20.0.9`),
      ])
      .execute();
    // the gateway said the device held an address; a browser was bound to it (an unverified zone)
    await c.store.db
      .insertInto("device_addresses")
      .values({ zone_id: ZONE, address: "10.20.0.9", mac, seen_at: NOW })
      .execute();
    await c.store.db
      .insertInto("device_bindings")
      .values({ zone_id: ZONE, mac, browser: "digest", bound_at: NOW })
      .execute();
    // its last grant handed it to its gateway with a one-time credential
    await c.store.db
      .insertInto("handoff_credentials")
      .values({
        ...{ credential_id: "gw-erase-test", zone_id: ZONE, mac, grant_key: "voucher" },
        ...{ issued_at: NOW, expires_at: NOW + 1 },
      })
      .execute();
    // the portal sent the mac as the gateway wrote it, in capitals with dashes
    const ids = [
      analyticsSessionIdAt("0E-00-00-00-00-02", ZONE, NOW - 2 * DAY),
      analyticsSessionIdAt(mac, ZONE, NOW),
    ];
    const other = analyticsSessionIdAt("0e:00:00:00:00:01", ZONE, NOW);
    for (const sessionId of [...ids, other])
      await c.store.db
        .insertInto("analytics_events")
        .values({
          received_at: NOW,
          timestamp: String(NOW),
          session_id: sessionId,
          zone_id: ZONE,
          event: "StartPage",
        })
        .execute();

    const report = await eraseByMac(c.store, mac, NOW);
    expect(report).toEqual({
      removed: {
        sessions: 1,
        "trial and free grants": 1,
        "voucher attempts": 1,
        "rate-limit counters": 2,
        "device addresses": 1,
        "browser bindings": 1,
        "handoff credentials": 1,
        // none were recorded for it here (the AAA core writes them: radiusVerdicts.test.ts)
        "RADIUS verdicts": 0,
        "analytics events": 2,
      },
      anonymised: { "gateway accounting sessions (bytes and times kept)": 2 },
      left: {},
      devices: [],
    });
    const accounting = await c.store.db
      .selectFrom("accounting_sessions")
      .selectAll()
      .where("acct_session_id", "in", ["a2", "a3"])
      .execute();
    expect(accounting.map((a) => [a.mac, a.user_name, a.input_octets, a.stopped_at])).toEqual([
      ["erased", "erased", 1000, NOW],
      ["erased", "erased", 1000, NOW],
    ]);
    const left = await c.store.db.selectFrom("analytics_events").select("session_id").execute();
    expect(left.map((e) => e.session_id)).toEqual([other]);
    const counters = await c.store.db.selectFrom("rate_limit_hits").select("key").execute();
    expect(counters.map((r) => r.key).sort()).toEqual([
      `0|voucher|${ZONE}|10.20.0.9`,
      `0|voucher|${ZONE}|device|${ZONE}|0e:00:00:00:00:01`,
    ]);
    // no longer online: the device's open sessions were closed with its address
    expect((await onlineReport(c.store, { zoneId: ZONE }))[0]?.online).toBe(1);
  });

  it("mail: servers claiming the outbox at once never take one mail twice; a held or deferred mail waits", async () => {
    await c.store.db.deleteFrom("mail_outbox").execute();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        await enqueueMail(
          c.store.db,
          { to: `m${i}@example.org`, subject: "s", body: "b", publicId: null },
          NOW,
        ),
      );
    const [a, b] = await Promise.all([
      claimDueMail(c.store, NOW, 60_000, 3),
      claimDueMail(c.store, NOW, 60_000, 3),
    ]);
    const taken = [...(a ?? []), ...(b ?? [])].map((m) => m.id);
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.every((id) => ids.includes(id))).toBe(true);
    // what neither took is still there; what they hold is not, until the lease runs out
    const rest = await claimDueMail(c.store, NOW, 60_000, 10);
    expect([...taken, ...rest.map((m) => m.id)].sort((x, y) => x - y)).toEqual(ids);
    expect(await claimDueMail(c.store, NOW + 1000, 60_000, 10)).toEqual([]);
    await markRetry(c.store, ids[0] as number, NOW + 120_000, "EMESSAGE DATA 451");
    const again = await claimDueMail(c.store, NOW + 60_001, 60_000, 10);
    expect(again.map((m) => m.id)).toEqual(ids.slice(1));
    expect(again.every((m) => m.attempts === 2)).toBe(true);
    expect((await claimDueMail(c.store, NOW + 120_000, 60_000, 10)).map((m) => m.id)).toEqual([ids[0]]);
  });

  it("keeps a device's newest RADIUS verdicts, a ceiling in all, and erases them with the mac", async () => {
    const commits = groupCommit(c.store);
    const mac = "02:00:00:00:0c:01";
    const verdict = (m: string, at: number) =>
      recordVerdict(commits, { at, zoneId: ZONE, mac: m, gateway: "gw", accept: at % 2 === 0, reason: null });
    await Promise.all(Array.from({ length: 23 }, (_, i) => verdict(mac, NOW + i)));
    await verdict("02:00:00:00:0c:02", NOW - 40 * DAY);
    await pruneVerdicts(c.store.db, NOW - 30 * DAY);
    const kept = await lastVerdicts(c.store.db, ZONE, mac);
    expect(kept.map((v) => v.at)).toEqual(Array.from({ length: 20 }, (_, i) => NOW + 22 - i));
    expect(kept[0]?.accept).toBe(true);
    expect(await lastVerdicts(c.store.db, ZONE, "02:00:00:00:0c:02")).toEqual([]);
    await pruneVerdicts(c.store.db, NOW - 30 * DAY, 2);
    expect((await lastVerdicts(c.store.db, ZONE, mac)).map((v) => v.at)).toEqual([NOW + 22, NOW + 21]);
    expect((await eraseByMac(c.store, mac, NOW)).removed["RADIUS verdicts"]).toBe(2);
  });
});
