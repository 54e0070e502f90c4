// node tools/bench/bootPayloadBench.ts [checks per page]: what checking the page's data costs the
// server (server/pages/checkBootPayload.ts, every page it sends): each zone's start page drawn
// once, then its data checked by the generated validator, timed over many checks
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { validateBootPayload } from "../../schemas/gen/validateBootPayload.gen.js";
import { loadFleet } from "../../fleet/manifests/loadFleet.ts";
import { buildApp } from "../../server/buildApp.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const CHECKS = Number(process.argv[2] ?? 20_000);
const dataDir = mkdtempSync(join(tmpdir(), "gangway-boot-bench-"));
const app = buildApp({
  storage: { dataDir },
  demo: { dataPath: join(ROOT, "server/demo/demo-data.json") },
  portal: { staticDir: join(ROOT, "dist") },
  http: { logger: false },
});
await app.ready();
const rows: { zoneId: string; bytes: number; micros: number }[] = [];
// every zone the manifests define, as the server reads them
const zoneIds = loadFleet(join(ROOT, "manifests")).zones.flatMap(({ manifest }) =>
  (Array.isArray(manifest.zones) ? manifest.zones : []).flatMap((entry) =>
    entry && typeof entry === "object" && "zoneId" in entry && typeof entry.zoneId === "string"
      ? [entry.zoneId]
      : [],
  ),
);
for (const zoneId of zoneIds) {
  const res = await app.inject({ url: `/?mac=02:0b:00:00:00:01&zoneId=${zoneId}` });
  const json = /<script type="application\/json" id="gw-boot">(.*?)<\/script>/s.exec(res.body)?.[1];
  if (!json) throw new Error(`${zoneId}: no page data (npm run build:portal first)`);
  const payload = JSON.parse(json);
  if (!validateBootPayload(payload))
    throw new Error(`${zoneId}: ${JSON.stringify(validateBootPayload.errors)}`);
  const start = performance.now();
  for (let i = 0; i < CHECKS; i++) validateBootPayload(payload);
  rows.push({ zoneId, bytes: json.length, micros: ((performance.now() - start) * 1000) / CHECKS });
}
await app.close();
rmSync(dataDir, { recursive: true, force: true });
for (const r of rows)
  console.log(`${r.zoneId.padEnd(16)} ${String(r.bytes).padStart(7)} B  ${r.micros.toFixed(1)} µs a check`);
const worst = rows.reduce((a, b) => (b.micros > a.micros ? b : a));
console.log(
  `slowest: ${worst.zoneId}, ${worst.micros.toFixed(1)} µs a check (load ${(loadavg()[0] ?? 0).toFixed(1)})`,
);
