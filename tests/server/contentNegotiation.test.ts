import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressText } from "../../server/pages/compressText.ts";
import { portalHtml } from "../../server/pages/portalHtml.ts";
import { acceptedLanguages, preferredLocale } from "../../server/http/preferredLocale.ts";

const PAGE = "<!doctype html><p>Välkommen ombord</p>".repeat(20);

describe("the page's encoding (Accept-Encoding)", () => {
  const encodingFor = (header: string | undefined) => compressText(PAGE, header).encoding ?? "identity";

  it("refuses an encoding the client weighs q=0", () => {
    expect(encodingFor("br;q=0, gzip")).toBe("gzip");
    expect(encodingFor("br;q=0")).toBe("identity");
    expect(encodingFor("gzip;q=0, br;q=0")).toBe("identity");
    expect(encodingFor("*, br;q=0")).toBe("gzip");
  });

  it("takes the client's weights, and brotli where it weighs both the same", () => {
    expect(encodingFor("br;q=0.1, gzip;q=0.9")).toBe("gzip");
    expect(encodingFor("gzip, deflate, br")).toBe("br");
    expect(encodingFor("gzip")).toBe("gzip");
    expect(encodingFor(undefined)).toBe("identity");
    expect(encodingFor("deflate")).toBe("identity");
  });

  it("sends bytes that decode to the page", () => {
    const br = compressText(PAGE, "br").body as Buffer;
    const gzip = compressText(PAGE, "gzip").body as Buffer;
    expect(brotliDecompressSync(br).toString()).toBe(PAGE);
    expect(gunzipSync(gzip).toString()).toBe(PAGE);
    expect(compressText(PAGE, "identity").body).toBe(PAGE);
  });
});

describe("the page's locale (Accept-Language)", () => {
  const ZONE = ["en", "sv", "el"];

  it("honours q-values: a refused or lighter language loses", () => {
    expect(preferredLocale(ZONE, "el;q=0, sv;q=0.5")).toBe("sv");
    expect(preferredLocale(ZONE, "en;q=0.2, el;q=0.8")).toBe("el");
    expect(preferredLocale(ZONE, "sv;q=0, *")).toBe("en");
  });

  it("matches a regional tag to its language, and falls back to the zone's first", () => {
    expect(preferredLocale(ZONE, "sv-SE,sv;q=0.9,en;q=0.5")).toBe("sv");
    expect(preferredLocale(ZONE, "EL-gr")).toBe("el");
    expect(preferredLocale(ZONE, "de-DE, fr;q=0.5")).toBe("en");
    expect(preferredLocale(["sv", "en"], undefined)).toBe("sv");
    expect(preferredLocale(ZONE, "")).toBe("en");
  });

  it("takes the next language the browser wants when the zone lacks its first, as the browser does", () => {
    expect(preferredLocale(ZONE, "de-DE,de;q=0.9,sv;q=0.8,en;q=0.7")).toBe("sv");
    expect(preferredLocale(ZONE, "el;q=0.1, sv")).toBe("sv");
    // equal weights: the order the browser sent
    expect(preferredLocale(ZONE, "sv-SE, en")).toBe("sv");
    expect(preferredLocale(ZONE, "fi, EL-gr;q=0.5")).toBe("el");
    // the list the engine's rule takes, as the browser's navigator.languages: by weight, refusals dropped
    expect(acceptedLanguages("el;q=0, sv;q=0.5, en")).toEqual(["en", "sv"]);
  });

  it("preloads the catalog of the locale the page was drawn in", () => {
    const template = '<html lang="en"><head></head><body><div id="root"></div></body></html>';
    const payload = { manifest: { locales: ZONE } } as unknown as Parameters<typeof portalHtml>[1];
    const chunks = { catalogs: { en: "/en.js", sv: "/sv.js", el: "/el.js" } } as unknown as Parameters<
      typeof portalHtml
    >[2];
    // whatever the page was drawn in wins over a fresh negotiation: the browser hydrates that
    const rendered = { locale: "el", html: "<main></main>", themeCss: "", path: "/start" };
    const html = portalHtml(template, payload, chunks, "de-DE,de;q=0.9,sv;q=0.8", "/", { css: "", rendered });
    expect(html).toContain('<link rel="modulepreload" href="/el.js">');
    expect(html).not.toContain("/sv.js");
    expect(html).toContain('<html lang="el"');
    expect(portalHtml(template, payload, chunks, "el;q=0.1, sv")).toContain('href="/sv.js"');
  });
});
