import { describe, expect, it } from "vitest";
import { portalHtml } from "../../server/pages/portalHtml.ts";

type Payload = Parameters<typeof portalHtml>[1];
const TEMPLATE =
  '<html lang="en"><head></head><body>\n<div id="root"><div class="gw-boot"></div></div>\n<script type="module" src="/main.js"></script></body></html>';
const PAYLOAD = { manifest: { locales: ["en", "sv"] } } as unknown as Payload;

describe("the first frame of a drawn page", () => {
  it("waits, in the head, for an element that follows the whole drawn page", () => {
    const rendered = {
      locale: "sv",
      html: "<main><select><option>English</option></select></main>",
      themeCss: "",
      path: "/start",
    };
    const html = portalHtml(TEMPLATE, PAYLOAD, null, "sv", "/", {
      css: "",
      rendered,
    });
    const link = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(html);
    expect(link, "a render-blocking expect link").not.toBeNull();
    expect(html.indexOf(link?.[0] ?? "")).toBeLessThan(html.indexOf("</head>"));
    const target = html.indexOf(`id="${link?.[1]}"`);
    // after the drawn page's last markup, before the script
    expect(target).toBeGreaterThan(html.indexOf("</select></main></div>"));
    expect(target).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it("holds nothing back on a page the browser draws itself", () => {
    const html = portalHtml(TEMPLATE, PAYLOAD, null, "sv", "/", {
      css: "",
      rendered: null,
    });
    expect(html).not.toContain('rel="expect"');
  });
});
