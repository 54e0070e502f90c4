import { describe, expect, it } from "vitest";
import { portalHtml } from "../../server/pages/portalHtml.ts";

type Payload = Parameters<typeof portalHtml>[1];
const TEMPLATE = '<html lang="en"><head></head><body>\n<div id="root"></div>\n</body></html>';
const PAYLOAD = { manifest: { locales: ["en"] } } as unknown as Payload;

// issue 26, finding 8: the raw request path was written unescaped into data-ssr-path
describe("the drawn page's attributes", () => {
  it("finding 8: a path that closes the attribute stays inside it, escaped", () => {
    const path = `/x"><img src=x onerror="window.__pwned=1">&<`;
    const html = portalHtml(TEMPLATE, PAYLOAD, null, "en", path, {
      css: "",
      rendered: { locale: "en", html: "<main></main>", themeCss: "", path },
    });
    expect(html).toContain(
      'data-ssr-path="/x&quot;&gt;&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;&amp;&lt;"',
    );
    expect(html).not.toContain("<img");
  });
});
