import { afterEach, describe, expect, it } from "vitest";
import { rmSync } from "node:fs";
import { builtPortal } from "./helpers/builtPortal.ts";
import { CARDS, checkout, CUSTOMER, pay, waitForVouchers } from "./helpers/shop.ts";
import { sample } from "./helpers/promSample.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

const TOKEN = "metrics-token-of-at-least-32-characters";
const mac = "0f:00:00:00:0e:01";

describe("GET /metrics (METRICS_TOKEN)", () => {
  let t: TestApp;
  afterEach(() => t.close());
  const scrape = (authorization?: string) =>
    t.app.inject({ url: "/metrics", headers: authorization ? { authorization } : {} });

  it("is refused without the token, or with another, and never answers the portal", async () => {
    t = await startApp({ metrics: { token: TOKEN } });
    for (const given of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(given);
      expect(res.statusCode, given).toBe(401);
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(res.json().message).toBe("metrics need Authorization: Bearer <METRICS_TOKEN>");
    }
  });

  it("is a JSON 404 without METRICS_TOKEN, also where the built portal answers every other path", async () => {
    const dist = builtPortal();
    try {
      t = await startApp({ portal: { staticDir: dist } });
      expect((await t.app.inject({ url: "/some/page" })).headers["content-type"]).toMatch(/^text\/html/);
      const res = await scrape(`Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("counts requests, activations, checkouts, mail, reloads, RADIUS and devices online", async () => {
    const sent: string[] = [];
    t = await startApp({
      metrics: { token: TOKEN },
      mail: { transport: { send: async (m) => void sent.push(m.to) } },
    });
    await t.api("GET", "/api/v1/settings");
    await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: "DEMO1234", termsAccepted: true });
    await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: "NOPE2345", termsAccepted: true });
    // the simulator asks this server over RADIUS, then reports the device online (accounting Start)
    // from the browser that activated (the device's first binder may act for it)
    const auth = await t.app.inject({
      url: `/auth?mac=${mac}&zoneId=gn-premium-demo`,
      headers: t.cookie ? { cookie: t.cookie } : {},
    });
    expect(auth.statusCode).toBe(302);
    const order = await checkout(t, { ...CUSTOMER, items: [{ id: 11, amount: 1 }] });
    await pay(t, order.json().paymentId, CARDS.success);
    await waitForVouchers(t, order.json().publicId);
    await t.app.reloadZones();

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const text = res.body;
    expect(sample(text, "gangway_http_requests_total", { route: "/api/v1/settings", status: "200" })).toBe(1);
    // by the route's pattern, never a mac or an order id
    expect(text).not.toContain(mac);
    expect(
      sample(text, "gangway_voucher_activations_total", { zone: "gn-premium-demo", outcome: "activate" }),
    ).toBe(1);
    expect(
      sample(text, "gangway_voucher_activations_total", { zone: "gn-premium-demo", outcome: "unknown" }),
    ).toBe(1);
    expect(sample(text, "gangway_checkouts_total", { zone: "jw-swift-demo", outcome: "created" })).toBe(1);
    expect(sample(text, "gangway_orders_completed_total", { zone: "jw-swift-demo", via: "notice" })).toBe(1);
    expect(sample(text, "gangway_mail_sent_total")).toBe(sent.length);
    expect(sample(text, "gangway_mail_queued")).toBe(0);
    expect(sample(text, "gangway_manifest_reloads_total", { result: "ok" })).toBe(2);
    expect(sample(text, "gangway_manifest_last_reload_timestamp_seconds", { result: "ok" })).toBeGreaterThan(
      0,
    );
    expect(sample(text, "gangway_manifests_degraded")).toBe(0);
    expect(sample(text, "gangway_radius_accepts_total")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "gangway_radius_packets_received_total")).toBeGreaterThanOrEqual(2);
    expect(sample(text, "gangway_radius_dropped_total", { reason: "bad-signature" })).toBe(0);
    // the demo's two connected devices, and this one
    expect(sample(text, "gangway_devices_online", { zone: "gn-premium-demo" })).toBe(3);
    expect(sample(text, "gangway_devices_online", { zone: "md-stella-demo" })).toBe(0);
    expect(sample(text, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
  });

  it("samples the event loop every 50 ms, not 100 times a second: an idle server is not woken for it", async () => {
    t = await startApp({ metrics: { token: TOKEN } });
    // each scrape empties the histogram: a second's samples, read once it holds some (a minimum)
    let text = (await scrape(`Bearer ${TOKEN}`)).body;
    do {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      text = (await scrape(`Bearer ${TOKEN}`)).body;
    } while (!((sample(text, "nodejs_eventloop_lag_min_seconds") ?? 0) < 1));
    // each value is the whole interval between two samples: over a second, their mean is the
    // interval (10 ms before), however late a busy machine made some of them and short the next
    expect(sample(text, "nodejs_eventloop_lag_mean_seconds")).toBeGreaterThanOrEqual(0.04);
  });
});
