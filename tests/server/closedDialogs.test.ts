import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { portalWithEntry } from "./helpers/portalWithEntry.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

// Issue 44: a start page carries no dialog it has not opened (widgets/Modal.tsx); the step that
// opens one (the terms, without the script) still draws it, open.
const SAME_SITE = { "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" };
const dialogs = (html: string) => html.match(/<dialog[^>]*>/g) ?? [];

let t: TestApp;
let portal: string;
afterEach(async () => {
  await t?.close();
  rmSync(resolve(portal, ".."), { recursive: true, force: true });
});

describe("a start page's dialogs", () => {
  it("are not drawn until a step opens one, which is drawn open", async () => {
    portal = portalWithEntry();
    t = await startApp({ portal: { staticDir: portal } });
    // a ferry's offers (each with its terms) and a cruise's voucher and booking login
    for (const zone of ["nl-polaris", "md-stella-demo"]) {
      const fresh = await t.app.inject({ url: `/?mac=02:0e:00:00:00:01&zoneId=${zone}` });
      expect(fresh.body, zone).toContain('data-ssr-path="/start"');
      expect(dialogs(fresh.body), zone).toEqual([]);
    }
    const terms = await t.app.inject({
      method: "POST",
      url: "/?mac=02:0e:00:00:00:02&zoneId=nl-polaris",
      headers: SAME_SITE,
      payload: "_action=open&openId=2&_step=terms",
    });
    expect(terms.statusCode).toBe(200);
    const drawn = dialogs(terms.body);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toContain(" open");
  });
});
