import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CHILLI_ZONE, type GatewayRig, MIKROTIK_ZONE, startGatewayRig } from "../gateways/gatewayRig.ts";
import { MiniBrowser } from "../gateways/miniBrowser.ts";
import { scaled } from "../timeoutFactor.ts";

// Issue 32, end to end below the browser: the real server (its own process, the built portal),
// CoovaChilli's and MikroTik's stand-ins, a browser without script that follows every step
let rig: GatewayRig;
beforeAll(async () => {
  rig = await startGatewayRig();
}, scaled(60_000));
afterAll(() => rig?.close());

let n = 0;
const newMac = () => `02:bb:00:00:00:${(++n).toString(16).padStart(2, "0")}`;

async function freshVoucher(zoneId: string): Promise<string> {
  const res = await fetch(`${rig.server.base}/api/test/voucher`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ zoneId }),
  });
  return (await res.json()).code;
}

describe("a device handed to CoovaChilli", () => {
  it("enters signed, is logged on with a one-time credential, is Connected, and logs out at the gateway", async () => {
    const browser = new MiniBrowser();
    const mac = newMac();
    const entry = await browser.go(rig.chilli.captive(mac));
    expect(entry.trail[1]).toMatch(
      /res=notyet&uamip=127\.0\.0\.1&uamport=\d+&challenge=[0-9a-f]{32}.*&md=[0-9A-F]{32}$/,
    );
    expect(entry.status).toBe(200);
    const code = await freshVoucher(CHILLI_ZONE);
    const grant = await browser.api(rig.server.base, CHILLI_ZONE, "POST", "/voucher/auth", {
      mac,
      voucher: code,
      termsAccepted: true,
    });
    expect(grant.status).toBe(200);
    expect(grant.json.handoff.url).toMatch(
      new RegExp(`^${rig.chilli.base}/logon\\?username=gw-[0-9a-f]{24}&password=[0-9a-f]+`),
    );
    const status = await browser.go(grant.json.handoff.url, {}, rig.server.base);
    expect(status.trail.some((u) => u.includes("res=success"))).toBe(true);
    expect(new URL(status.url).pathname).toBe("/status");
    expect(status.body).toContain("Connected");
    expect(rig.chilli.devices.accepted.at(-1)).toMatchObject({
      mac,
      userName: expect.stringMatching(/^gw-/),
    });
    const logout = await browser.api(rig.server.base, CHILLI_ZONE, "POST", `/session/logout/${mac}`);
    expect(logout.json.handoff).toEqual({ method: "GET", url: `${rig.chilli.base}/logoff` });
    await vi.waitFor(() => expect(rig.chilli.devices.disconnects).toContain(mac), {
      timeout: scaled(10_000),
    });
    const start = await browser.go(logout.json.handoff.url, {}, rig.server.base);
    expect(start.trail.some((u) => u.includes("res=logoff"))).toBe(true);
    expect(new URL(start.url).pathname).toBe("/start");
    expect(start.status).toBe(200);
    // a new voucher right away: the logoff's answer brought the challenge for the next logon
    const next = await browser.api(rig.server.base, CHILLI_ZONE, "POST", "/voucher/auth", {
      mac,
      voucher: await freshVoucher(CHILLI_ZONE),
      termsAccepted: true,
    });
    expect((await browser.go(next.json.handoff.url, {}, rig.server.base)).body).toContain("Connected");
  });
});

