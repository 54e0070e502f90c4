import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { Writable } from "node:stream";
import type { LightMyRequestResponse } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { BootPayload } from "../../schemas/gen/api.gen.ts";
import { validateBootPayload } from "../../schemas/gen/validateBootPayload.gen.js";
import { loadZoneSnapshot } from "../../server/zones/loadZoneSnapshot.ts";
import { portalWithEntry } from "./helpers/portalWithEntry.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

// The page's data (schemas/api/boot-payload.schema.json) as the server writes it into every kind
// of page: checked by the generated validator the browser's start-up checks it with, so that no
// page's data is refused there (the browser would ask the API and draw the page afresh).
const MISMATCH = "the page's data does not match its schema";
const SAME_SITE = { "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" };

let t: TestApp;
let portal: string;
let logged: string[];
afterEach(async () => {
  await t?.close();
  rmSync(resolve(portal, ".."), { recursive: true, force: true });
});

async function start() {
  portal = portalWithEntry();
  logged = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  t = await startApp({
    portal: { staticDir: portal },
    testMode: { on: true },
    http: { logger: { level: "error", stream } },
  });
}

function payloadOf(res: LightMyRequestResponse): unknown {
  const json = /<script type="application\/json" id="gw-boot">(.*?)<\/script>/s.exec(res.body)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

// the page's data, which must be there and pass the schema
function checked(res: LightMyRequestResponse, what: string): BootPayload {
  const payload = payloadOf(res);
  expect(payload, `${what}: the page carries its data`).toBeDefined();
  expect(validateBootPayload(payload), `${what}: ${JSON.stringify(validateBootPayload.errors)}`).toBe(true);
  return payload as BootPayload;
}

describe("the page's data", () => {
  it("passes its schema on every zone's start page, for a new device and one with a session", async () => {
    await start();
    const zones = loadZoneSnapshot("manifests").zones;
    for (const { zoneId } of zones) {
      for (const mac of ["02:0b:00:00:00:01", "02:00:00:00:00:01"]) {
        const res = await t.app.inject({ url: `/?mac=${mac}&zoneId=${zoneId}` });
        expect(res.statusCode, zoneId).toBe(200);
        const payload = checked(res, `${zoneId} ${mac}`);
        expect(payload.zoneId).toBe(zoneId);
        expect(payload.manifest?.pages, `${zoneId}: its manifest inline`).toBeTypeOf("object");
      }
    }
    // the demo zone's seeded device has a session: the data carries it, and it passed the schema too
    const seeded = checked(
      await t.app.inject({ url: "/?mac=02:00:00:00:00:01&zoneId=gn-premium-demo" }),
      "seeded",
    );
    expect(seeded.session).not.toBeNull();
    expect(logged.filter((line) => line.includes(MISMATCH))).toEqual([]);
  });

  it("passes its schema with a card store's items, and with a form's answer and its banner", async () => {
    await start();
    const store = checked(
      await t.app.inject({ url: "/store?mac=02:0b:00:00:00:02&zoneId=jw-breeze-demo" }),
      "store",
    );
    expect(store.store?.catalog).toBeTypeOf("object");
    const answered = await t.app.inject({
      method: "POST",
      url: "/login/voucher?mac=02:0b:00:00:00:03&zoneId=gn-premium-demo",
      headers: SAME_SITE,
      payload: new URLSearchParams({ _action: "voucher", code: "AB" }).toString(),
    });
    const form = checked(answered, "voucher form");
    expect(form.form).toEqual({ action: "voucher", step: "idle", code: "AB" });
    expect(form.errors).toEqual(["gen.invalidvoucher"]);
    expect(logged.filter((line) => line.includes(MISMATCH))).toEqual([]);
  });

  it("refuses what the server does not write: another shape of form, a session missing its flags, an extra field", () => {
    const page = { zoneId: "z", mac: "02:00:00:00:00:01", zonePrefix: "p", images: {}, opens: [], now: 1 };
    const settings = {
      zonePrefix: "p",
      internetCheckUrl: "/",
      zoneId: "z",
      tier: "open",
      analyticsHost: "",
      testMode: false,
    };
    expect(validateBootPayload({ ...page, settings, session: null })).toBe(true);
    expect(validateBootPayload({ ...page, settings, session: { isBackendAuthed: true } })).toBe(false);
    expect(
      validateBootPayload({ ...page, settings, session: null, form: { action: "voucher", step: "paid" } }),
    ).toBe(false);
    expect(validateBootPayload({ ...page, settings, session: null, extra: 1 })).toBe(false);
    expect(validateBootPayload({ ...page, settings, session: null, mac: "02-00-00-00-00-01" })).toBe(false);
  });
});
