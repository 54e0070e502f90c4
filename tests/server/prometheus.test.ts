import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { CARDS, checkout, CUSTOMER, pay, waitForVouchers } from "./helpers/shop.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

const TOKEN = "metrics-token-of-at-least-32-characters";
const RULES = "ops/prometheus/gangway-rules.yml";
const RULE_TESTS = "ops/prometheus/gangway-rules.test.yml";
const DASHBOARD = "ops/grafana/gangway-dashboard.json";

// Debian's promtool (package prometheus; npm test installs it: tools/ensure-install.mjs --prometheus)
function promtool(args: string[], input?: string) {
  const run = spawnSync("promtool", args, { encoding: "utf8", input });
  if (run.error) throw new Error(`promtool could not run (${run.error.message}): apt-get install prometheus`);
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

// the metric names a PromQL expression reads (the fleet's metrics have these prefixes only)
const metricsIn = (expr: string) =>
  [...expr.matchAll(/\b(?:gangway|nodejs|process)_[a-z0-9_]+\b/g)].map((m) => m[0]);
// the families a scrape declares, with or without samples yet
const families = (scrape: string) =>
  new Set([...scrape.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1] as string));

// Prometheus as operators run it: the real scrape through promtool, the shipped alerting rules
// under promtool's unit tests, and the shipped Grafana dashboard against the real scrape
describe("Prometheus: GET /metrics, the alerting rules and the dashboard", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function scrape(): Promise<string> {
    t = await startApp({ metrics: { token: TOKEN }, mail: { transport: { send: async () => {} } } });
    // a day's work, so that the scrape has samples of most kinds, labels included
    await t.api("POST", "/api/v1/voucher/auth", { mac: "0f:00:00:00:ab:01", voucher: "NOPE2345" });
    const order = await checkout(t, { ...CUSTOMER, items: [{ id: 11, amount: 1 }] });
    await pay(t, order.json().paymentId, CARDS.success);
    await waitForVouchers(t, order.json().publicId);
    const res = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  }

  it("passes promtool check metrics on a real scrape, lint included", async () => {
    const text = await scrape();
    // prom-client's default gauges named like counters are left out: promtool's lint refuses them
    expect(text).not.toMatch(/^# TYPE nodejs_active_\w+_total gauge$/m);
    expect(text).toMatch(/^# TYPE nodejs_active_handles gauge$/m);
    const checked = promtool(["check", "metrics"], text);
    expect(checked.output).toBe("");
    expect(checked.status).toBe(0);
  });

  it("ships alerting rules that promtool checks and whose unit tests pass, on metrics the server has", async () => {
    const checked = promtool(["check", "rules", RULES]);
    expect(checked.status, checked.output).toBe(0);
    expect(checked.output).toContain("SUCCESS: 10 rules found");
    const tested = promtool(["test", "rules", RULE_TESTS], undefined);
    expect(tested.status, tested.output).toBe(0);
    expect(tested.output).toContain("SUCCESS");
    const known = families(await scrape());
    const rules = readFileSync(RULES, "utf8");
    for (const alert of [
      "GangwayFleetDegraded",
      "GangwayMailStuck",
      "GangwayRadiusRejectsSpiking",
      "GangwayDisconnectsUnanswered",
      // 5xx answers (a database that cannot be written) and RADIUS requests left unanswered
      "GangwayHttpErrors",
      "GangwayRadiusFailing",
      // ship and shore's links
      "GangwayReplicationLost",
      "GangwayReplicationLag",
      // a gateway holding devices that stopped sending accounting (the console's gateway health)
      "GangwayGatewaySilent",
    ])
      expect(rules).toContain(`alert: ${alert}`);
    const used = [...new Set(metricsIn(rules))];
    expect(used.length).toBeGreaterThan(5);
    for (const name of used) expect(known, name).toContain(name);
  });

  it("ships a Grafana dashboard whose every query reads metrics a real scrape has", async () => {
    const known = families(await scrape());
    const dashboard = JSON.parse(readFileSync(DASHBOARD, "utf8")) as {
      panels: { title: string; type: string; targets?: { expr: string }[] }[];
      templating: { list: { query?: unknown }[] };
    };
    const exprs = [
      ...dashboard.panels.flatMap((p) => (p.targets ?? []).map((target) => target.expr)),
      ...dashboard.templating.list.map((v) => JSON.stringify(v.query ?? "")),
    ];
    const used = new Set(exprs.flatMap(metricsIn));
    for (const name of used) expect(known, `${name} in ${DASHBOARD}`).toContain(name);
    // what it is for: devices online, sales, RADIUS (both faces, disconnects), mail
    for (const name of [
      "gangway_devices_online",
      "gangway_orders_completed_total",
      "gangway_checkouts_total",
      "gangway_radius_accepts_total",
      "gangway_radius_rejects_total",
      "gangway_radius_disconnects_unanswered_total",
      "gangway_mail_queued",
      "gangway_mail_sent_total",
    ])
      expect(used, name).toContain(name);
    // every panel but the rows queries something
    for (const panel of dashboard.panels.filter((p) => p.type !== "row"))
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
  });
});