describe("a device handed to a MikroTik hotspot", () => {
  it("without script: the login page's variables, a trial by form, the hotspot's POST login with CHAP, Connected", async () => {
    const browser = new MiniBrowser();
    const mac = newMac();
    const entry = await browser.go(rig.mikrotik.captive(mac));
    // the hotspot's login.html (as npm run gateway prints it) sent the device on with its variables
    const url = new URL(entry.url);
    expect(url.origin).toBe(rig.server.base);
    expect(url.searchParams.get("link-login-only")).toBe(`${rig.mikrotik.base}/login`);
    expect(url.searchParams.get("chap-challenge")).toMatch(/^(\\[0-7]{3}){16}$/);
    const form = { _action: "open", openId: "1", terms: "1" };
    const login = await browser.go(
      entry.url,
      {
        method: "POST",
        body: new URLSearchParams(form).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
      entry.url,
    );
    // the portal's own page posts the hotspot's login, under a policy that lets it post there only
    expect(new URL(login.url).pathname).toBe("/gateway/login");
    expect(login.headers.get("content-security-policy")).toContain(
      `form-action ${rig.mikrotik.base} 'self';`,
    );
    expect(login.body).toContain(`action="${rig.mikrotik.base}/login"`);
    const status = await browser.submit(login);
    expect(new URL(status.url).pathname).toBe("/status");
    expect(new URL(status.url).searchParams.get("connecting")).toBe("1");
    expect(status.body).toContain("Connected");
    expect(rig.mikrotik.devices.accepted.at(-1)).toMatchObject({
      mac,
      userName: expect.stringMatching(/^gw-/),
    });
  });
});

describe("a device handed to a MikroTik hotspot, with script", () => {
  it("the grant's answer is the hotspot's POST login itself: the app posts it, no portal page between", async () => {
    const browser = new MiniBrowser();
    const mac = newMac();
    const entry = await browser.go(rig.mikrotik.captive(mac));
    const grant = await browser.api(rig.server.base, MIKROTIK_ZONE, "POST", `/open/1/auth/${mac}`, {
      termsAccepted: true,
    });
    expect(grant.status).toBe(200);
    const step = grant.json.handoff;
    expect(step).toMatchObject({ method: "POST", url: `${rig.mikrotik.base}/login` });
    expect(step.fields).toMatchObject({ username: expect.stringMatching(/^gw-[0-9a-f]{24}$/) });
    expect(step.fields.password).toMatch(/^[0-9a-f]{32}$/);
    expect(new URL(step.fields.dst).pathname).toBe("/status");
    const status = await browser.go(
      step.url,
      {
        method: "POST",
        body: new URLSearchParams(step.fields).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
      entry.url,
    );
    expect(status.trail.some((u) => new URL(u).pathname === "/gateway/login")).toBe(false);
    expect(new URL(status.url).pathname).toBe("/status");
    expect(status.body).toContain("Connected");
    expect(rig.mikrotik.devices.accepted.at(-1)).toMatchObject({ mac, userName: step.fields.username });
  });
});

describe("a redirect the gateway did not sign", () => {
  it("is refused: no login address is kept, the keyed zone does not bind the browser, and it is counted", async () => {
    const browser = new MiniBrowser();
    const mac = newMac();
    const signed = await new MiniBrowser().go(rig.chilli.captive(mac));
    const forged = signed.trail[1]?.replace(/md=[0-9A-F]{32}$/, `md=${"0".repeat(32)}`) ?? "";
    const page = await browser.go(forged);
    expect(page.status).toBe(200);
    expect(browser.cookies(rig.server.base).has("gw-gateway")).toBe(false);
    expect(browser.cookies(rig.server.base).has("gw_device")).toBe(false);
    const code = await freshVoucher(CHILLI_ZONE);
    const grant = await browser.api(rig.server.base, CHILLI_ZONE, "POST", "/voucher/auth", {
      mac,
      voucher: code,
      termsAccepted: true,
    });
    expect(grant.status).toBe(403);
    expect(await rig.metrics()).toMatch(/^gangway_handoff_entries_total\{outcome="refused"\} [1-9]/m);
  });
});

// every grant in every dialect ends on a page of the portal: never a 404, raw JSON or a spec path
// on a gateway that has none (the simulator answers the spec's controller paths for cw-seahawk)
type Face = "api" | "form";
interface Zone {
  zoneId: string;
  dialect: "spec" | "coovachilli" | "mikrotik";
  enter(browser: MiniBrowser, mac: string): Promise<string>;
}
const ZONES: Zone[] = [
  {
    zoneId: CHILLI_ZONE,
    dialect: "coovachilli",
    enter: async (b, mac) => (await b.go(rig.chilli.captive(mac))).url,
  },
  {
    zoneId: MIKROTIK_ZONE,
    dialect: "mikrotik",
    enter: async (b, mac) => (await b.go(rig.mikrotik.captive(mac))).url,
  },
  {
    zoneId: "cw-seahawk",
    dialect: "spec",
    enter: async (b, mac) => (await b.go(`${rig.server.base}/?mac=${mac}&zoneId=cw-seahawk`)).url,
  },
];
const SPEC_PATHS = ["/auth", "/logout", "/tempbypass", "/cnabypass", "/triggerrelay"];
// the spec's controller paths the portal's own server was asked for
const specSteps = (trail: string[]) =>
  trail.filter((u) => new URL(u).origin === rig.server.base && SPEC_PATHS.includes(new URL(u).pathname));

async function pay(zoneId: string): Promise<string> {
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${rig.server.base}${path}`, {
      ...init,
      headers: { "x-zone-public-id": zoneId, "content-type": "application/json" },
    }).then((r) => r.json());
  const { availableStoreItems } = await api("/api/v1/store/zone");
  const order = await api("/api/v1/store/order/checkout/nets", {
    method: "POST",
    body: JSON.stringify({
      ...{ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
      items: [{ id: availableStoreItems[0].id, amount: 1 }],
      termsAccepted: true,
    }),
  });
  await api(`/payment-sandbox/v1/checkout/${order.paymentId}/pay`, {
    method: "POST",
    body: JSON.stringify({
      checkoutKey: "sandbox-checkout-key",
      cardNumber: "4925000000000004",
      expiry: "12/39",
      cvc: "123",
    }),
  });
  let code = "";
  await vi.waitFor(
    async () => {
      const vouchers = await api(`/api/v1/store/order/${order.publicId}/completed`);
      expect(vouchers[0]?.code).toBeTruthy();
      code = vouchers[0].code;
    },
    { timeout: scaled(10_000), interval: 100 },
  );
  return code;
}

/** A step followed as the browser would: the answer's handoff, else the spec's controller path. */
async function follow(browser: MiniBrowser, from: string, to: string) {
  let page = await browser.go(new URL(to, from).href, {}, from);
  // the page that posts a hotspot's login: its script (or button) sends it
  while (new URL(page.url).pathname === "/gateway/login") page = await browser.submit(page);
  return page;
}

type Step = { method: string; url: string; fields?: Record<string, string> } | undefined;

/** The API's step as the app takes it: a GET followed, a hotspot's POST login posted with its fields. */
async function takeStep(browser: MiniBrowser, from: string, step: Step, spec: string) {
  if (step?.method !== "POST") return follow(browser, from, step?.url ?? spec);
  const body = new URLSearchParams(step.fields).toString();
  const headers = { "content-type": "application/x-www-form-urlencoded" };
  return browser.go(step.url, { method: "POST", body, headers }, from);
}

type Prepare = (browser: MiniBrowser, mac: string, entry: string) => Promise<Record<string, string>>;

async function act(zone: Zone, face: Face, action: string, prepare?: Prepare) {
  const browser = new MiniBrowser();
  const mac = newMac();
  const entry = await zone.enter(browser, mac);
  const fields = { ...(await prepare?.(browser, mac, entry)) };
  const base = rig.server.base;
  if (face === "form")
    return follow(browser, entry, entry).then(() =>
      browser
        .go(
          entry,
          {
            method: "POST",
            body: new URLSearchParams({ _action: action, ...fields }).toString(),
            headers: { "content-type": "application/x-www-form-urlencoded" },
          },
          entry,
        )
        .then((page) =>
          new URL(page.url).pathname === "/gateway/login" ? follow(browser, page.url, page.url) : page,
        ),
    );
  const calls: Record<string, () => ReturnType<MiniBrowser["api"]>> = {
    voucher: () =>
      browser.api(base, zone.zoneId, "POST", "/voucher/auth", {
        ...{ mac, voucher: fields.code, termsAccepted: true },
      }),
    open: () => browser.api(base, zone.zoneId, "POST", `/open/1/auth/${mac}`, { termsAccepted: true }),
    reset: () => browser.api(base, zone.zoneId, "POST", `/session/reset/${mac}`),
    connect: () => browser.api(base, zone.zoneId, "POST", `/session/handoff/${mac}`),
    logout: () => browser.api(base, zone.zoneId, "POST", `/session/logout/${mac}`),
  };
  const answer = await (calls[action] as () => ReturnType<MiniBrowser["api"]>)();
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  const spec = `/${action === "logout" ? "logout" : "auth"}?mac=${mac}&zoneId=${zone.zoneId}&captiveStep=${action === "logout" ? 0 : 3}&retryCount=0`;
  return takeStep(browser, entry, answer.json.handoff, spec);
}

// a grant made, its step not followed: the device waits for its controller (Connect)
const grantedOnly =
  (zone: Zone): Prepare =>
  async (browser, mac) => {
    const code = await freshVoucher(zone.zoneId);
    const answer = await browser.api(rig.server.base, zone.zoneId, "POST", "/voucher/auth", {
      mac,
      voucher: code,
      termsAccepted: true,
    });
    expect(answer.status).toBe(200);
    return {};
  };
const resettable =
  (zone: Zone): Prepare =>
  async (_browser, mac) => {
    const res = await fetch(`${rig.server.base}/api/test/device`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        ...{ zoneId: zone.zoneId, mac, access: zone.dialect === "spec" ? "free" : "trial" },
        ...{ startedMinutesAgo: 45, reset: { method: "MANUAL", periodMinutes: 30 } },
      }),
    });
    expect(res.status).toBe(200);
    return {};
  };
// online through its gateway first: granted, and its step followed
const online =
  (zone: Zone): Prepare =>
  async (browser, mac, entry) => {
    await grantedOnly(zone)(browser, mac, entry);
    const answer = await browser.api(rig.server.base, zone.zoneId, "POST", `/session/handoff/${mac}`);
    const spec = `/auth?mac=${mac}&zoneId=${zone.zoneId}&captiveStep=3&retryCount=0`;
    expect((await takeStep(browser, entry, answer.json.handoff, spec)).body).toContain("Connected");
    return {};
  };

describe.each(ZONES)("every grant in the $dialect dialect ($zoneId)", (zone) => {
  const grants: [string, string, Prepare | undefined][] = [
    [
      "a voucher",
      "voucher",
      async () => ({ code: await freshVoucher(zone.zoneId), _step: "accept", terms: "1" }),
    ],
    ["a trial or free access", "open", async () => ({ openId: "1", terms: "1" })],
    ["a reset", "reset", resettable(zone)],
    ["Connect again", "connect", grantedOnly(zone)],
    [
      "a purchase's voucher",
      "voucher",
      async () => ({ code: await pay(zone.zoneId), _step: "accept", terms: "1" }),
    ],
  ];
  for (const face of ["api", "form"] as const)
    it.each(grants)(`${face}: %s ends Connected on the status page`, async (_name, action, prepare) => {
      const page = await act(zone, face, action, prepare);
      expect(page.status, page.url).toBe(200);
      expect(page.contentType).toContain("text/html");
      expect(new URL(page.url).pathname).toBe("/status");
      expect(page.body).toContain("Connected");
      expect(page.body).not.toContain("cannot be found");
      // the spec's controller (the simulator) is where a spec zone's grant goes, and nowhere else's
      if (zone.dialect !== "spec") expect(specSteps(page.trail)).toEqual([]);
      else expect(specSteps(page.trail).map((u) => new URL(u).pathname)).toEqual(["/auth"]);
    });

  it.each(["api", "form"] as const)("%s: a logout ends on the start page", async (face) => {
    const page = await act(zone, face, "logout", online(zone));
    expect(page.status).toBe(200);
    expect(page.contentType).toContain("text/html");
    expect(new URL(page.url).pathname).toBe("/start");
    if (zone.dialect !== "spec") expect(specSteps(page.trail)).toEqual([]);
  });
});

describe("a login the gateway refused", () => {
  it("CoovaChilli: a credential used twice is refused (credential-used); res=failed brings the device back to retry", async () => {
    const browser = new MiniBrowser();
    const mac = newMac();
    await browser.go(rig.chilli.captive(mac));
    const grant = await browser.api(rig.server.base, CHILLI_ZONE, "POST", "/voucher/auth", {
      mac,
      voucher: await freshVoucher(CHILLI_ZONE),
      termsAccepted: true,
    });
    await browser.go(grant.json.handoff.url, {}, rig.server.base);
    const again = await browser.go(grant.json.handoff.url, {}, rig.server.base);
    expect(rig.chilli.devices.rejections.at(-1)).toBe("credential-used");
    expect(again.trail.some((u) => u.includes("res=failed"))).toBe(true);
    // the entry with its count, where the app tries again (the spec's retry path)
    expect(new URL(again.url).searchParams.get("retryCount")).toBe("1");
    expect(again.status).toBe(200);
    expect(again.contentType).toContain("text/html");
    // the retry's fresh credential logs it on
    const retry = await browser.api(rig.server.base, CHILLI_ZONE, "POST", `/session/handoff/${mac}`);
    expect(retry.json.handoff.url).not.toBe(grant.json.handoff.url);
    const status = await browser.go(retry.json.handoff.url, {}, rig.server.base);
    expect(new URL(status.url).searchParams.get("connecting")).toBe("2");
    expect(status.body).toContain("Connected");
  });

  it("MikroTik: a refused login comes back through login.html with error, to the entry with its count", async () => {
    const browser = new MiniBrowser();
    const mac = newMac();
    const entry = await browser.go(rig.mikrotik.captive(mac));
    const form = new URLSearchParams({ _action: "open", openId: "1", terms: "1" }).toString();
    const post = {
      method: "POST",
      body: form,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    };
    const login = await browser.go(entry.url, post, entry.url);
    // the passenger waits past the credential's two minutes: here, its password is wrong instead
    const failed = await browser.submit(login, { password: "0".repeat(32) });
    expect(rig.mikrotik.devices.rejections.at(-1)).toBe("credential-bad-password");
    expect(failed.trail.some((u) => u.includes("error=credential-bad-password"))).toBe(true);
    expect(new URL(failed.url).searchParams.get("retryCount")).toBe("1");
    expect(failed.status).toBe(200);
  });
});
