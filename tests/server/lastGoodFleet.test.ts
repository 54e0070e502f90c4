import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp, LAST_GOOD_MANIFESTS } from "../../server/buildApp.ts";
import { type FleetVariant, fleetVariant } from "./helpers/fleetVariant.ts";
import { logLines } from "./helpers/logLines.ts";
import { startApp, type TestApp, tempDir } from "./helpers/testApp.ts";

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// a copy of the fleet and a data folder that outlive one server, as a ship's disk does
function ship(): { fleet: FleetVariant; dataDir: string } {
  const fleet = fleetVariant(() => {});
  const dataDir = tempDir();
  cleanups.push(fleet.remove, () => rmSync(dataDir, { recursive: true, force: true }));
  return { fleet, dataDir };
}

const METRICS_TOKEN = "metrics-token-of-at-least-32-characters";

async function start(s: { fleet: FleetVariant; dataDir: string }) {
  const log = logLines();
  const t = await startApp({
    ...s.fleet,
    storage: { dataDir: s.dataDir },
    http: { logger: log.logger },
    metrics: { token: METRICS_TOKEN },
  });
  cleanups.push(() => t.close());
  return { t, log };
}

// stops a server, keeping its data folder for the next start
async function stop(t: TestApp): Promise<void> {
  await t.app.close();
}

// a file of the folder no longer parses: "one bad manifest"
function breakFile(dir: string, file: string): string {
  const path = join(dir, file);
  writeFileSync(path, readFileSync(path, "utf8").replace('"tier":', '"tier" '));
  return path;
}

const statusOf = async (t: TestApp, zone: string) =>
  (await t.api("GET", "/api/v1/settings", undefined, zone)).statusCode;
const health = async (t: TestApp) => (await t.app.inject({ url: "/healthz" })).json();

