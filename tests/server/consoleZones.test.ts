import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addUser, consoleBrowser } from "./helpers/consoleBrowser.ts";
import { fleetVariant } from "./helpers/fleetVariant.ts";
import { startApp, tempDir } from "./helpers/testApp.ts";

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("the console's zones page", () => {
  it("shows an operator its zones' lint state and preview links; a refused folder with the lint's lines; not to a desk", async () => {
    const fleet = fleetVariant(() => {});
    const dataDir = tempDir();
    cleanups.push(fleet.remove, () => rmSync(dataDir, { recursive: true, force: true }));
    // a good start keeps the last good copy beside the data; then one manifest stops parsing
    const first = await startApp({ ...fleet, storage: { dataDir } });
    await first.app.close();
    const broken = join(fleet.manifestsDir, "skerry/tern.json");
    writeFileSync(broken, readFileSync(broken, "utf8").replace('"tier":', '"tier" '));
    const t = await startApp({ ...fleet, storage: { dataDir } });
    cleanups.push(() => t.close());
    await addUser(dataDir, "skerry-ops", "operator", ["skerry"]);
    await addUser(dataDir, "gn-ops", "operator", ["gangnet"]);
    await addUser(dataDir, "clerk", "desk", ["skerry/tern"]);

    const skerry = consoleBrowser(t.app);
    await skerry.signIn("skerry-ops");
    const page = await skerry.get("/console/zones");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="/console/zones"');
    expect(page.body).toMatch(/<caption[^>]*>Zones<\/caption>/);
    expect(page.body).toContain("refused: served from the last good copy");
    expect(page.body).toContain(`<code>${broken}:`);
    expect(page.body).toMatch(/<a href="\/\?zoneId=sk-tern" target="_blank" rel="noopener noreferrer">/);
    expect(page.body).not.toContain("gn-premium-demo");
    const csv = await skerry.get("/console/zones.csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe('"zoneId","vessel","state","problems"');
    expect(lines.find((l) => l.startsWith('"sk-tern"'))).toMatch(
      /^"sk-tern","skerry\/tern","kept","[^"]*tern\.json:/,
    );

    // another operator's folder is fine: its zones are served, with no lint lines, in Greek too
    const gangnet = consoleBrowser(t.app);
    await gangnet.signIn("gn-ops");
    const theirs = await gangnet.get("/console/zones.csv");
    expect(theirs.body).not.toContain("sk-tern");
    expect(theirs.body).toMatch(/"gn-premium-demo","gangnet\/[^"]+","served",""/);
    expect((await gangnet.get("/console/zones?lang=el")).statusCode).toBe(200);

    // the desk's work is devices: no link, no page, no CSV
    const clerk = consoleBrowser(t.app);
    await clerk.signIn("clerk");
    expect((await clerk.get("/console/desk")).body).not.toContain('href="/console/zones"');
    expect((await clerk.get("/console/zones")).statusCode).toBe(404);
    expect((await clerk.get("/console/zones.csv")).statusCode).toBe(404);
  });
});
