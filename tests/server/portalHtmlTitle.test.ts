import { describe, expect, it } from "vitest";
import { portalHtml } from "../../server/pages/portalHtml.ts";

type Payload = Parameters<typeof portalHtml>[1];
const TEMPLATE =
  '<html lang="en"><head><title>Onboard Wi-Fi</title></head><body>\n<div id="root"></div>\n</body></html>';
const PAYLOAD = { manifest: { locales: ["en", "sv"] } } as unknown as Payload;
const page = (html: string) => ({
  css: "",
  rendered: { locale: "sv", html, themeCss: "", path: "/login/voucher" },
});

// issue 35: every page's <title> was "Onboard Wi-Fi", in every language and route
describe("the drawn page's title", () => {
  it("goes to the head in place of the template's, and out of the drawn markup", () => {
    const drawn =
      '<link rel="preload" as="image" href="/b.svg"/><title>Aktivera kupong – Nordlinjen</title><main></main>';
    const html = portalHtml(TEMPLATE, PAYLOAD, null, "sv", "/login/voucher", page(drawn));
    expect(html).toContain("<head><title>Aktivera kupong – Nordlinjen</title>");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root" data-ssr="sv" data-ssr-path="/login/voucher"><link rel="preload"');
  });

  it("a page drawn without one keeps the template's", () => {
    const html = portalHtml(TEMPLATE, PAYLOAD, null, "sv", "/start", page("<main></main>"));
    expect(html).toContain("<title>Onboard Wi-Fi</title>");
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});
