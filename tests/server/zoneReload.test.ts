import { cpSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fleetVariant } from "./helpers/fleetVariant.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

// Node 22 has Atomics.waitAsync; TypeScript's lib knows it from es2024 on, later than this project's
const { waitAsync } = Atomics as unknown as {
  waitAsync(
    array: Int32Array,
    index: number,
    value: number,
  ): { async: boolean; value: Promise<string> | string };
};

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

// the skerry folder as a new operator "tidewater": two vessels, two zone ids
function addOperator(dir: string): void {
  cpSync(join(dir, "skerry"), join(dir, "tidewater"), { recursive: true });
  for (const vessel of ["tern", "puffin"]) {
    const file = join(dir, "tidewater", `${vessel}.json`);
    const json = JSON.parse(readFileSync(file, "utf8"));
    json.zonePrefix = `tidewater/${vessel}`;
    json.zones = [{ zoneId: `tw-${vessel}` }];
    writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  }
}

async function started(
  watchManifests = false,
  reloadGate?: Int32Array,
): Promise<{ t: TestApp; dir: string; log: () => string }> {
  const fleet = fleetVariant(() => {});
  let log = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk;
      done();
    },
  });
  const t = await startApp({
    ...fleet,
    reload: { watch: watchManifests },
    zones: { ...fleet.zones, reloadGate },
    http: { logger: { level: "info", stream } },
  });
  cleanups.push(() => t.close(), fleet.remove);
  return { t, dir: fleet.manifestsDir, log: () => log };
}

