import { afterEach, describe, expect, it, vi } from "vitest";
import { build, createServer, type ViteDevServer } from "vite";
import { devZoneIndexPlugin } from "../../tools/build/devZoneIndexPlugin.ts";
import { galleryZonesPlugin } from "../../tools/build/galleryZonesPlugin.ts";
import { copyFleet, type FleetCopy } from "./fleetCopy.ts";
import { scaled } from "../timeoutFactor.ts";

let fleet: FleetCopy | undefined;
let server: ViteDevServer | undefined;
afterEach(async () => {
  await server?.close();
  fleet?.remove();
  [server, fleet] = [undefined, undefined];
});

function breakZone(copy: FleetCopy) {
  const zone = copy.read(copy.zone);
  zone.tier = "premum";
  copy.write(copy.zone, zone);
}

async function devServer(copy: FleetCopy): Promise<{ server: ViteDevServer; url: string }> {
  const started = await createServer({
    configFile: false,
    logLevel: "silent",
    plugins: [galleryZonesPlugin({ root: copy.root }), devZoneIndexPlugin({ root: copy.root })],
    server: {
      host: "127.0.0.1",
      port: 0,
      ws: false,
      watch: { ignored: ["**/node_modules/**", "**/.git/**"] },
    },
  });
  await started.listen();
  const address = started.httpServer?.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return { server: started, url: `http://127.0.0.1:${address.port}` };
}

describe("galleryZonesPlugin (Storybook)", () => {
  it("fails the production build on a lint problem", async () => {
    fleet = copyFleet();
    breakZone(fleet);
    const run = build({
      configFile: false,
      logLevel: "silent",
      plugins: [galleryZonesPlugin({ root: fleet.root })],
      build: { write: false, rollupOptions: { input: "virtual:gangway/gallery-zones" } },
    });
    await expect(run).rejects.toThrow(/\/tier {2}"premum" is not allowed here/);
  });

  it("in dev, the zones module throws the lint's messages at import, and an edit clears them", async () => {
    fleet = copyFleet();
    breakZone(fleet);
    ({ server } = await devServer(fleet));
    const dev = server;
    await expect(dev.transformRequest("virtual:gangway/gallery-zones")).rejects.toMatchObject({
      message: expect.stringMatching(/invalid manifests[\s\S]*\/tier/),
      loc: { file: fleet.zone, line: fleet.lineOf(fleet.zone, '"premum"') },
    });
    const zone = fleet.read(fleet.zone);
    zone.tier = "premium";
    fleet.write(fleet.zone, zone);
    dev.watcher.emit("change", fleet.zone);
    // the watcher's own events for the two writes may still arrive: the module is right once they have
    await vi.waitFor(
      async () => {
        const module = await dev.transformRequest("virtual:gangway/gallery-zones");
        expect(module?.code).toContain("zoneLoaders");
      },
      { timeout: scaled(10_000), interval: 100 },
    );
  });
});

describe("devZoneIndexPlugin", () => {
  it("redirects / without a query to /__zones and lists each zone's pages in each locale", async () => {
    fleet = copyFleet();
    let url: string;
    ({ server, url } = await devServer(fleet));
    const root = await fetch(`${url}/`, { redirect: "manual" });
    expect(root.status).toBe(302);
    expect(root.headers.get("location")).toBe("/__zones");
    const withQuery = await fetch(`${url}/?mac=02:00:00:00:00:10&zoneId=x`, { redirect: "manual" });
    expect(withQuery.status).not.toBe(302);
    const html = await (await fetch(`${url}/__zones`)).text();
    const zone = fleet.read(fleet.zone);
    expect(html).toContain(zone.zonePrefix);
    expect(html).toMatch(/href="\/\?mac=02:00:00:00:00:10&#38;zoneId=[a-z0-9-]+"/);
    expect(html).toMatch(/href="\/start\?mac=02:00:00:00:00:10&#38;zoneId=[a-z0-9-]+&#38;lang=en"/);
  });
});
