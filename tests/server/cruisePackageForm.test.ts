import { rmSync } from "node:fs";
import { resolve } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { folio } from "../../server/cruise/folio.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { CRUISE_ZONE, LAMBERT, LAMBERT_CABIN } from "./helpers/cruise.ts";
import { portalWithEntry } from "./helpers/portalWithEntry.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

// The cruise package page's forms without the script (server/pages/forms/cruisePackageForm.ts):
// Select draws the package's step, Buy now charges through the API's use case, the page polls the
// charge, then the purchase-complete page carries the code. One browser (t's cookie jar) throughout.
const SAME_SITE = { "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" };
const MAC = "02:0f:00:00:0c:01";
const QUERY = `mac=${encodeURIComponent(MAC)}&zoneId=${CRUISE_ZONE}`;

let t: TestApp;
let portal: string;
afterEach(async () => {
  await t?.close();
  rmSync(resolve(portal, ".."), { recursive: true, force: true });
});

async function start() {
  portal = portalWithEntry();
  t = await startApp({ portal: { staticDir: portal }, testMode: { on: true } });
  t.bind(MAC, CRUISE_ZONE);
}

async function post(path: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    method: "POST",
    url: `${path}?${QUERY}`,
    headers: { ...SAME_SITE, ...(t.cookie ? { cookie: t.cookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
  t.keep(res.headers["set-cookie"]);
  return res;
}

async function get(url: string): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({ method: "GET", url, headers: t.cookie ? { cookie: t.cookie } : {} });
  t.keep(res.headers["set-cookie"]);
  return res;
}

// the page's boot data: the form it was drawn at, its banners, what it inlines
function bootOf(res: LightMyRequestResponse): Record<string, unknown> {
  const boot = /<script type="application\/json" id="gw-boot">(.*?)<\/script>/s.exec(res.body)?.[1];
  return JSON.parse(boot ?? "{}");
}

// the cruise login's form, accepted: back from the (test mode's) controller, on to the package page
async function toPackagePage(): Promise<LightMyRequestResponse> {
  const who = { lastname: LAMBERT.lastname, key: LAMBERT.personalKey, email: LAMBERT.email };
  const login = await post("/", {
    ...{ _action: "cruise-login", _step: "accept", terms: "1", ...who, dob: LAMBERT.dateOfBirth },
  });
  expect(login.statusCode).toBe(303);
  const { to, res } = await follow(login.headers.location as string);
  expect(to.startsWith("/store?")).toBe(true);
  return res;
}

// the browser's way from a redirect to the page it ends on
async function follow(first: string): Promise<{ to: string; res: LightMyRequestResponse }> {
  let to = first;
  for (let hops = 0; hops < 5; hops++) {
    const res = await get(to);
    if (res.statusCode < 300 || res.statusCode >= 400) return { to, res };
    to = res.headers.location as string;
  }
  throw new Error(`too many redirects, at ${to}`);
}

async function bill() {
  const store = openStorage(t.dataDir);
  try {
    return await folio(store, CRUISE_ZONE, LAMBERT_CABIN);
  } finally {
    await store.close();
  }
}

describe("the cruise package page's forms", () => {
  it("Select draws the step, Cancel closes it; Buy now charges once, polled to the purchase-complete page with the code", async () => {
    await start();
    const page = await toPackagePage();
    expect((bootOf(page).cruisePackages as unknown[]).length).toBeGreaterThan(0);
    const select = await post("/store", { _action: "cruise-package", packageId: "WIFI-24H" });
    expect(bootOf(select)).toMatchObject({
      form: { action: "cruise-package", packageId: "WIFI-24H", step: "confirm" },
      errors: [],
    });
    // the step is drawn on the list: the booking's packages come with it
    expect((bootOf(select).cruisePackages as unknown[]).length).toBeGreaterThan(0);
    const cancel = await post("/store", {
      _action: "cruise-package",
      packageId: "WIFI-24H",
      _step: "cancel",
    });
    expect(bootOf(cancel)).toMatchObject({ form: null, errors: [] });
    expect(await bill()).toEqual([]);

    const buy = await post("/store", { _action: "cruise-package", packageId: "WIFI-24H", _step: "accept" });
    expect(buy.statusCode).toBe(303);
    // to the controller's relay with the charge's relay id (the test mode's controller is the server)
    expect(buy.headers.location).toMatch(/^\/triggerrelay\?.*relay/i);
    // the package page polls the charge: done, on to the purchase-complete page
    const { to, res: complete } = await follow(buy.headers.location as string);
    expect(to).toMatch(/^\/purchase-complete\?/);
    const [charge] = await bill();
    expect(charge).toMatchObject({ packageId: "WIFI-24H", prepaid: false, amount: 1500 });
    expect(bootOf(complete).cruisePurchase).toEqual({ packageId: "WIFI-24H", code: charge?.voucherCode });
    // its reload shows it again; the charge was billed once
    expect(bootOf(await get(to)).cruisePurchase).toEqual({
      packageId: "WIFI-24H",
      code: charge?.voucherCode,
    });
    expect(await bill()).toHaveLength(1);
  });

  it("a package not the booking's draws the list, and a browser without the login's booking gets the spec's error", async () => {
    await start();
    await toPackagePage();
    const unknown = await post("/store", { _action: "cruise-package", packageId: "NOPE", _step: "accept" });
    expect(bootOf(unknown)).toMatchObject({ form: null, errors: [] });
    expect(await bill()).toEqual([]);
    // another browser of the device, which did not log in: no booking to bill
    const jar = (t.cookie ?? "").split("; ").filter((c) => !c.startsWith("gw-handoff="));
    t.cookie = jar.join("; ");
    const stranger = await post("/store", {
      _action: "cruise-package",
      packageId: "WIFI-24H",
      _step: "accept",
    });
    expect(bootOf(stranger)).toMatchObject({ form: null, errors: ["cruise.error.unknown"] });
    expect(await bill()).toEqual([]);
  });
});
