import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressText } from "../../server/http/compressText.ts";
import { preferredLocale } from "../../server/http/preferredLocale.ts";

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
});