describe("reloading the manifests (SIGHUP)", () => {
  it("serves a copied-in operator folder at once, manifest and brand included, without dropping a request", async () => {
    const { t, dir } = await started();
    expect((await t.api("GET", "/api/v1/settings", undefined, "tw-tern")).statusCode).toBe(404);
    addOperator(dir);
    // requests in flight while the folder is linted and reconciled all get their answer
    const during = Array.from({ length: 20 }, () => t.api("GET", "/api/v1/settings"));
    const outcome = await t.app.reloadZones();
    expect(outcome).toEqual({
      ok: true,
      report: { added: ["tw-puffin", "tw-tern"], changed: [], retired: [] },
    });
    for (const res of await Promise.all(during)) expect(res.statusCode).toBe(200);

    const settings = (await t.api("GET", "/api/v1/settings", undefined, "tw-tern")).json();
    expect(settings.manifestUrl).toMatch(/^\/zones\/[0-9a-f]{16}\.json$/);
    const manifest = await t.app.inject({ url: settings.manifestUrl });
    expect(manifest.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(manifest.json()).toMatchObject({ zonePrefix: "tidewater/tern" });
    expect(manifest.json()).not.toHaveProperty("zones");
    const logo = await t.app.inject({ url: manifest.json().brand.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/svg+xml");
    expect(logo.body).toBe(readFileSync(join(dir, "tidewater/logo.svg"), "utf8"));
  });

  it("keeps answering while a reload lints: the lint runs off the event loop, in a worker thread", async () => {
    // the reload's worker, once it has linted the folder, sets gate[1] and waits for gate[0]
    const gate = new Int32Array(new SharedArrayBuffer(8));
    const { t, dir } = await started(false, gate);
    addOperator(dir);
    const reload = t.app.reloadZones();
    const held = waitAsync(gate, 1, 0);
    // the worker holds the linted folder while the reload has not finished (a lint on the main
    // thread would finish the reload without ever reaching the gate)
    const first = await Promise.race([
      Promise.resolve(held.value).then(() => "held"),
      reload.then(() => "finished"),
    ]);
    expect(first).toBe("held");
    let finished = false;
    void reload.finally(() => {
      finished = true;
    });
    // meanwhile requests are answered, from the last good version
    for (let i = 0; i < 5; i++) {
      expect((await t.api("GET", "/api/v1/settings")).statusCode).toBe(200);
      expect((await t.api("GET", "/api/v1/settings", undefined, "tw-tern")).statusCode).toBe(404);
    }
    expect(finished).toBe(false);
    Atomics.store(gate, 0, 1);
    Atomics.notify(gate, 0);
    expect(await reload).toEqual({
      ok: true,
      report: { added: ["tw-puffin", "tw-tern"], changed: [], retired: [] },
    });
    expect((await t.api("GET", "/api/v1/settings", undefined, "tw-tern")).statusCode).toBe(200);
  });

  it("refuses an invalid change with file:line:column in the log and keeps serving the last good version", async () => {
    const { t, dir, log } = await started();
    addOperator(dir);
    await t.app.reloadZones();
    const before = (await t.api("GET", "/api/v1/settings", undefined, "tw-tern")).json();

    const file = join(dir, "tidewater/tern.json");
    writeFileSync(file, readFileSync(file, "utf8").replace('"tier": "premium"', '"tier": "premum"'));
    const line =
      readFileSync(file, "utf8")
        .split("\n")
        .findIndex((l) => l.includes("premum")) + 1;
    const outcome = await t.app.reloadZones();
    expect(outcome.ok).toBe(false);
    const where = new RegExp(
      `^${dir}/tidewater/tern\\.json:${line}:\\d+ {2}/tier {2}"premum" is not allowed here`,
      "m",
    );
    expect(outcome.ok ? [] : outcome.problems).toContainEqual(expect.stringMatching(where));
    const refused = log()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((entry) => entry.msg.startsWith("manifests refused, still serving the last good version"));
    expect(refused?.level).toBe(50);
    expect(refused?.msg).toMatch(where);

    const after = await t.api("GET", "/api/v1/settings", undefined, "tw-tern");
    expect(after.json()).toEqual(before);
    expect((await t.app.inject({ url: before.manifestUrl })).statusCode).toBe(200);
  });

  it("serves a brand asset replaced alone (no manifest changed) after the reload", async () => {
    const { t, dir } = await started();
    addOperator(dir);
    await t.app.reloadZones();
    const settingsOf = async () => (await t.api("GET", "/api/v1/settings", undefined, "tw-tern")).json();
    const logoOf = async () =>
      (await t.app.inject({ url: (await settingsOf()).manifestUrl })).json().brand.logo as string;
    const before = await logoOf();

    const file = join(dir, "tidewater/logo.svg");
    const logo = readFileSync(file, "utf8").replace("</svg>", "<!-- the new logo --></svg>");
    writeFileSync(file, logo);
    expect(await t.app.reloadZones()).toMatchObject({ ok: true });
    const after = await logoOf();
    expect(after).not.toBe(before);
    expect((await t.app.inject({ url: after })).body).toBe(logo);
  });

  it("with MANIFESTS_WATCH (development), a saved file reloads the folder by itself", async () => {
    const { t, dir } = await started(true);
    addOperator(dir);
    await vi.waitFor(
      async () =>
        expect((await t.api("GET", "/api/v1/settings", undefined, "tw-puffin")).statusCode).toBe(200),
      { timeout: scaled(15_000), interval: 100 },
    );
  });

  it("with MANIFESTS_WATCH, a file saved by a rename (sed -i, an editor's safe write) is seen on every save", async () => {
    const { t, dir } = await started(true);
    const file = join(dir, "skerry/tern.json");
    const manifestUrl = async () =>
      (await t.api("GET", "/api/v1/settings", undefined, "sk-tern")).json().manifestUrl as string;
    for (const name of ["Tern, first save", "Tern, second save"]) {
      const before = await manifestUrl();
      const json = JSON.parse(readFileSync(file, "utf8"));
      json.texts["ship.name"].en = name;
      writeFileSync(`${file}.tmp`, `${JSON.stringify(json, null, 2)}\n`);
      renameSync(`${file}.tmp`, file);
      await vi.waitFor(async () => expect(await manifestUrl()).not.toBe(before), {
        timeout: scaled(15_000),
        interval: 100,
      });
      const manifest = (await t.app.inject({ url: await manifestUrl() })).json();
      expect(manifest.texts["ship.name"].en).toBe(name);
    }
  });
});
