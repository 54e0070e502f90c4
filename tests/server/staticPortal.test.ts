import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { cookieAttributes, setCookieOf } from "./helpers/cookieAttributes.ts";
import { deviceCookie } from "./helpers/secrets.ts";
import { startApp, type TestApp, tempDir } from "./helpers/testApp.ts";

const INDEX = "<!doctype html><html><head><title>Gangway</title></head><body></body></html>";
const CHUNKS = {
  catalogs: { en: "/assets/messages-en.js", sv: "/assets/messages-sv.js", el: "/assets/messages-el.js" },
  later: "/assets/otherPageBindings-1.js",
  laterCss: "/assets/otherPageBindings-1.css",
};

const dirs: string[] = [];

function builtPortal(): string {
  const dir = tempDir();
  dirs.push(dir);
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), INDEX);
  writeFileSync(join(dir, "assets", "app-3f2a.js"), "console.log(1)");
  writeFileSync(join(dir, "gangway-chunks.json"), JSON.stringify(CHUNKS));
  return dir;
}

describe("serving the built portal", () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  const get = (url: string, method: "GET" | "POST" | "HEAD" = "GET") => t.app.inject({ method, url });

  it("answers index.html for the portal's routes (SPA fallback)", async () => {
    t = await startApp({ portal: { staticDir: builtPortal() } });
    for (const url of ["/", "/login/voucher", "/store?checkout=1", "/no/such/page"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toBe(INDEX);
    }
    // it may carry this device's session: never cached
    expect((await get("/status")).headers["cache-control"]).toBe("no-store");
  });

  it("inlines this device's settings, session and zone manifest, and preloads its catalog", async () => {
    t = await startApp({ portal: { staticDir: builtPortal() } });
    const res = await t.app.inject({
      url: "/?mac=02-00-00-00-00-01&zoneId=gn-premium-demo",
      headers: {
        "accept-language": "sv-SE,sv;q=0.9,en;q=0.5",
        // the device's own browser: another one gets the session without its voucher code
        cookie: deviceCookie(t.dataDir, "gn-premium-demo", "02:00:00:00:00:01"),
      },
    });
    const json = /<script type="application\/json" id="gw-boot">(.*?)<\/script>/.exec(res.body)?.[1] ?? "";
    const payload = JSON.parse(json);
    expect(payload).toMatchObject({ zoneId: "gn-premium-demo", mac: "02:00:00:00:00:01" });
    expect(payload.settings).toMatchObject({ zonePrefix: "gangnet/premium", zoneId: "gn-premium-demo" });
    expect(payload.session).toMatchObject({ isBackendAuthed: true, authVoucherCode: "LIVE0001" });
    // the manifest as the browser gets it: no server keys, brand assets at content-hashed URLs
    expect(payload.manifest).toMatchObject({ zonePrefix: "gangnet/premium", locales: ["en", "sv", "el"] });
    for (const key of ["zones", "opens", "store", "cruise", "settings"])
      expect(payload.manifest).not.toHaveProperty(key);
    expect(payload.manifest.brand.logo).toMatch(/^\/brand\/[0-9a-f]{16}\.svg$/);
    expect(payload.settings.manifestUrl).toMatch(/^\/zones\/[0-9a-f]{16}\.json$/);
    expect(res.body).toContain('<link rel="modulepreload" href="/assets/messages-sv.js">');
    expect(res.body.match(/modulepreload/g)).toHaveLength(1);
  });

  // a link followed before (or without) the script has no query: the cookie names the device, as
  // it did before @fastify/cookie wrote it (the same bytes, so browsers holding one keep it)
  it("keeps the gateway's query in a session cookie for a later page reached without it", async () => {
    t = await startApp({ portal: { staticDir: builtPortal() } });
    const kept = "gw-query=mac%3D02%253A00%253A00%253A00%253A00%253A01%26zoneId%3Dgn-premium-demo";
    // the entry route, and a deep link (the not-found handler draws those)
    for (const path of ["/", "/status"]) {
      const entry = String(
        setCookieOf((await get(`${path}?mac=02:00:00:00:00:01&zoneId=gn-premium-demo`)).headers, "gw-query"),
      );
      expect(entry.split(";")[0], path).toBe(kept);
      expect(cookieAttributes(entry)).toEqual(["HttpOnly", "Path=/", "SameSite=Lax"]);
    }
    const later = await t.app.inject({ url: "/status", headers: { cookie: `other=1; ${kept}` } });
    const boot = JSON.parse(/id="gw-boot">(.*?)<\/script>/.exec(later.body)?.[1] ?? "null");
    expect(boot).toMatchObject({ zoneId: "gn-premium-demo", mac: "02:00:00:00:00:01" });
    // a malformed one names nobody
    const junk = await t.app.inject({ url: "/status", headers: { cookie: "gw-query=%E0%A4%A" } });
    expect(junk.statusCode).toBe(200);
    expect(/id="gw-boot">(.*?)<\/script>/.exec(junk.body)?.[1] ?? "null").toBe("null");
  });

  it("inlines the other pages' stylesheet on a deep link, so its first paint waits for no second file", async () => {
    const dir = builtPortal();
    writeFileSync(join(dir, "assets", "otherPageBindings-1.css"), ".gw-store{color:red}");
    t = await startApp({ portal: { staticDir: dir } });
    const query = "?mac=02:00:00:00:00:01&zoneId=gn-premium-demo";
    for (const path of ["/status", "/store", "/login/voucher"]) {
      const body = (await get(path + query)).body;
      expect(body, path).toContain("<style>.gw-store{color:red}</style>");
      expect(body, path).not.toContain('<link rel="stylesheet"');
    }
    expect((await get(`/start${query}`)).body).not.toContain(".gw-store{color:red}");
  });

  it("preloads the other pages' widgets on a deep link, not on the start page", async () => {
    t = await startApp({ portal: { staticDir: builtPortal() } });
    const later = [
      '<link rel="modulepreload" href="/assets/otherPageBindings-1.js">',
      '<link rel="stylesheet" href="/assets/otherPageBindings-1.css">',
    ];
    const query = "?mac=02:00:00:00:00:01&zoneId=gn-premium-demo";
    for (const path of ["/", "/start"])
      for (const link of later) expect((await get(path + query)).body, path).not.toContain(link);
    for (const path of ["/status", "/store", "/login/voucher"])
      for (const link of later) expect((await get(path + query)).body, path).toContain(link);
  });

  it("inlines nothing for an unknown zone or a malformed mac, and a new device gets a null session", async () => {
    t = await startApp({ portal: { staticDir: builtPortal() } });
    expect((await get("/?mac=02:00:00:00:00:01&zoneId=nope")).body).toBe(INDEX);
    expect((await get("/?mac=zz&zoneId=gn-premium-demo")).body).toBe(INDEX);
    const fresh = await get("/?mac=02:00:00:00:00:99&zoneId=gn-premium-demo");
    expect(fresh.body).toContain('"session":null');
  });

  it("sends the smallest encoding the client accepts, for the page and for built assets", async () => {
    const dir = builtPortal();
    writeFileSync(join(dir, "assets", "app-3f2a.js.br"), brotliCompressSync("console.log(1)"));
    t = await startApp({ portal: { staticDir: dir } });
    const page = await t.app.inject({
      url: "/?mac=02:00:00:00:00:99&zoneId=gn-premium-demo",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('id="gw-boot"');
    const gz = await t.app.inject({ url: "/start", headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(INDEX);
    const asset = await t.app.inject({ url: "/assets/app-3f2a.js", headers: { "accept-encoding": "br" } });
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe("console.log(1)");
    // q=0 is a refusal, for the page and for the assets alike
    const refusing = { "accept-encoding": "br;q=0, gzip" };
    const noBrPage = await t.app.inject({ url: "/start", headers: refusing });
    expect(noBrPage.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(noBrPage.rawPayload).toString()).toBe(INDEX);
    const noBrAsset = await t.app.inject({ url: "/assets/app-3f2a.js", headers: refusing });
    expect(noBrAsset.headers["content-encoding"]).not.toBe("br");
  });

  it("cannot be made to close its data script", async () => {
    t = await startApp({ portal: { staticDir: builtPortal() } });
    const res = await get(
      "/?mac=02:00:00:00:00:99&zoneId=gn-premium-demo&x=</script><script>alert(1)</script>",
    );
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(res.body).not.toContain("alert(1)");
  });

  it("serves hashed assets for good, and a missing file is a 404, not html", async () => {
    t = await startApp({ portal: { staticDir: builtPortal() } });
    const asset = await get("/assets/app-3f2a.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe("console.log(1)");
    expect(asset.headers["cache-control"]).toContain("immutable");
    const missing = await get("/assets/app-gone.js");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/application\/json/);
  });

  it("never falls back for the API, the access controller or other methods", async () => {
    t = await startApp({ portal: { staticDir: builtPortal() } });
    const api = await get("/api/v1/nope");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
    expect((await get("/auth")).statusCode).toBe(400);
    expect((await get("/status", "POST")).statusCode).toBe(404);
  });

  it("without a build, portal routes are a JSON 404", async () => {
    t = await startApp({ portal: { staticDir: join(builtPortal(), "missing") } });
    const res = await get("/status");
    expect(res.statusCode).toBe(404);
    expect(res.json().statusCode).toBe(404);
  });
});
