import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { loadZoneSnapshot } from "../../server/zones/loadZoneSnapshot.ts";
import type { BootPayload } from "../../server/pages/bootPayload.ts";
import { pageRenderer } from "../../server/pages/pageRenderer.ts";

// the engine's server-render entry as the server loads it; `npm test` builds it first
const ENTRY = resolve("dist-ssr/renderPage.js");
const MAC = "02:00:00:00:00:01";

// sk-tern's start page with one more text whose value is not a string: its widget throws while
// the server draws it (a manifest the lint would refuse, handed straight to the renderer)
function brokenPayload(): BootPayload {
  const fleet = loadZoneSnapshot("manifests");
  const zone = fleet.zones.find((z) => z.zoneId === "sk-tern");
  const layout = zone && fleet.layouts.get(zone.zonePrefix);
  if (!zone || !layout) throw new Error("sk-tern is not in manifests/");
  const manifest = structuredClone(layout.manifest) as {
    pages: { StartPage: unknown[] };
    texts: Record<string, unknown>;
  };
  manifest.pages.StartPage.push({ type: "ZoneText", text: "broken" });
  manifest.texts.broken = { en: { not: "a string" } };
  return {
    zoneId: zone.zoneId,
    mac: MAC,
    zonePrefix: zone.zonePrefix,
    // the settings are not what this test is about: none of theirs is read while drawing
    settings: {} as BootPayload["settings"],
    session: null,
    images: {},
    opens: [],
    manifest,
    now: Date.now(),
  };
}

describe("a part of a page that fails while the server draws it", () => {
  it("is left to the browser, and the page carries no trace of the error: no message, stack or path", async () => {
    if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: npm run build:portal`);
    const logged: { obj: unknown; msg: string }[] = [];
    const log = {
      warn: (obj: unknown, msg: string) => logged.push({ obj, msg }),
      error: (obj: unknown, msg: string) => logged.push({ obj, msg }),
    } as unknown as FastifyBaseLogger;
    const render = await pageRenderer(ENTRY, log);
    const page = await render?.(brokenPayload(), {
      path: "/",
      search: "",
      fields: {},
      device: { mac: MAC, zoneId: "sk-tern" },
      acceptLanguage: "en",
      userAgent: "Mozilla/5.0",
      origin: "http://portal.test",
    });
    const html = page?.html ?? "";
    // the rest of the page is drawn; the failed part is React's marked fallback, drawn by the browser
    expect(html).toContain("<footer");
    expect(html).toContain("<!--$!-->");
    // React's development build writes the error into the page (data-msg, data-stck): not this one
    expect(html).not.toMatch(/data-msg|data-stck|data-cstck|Switched to client rendering/);
    expect(html).not.toMatch(/split is not a function|TypeError|\n\s+at \S/);
    expect(html).not.toMatch(/file:\/\/|node_modules|dist-ssr|renderPage\.js/);
    expect(html).not.toContain(process.cwd());
    // the reason is for the server's log
    expect(logged.map((l) => l.msg)).toEqual(["part of a page failed to draw; the browser draws it"]);
    expect(String((logged[0]?.obj as { err?: unknown } | undefined)?.err)).toMatch(/split is not a function/);
  });
});