describe("safe restarts: the last good fleet, kept in DATA_DIR", () => {
  it("a server restarted on a broken folder serves the last good fleet, says why, and reports degraded", async () => {
    const s = ship();
    const first = await start(s);
    expect(existsSync(join(s.dataDir, LAST_GOOD_MANIFESTS, "skerry/tern.json"))).toBe(true);
    expect(await health(first.t)).toEqual({
      status: "ok",
      database: true,
      leader: true,
      unverifiedZones: expect.any(Array),
    });
    await stop(first.t);

    const broken = breakFile(s.fleet.manifestsDir, "skerry/tern.json");
    const { t, log } = await start(s);
    expect(await statusOf(t, "sk-tern")).toBe(200);
    expect(await statusOf(t, "sk-puffin")).toBe(200);
    expect(await statusOf(t, "gn-premium-demo")).toBe(200);
    expect(await health(t)).toMatchObject({
      status: "degraded",
      database: true,
      manifests: { problems: 1, keptOperators: ["skerry"], missingOperators: [] },
    });
    const refused = log.entries().find((e) => e.msg.startsWith("manifests refused"));
    expect(refused?.level).toBe(50);
    expect(refused?.msg).toMatch(
      /^manifests refused, still serving the last good version of skerry; the other operators are served as the folder has them:\n/,
    );
    expect(refused?.msg).toContain(`${broken}:`);
    const metrics = await t.app.inject({
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toContain("\ngangway_manifests_degraded 1\n");
    expect(metrics.body).toContain('\ngangway_manifests_kept_operator{operator="skerry"} 1\n');
    expect(metrics.body).toContain('\ngangway_manifest_reloads_total{result="refused"} 1\n');
  });

  it("a broken operator folder leaves the other operators serving, and their changes served", async () => {
    const s = ship();
    const first = await start(s);
    await stop(first.t);
    // skerry breaks while aegeo renames its ship
    breakFile(s.fleet.manifestsDir, "skerry/tern.json");
    const thalassa = join(s.fleet.manifestsDir, "aegeo/thalassa.json");
    const json = JSON.parse(readFileSync(thalassa, "utf8"));
    json.texts["start.intro"].en = "Welcome aboard Thalassa II.";
    writeFileSync(thalassa, `${JSON.stringify(json, null, 2)}\n`);

    const { t } = await start(s);
    const manifestOf = async (zone: string) =>
      (
        await t.app.inject({
          url: (await t.api("GET", "/api/v1/settings", undefined, zone)).json().manifestUrl,
        })
      ).json();
    expect((await manifestOf("ae-thalassa")).texts["start.intro"].en).toBe("Welcome aboard Thalassa II.");
    expect(await statusOf(t, "sk-tern")).toBe(200);

    // mended: a reload serves the folder as it is, and the server is healthy again
    cpSync(
      join(s.dataDir, LAST_GOOD_MANIFESTS, "skerry/tern.json"),
      join(s.fleet.manifestsDir, "skerry/tern.json"),
    );
    expect(await t.app.reloadZones()).toMatchObject({ ok: true });
    expect((await health(t)).status).toBe("ok");
  });

  it("on a reload, a broken operator keeps its last good version while the others' changes go live", async () => {
    const s = ship();
    const { t, log } = await start(s);
    breakFile(s.fleet.manifestsDir, "skerry/puffin.json");
    // a new vessel for aegeo, a copy of thalassa under another zone id
    const thalassa = JSON.parse(readFileSync(join(s.fleet.manifestsDir, "aegeo/thalassa.json"), "utf8"));
    thalassa.zonePrefix = "aegeo/nereid";
    thalassa.zones = [{ zoneId: "ae-nereid" }];
    writeFileSync(join(s.fleet.manifestsDir, "aegeo/nereid.json"), JSON.stringify(thalassa));

    const outcome = await t.app.reloadZones();
    expect(outcome).toMatchObject({
      ok: false,
      kept: ["skerry"],
      missing: [],
      report: { added: ["ae-nereid"], retired: [] },
    });
    expect(outcome.ok ? [] : outcome.problems).toEqual([expect.stringContaining("skerry/puffin.json:")]);
    expect(await statusOf(t, "ae-nereid")).toBe(200);
    expect(await statusOf(t, "sk-puffin")).toBe(200);
    expect((await health(t)).manifests).toMatchObject({ keptOperators: ["skerry"] });
    expect(
      log
        .entries()
        .some((e) => e.msg.startsWith("manifests refused, still serving the last good version of skerry")),
    ).toBe(true);
  });

  it("an operator that claims a refused operator's zone id is refused too: the zone stays with the one serving it", async () => {
    const s = ship();
    const { t } = await start(s);
    breakFile(s.fleet.manifestsDir, "skerry/tern.json");
    // tidewater's new vessel claims sk-tern while skerry's folder is broken
    cpSync(join(s.fleet.manifestsDir, "sarnia"), join(s.fleet.manifestsDir, "tidewater"), {
      recursive: true,
    });
    const petrel = join(s.fleet.manifestsDir, "tidewater/petrel.json");
    const json = JSON.parse(readFileSync(petrel, "utf8"));
    json.zonePrefix = "tidewater/petrel";
    json.zones = [{ zoneId: "sk-tern" }];
    writeFileSync(petrel, JSON.stringify(json));

    expect(await t.app.reloadZones()).toMatchObject({ ok: false, kept: ["skerry"], missing: ["tidewater"] });
    const settings = (await t.api("GET", "/api/v1/settings", undefined, "sk-tern")).json();
    expect(settings.zonePrefix).toBe("skerry/tern");
  });

  it("a first start with one broken operator serves every other operator (the broken one has nothing to keep)", async () => {
    const s = ship();
    breakFile(s.fleet.manifestsDir, "skerry/tern.json");
    const { t } = await start(s);
    expect(await statusOf(t, "sk-tern")).toBe(404);
    expect(await statusOf(t, "sk-puffin")).toBe(404);
    expect(await statusOf(t, "gn-premium-demo")).toBe(200);
    expect((await health(t)).manifests).toMatchObject({ keptOperators: [], missingOperators: ["skerry"] });
  });

  it("a restart with the manifests folder gone serves the whole last good fleet", async () => {
    const s = ship();
    const first = await start(s);
    await stop(first.t);
    renameSync(s.fleet.manifestsDir, `${s.fleet.manifestsDir}-moved`);
    cleanups.push(() => renameSync(`${s.fleet.manifestsDir}-moved`, s.fleet.manifestsDir));
    const { t } = await start(s);
    expect(await statusOf(t, "sk-tern")).toBe(200);
    expect(await statusOf(t, "md-stella-demo")).toBe(200);
    expect((await health(t)).status).toBe("degraded");
  });

  it("refuses to start, in one message and without a stack, when nothing good is left to serve", async () => {
    const s = ship();
    // a manifest at the folder's root is no operator's: the whole folder is refused
    writeFileSync(join(s.fleet.manifestsDir, "stray.json"), "{");
    const app = buildApp({ ...s.fleet, storage: { dataDir: s.dataDir } });
    await expect(app.ready()).rejects.toThrow(
      /^invalid manifests in .* and no last good version of its operators in .*last-good-manifests to serve instead \(npm run lint:manifests\):\n.*stray\.json:1:2 /,
    );
    await app.close();
  });
});
