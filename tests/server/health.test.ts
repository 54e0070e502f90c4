import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type FleetVariant, fleetVariant } from "./helpers/fleetVariant.ts";
import { productionOptions } from "./helpers/production.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

const METRICS_TOKEN = "metrics-token-of-at-least-32-characters";

describe("GET /healthz on SQLite", () => {
  let t: TestApp | undefined;
  let fleet: FleetVariant | undefined;
  afterEach(async () => {
    await t?.close();
    fleet?.remove();
  });

  it("answers 200 without a zone header: the database is open and this one server runs the jobs", async () => {
    t = await startApp();
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    // the demo fleet's zones: no gateway key, no gateway named, so nothing vouches for their devices
    expect(res.json()).toMatchObject({ status: "ok", database: true, leader: true });
    expect(res.json()).not.toHaveProperty("reason");
    expect(res.json().unverifiedZones).toContain("gn-premium-demo");
  });

  it("a reload the production checks refuse reports degraded, with a reason, and gangway_manifests_degraded 1", async () => {
    fleet = fleetVariant(() => {});
    t = await startApp(
      productionOptions({
        zones: { manifestsDir: fleet.manifestsDir },
        demo: { dataPath: fleet.demoDataPath },
        metrics: { token: METRICS_TOKEN },
      }),
    );
    const degraded = async () =>
      (
        await t?.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      )?.body.match(/^gangway_manifests_degraded (\d)$/m)?.[1];
    expect(await degraded()).toBe("0");
    // a zone nothing vouches for, which a production configuration does not serve
    const file = join(fleet.manifestsDir, "gangnet", "premium.json");
    const manifest = JSON.parse(readFileSync(file, "utf8"));
    manifest.zones.push({ zoneId: "gn-new-vessel" });
    writeFileSync(file, JSON.stringify(manifest, null, 2));
    expect(await t.app.reloadZones()).toMatchObject({ ok: false });

    const res = await t.app.inject({ url: "/healthz" });
    // still 200: the last good version is served, and the balancer must not take every zone down
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "degraded",
      reason: expect.stringMatching(
        /^manifests refused \(1 problem, see the log\); serving the last good version of /,
      ),
      manifests: { problems: 1, keptOperators: expect.arrayContaining(["gangnet"]) },
    });
    expect(await degraded()).toBe("1");
  });
});
