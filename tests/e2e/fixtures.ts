import { test as base, expect, type Page } from "@playwright/test";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

/**
 * Every context aborts any request to a host other than loopback and fails the test that made
 * it: nothing leaves the machine, and an open redirect is caught without being followed.
 */
export const test = base.extend<{ offHost: string[] }>({
  offHost: [
    async ({ context }, use) => {
      const offHost: string[] = [];
      await context.route(
        (url) => !LOOPBACK.has(url.hostname),
        (route) => {
          offHost.push(route.request().url());
          return route.abort("blockedbyclient");
        },
      );
      await use(offHost);
      expect(offHost, "requests to hosts other than loopback").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

let macCounter = 0;
/** A device address unique to this worker and test, so parallel tests never share a session. */
export function uniqueMac(): string {
  const n = (process.pid % 0xffff) * 0x1000 + ++macCounter;
  const hex = n.toString(16).padStart(8, "0");
  return `02:aa:${hex.slice(0, 2)}:${hex.slice(2, 4)}:${hex.slice(4, 6)}:${hex.slice(6, 8)}`;
}

export const DEMO_ZONE = "gn-premium-demo";

export async function openPortal(page: Page, mac: string, zoneId = DEMO_ZONE, extra = ""): Promise<void> {
  await page.goto(`/?mac=${mac}&zoneId=${zoneId}${extra}`);
}

/** Activates a voucher for a device through the API and lets the simulated controller authorise it. */
export async function connectDevice(
  page: Page,
  mac: string,
  voucher: string,
  zoneId = DEMO_ZONE,
): Promise<void> {
  const api = page.request;
  const auth = await api.post("/api/v1/voucher/auth", {
    headers: { "X-Zone-Public-Id": zoneId },
    data: { mac, voucher, logoutOldest: true },
  });
  expect(auth.status(), await auth.text()).toBe(200);
  const controller = await api.get(`/auth?mac=${mac}&zoneId=${zoneId}&captiveStep=3&retryCount=0`, {
    maxRedirects: 0,
  });
  expect(controller.status()).toBe(302);
}

/** A voucher no other test has seen (test mode's POST /api/test/voucher). */
export async function freshVoucher(page: Page, zoneId = DEMO_ZONE, maxDevices = 1): Promise<string> {
  const res = await page.request.post("/api/test/voucher", { data: { zoneId, maxDevices } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).code;
}
