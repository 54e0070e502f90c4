import type { Page } from "@playwright/test";
import { expect, uniqueMac } from "./fixtures.ts";
import { type DeviceSetup, putDevice } from "./states/putDevice.ts";

/**
 * The passenger zones of server/demo/demo-data.json: each has its number (the fourth byte of
 * its devices' macs) and a voucher prefix. Devices are the same slot in every zone.
 */
export const ZONES = {
  polaris: { id: "nl-polaris", n: 1, code: "PO" },
  nlCrew: { id: "nl-crew", n: 2, code: "NC" },
  seahawk: { id: "cw-seahawk", n: 3, code: "SH" },
  tern: { id: "sk-tern", n: 4, code: "TE" },
  puffin: { id: "sk-puffin", n: 5, code: "PU" },
  thalassa: { id: "ae-thalassa", n: 6, code: "TH" },
  kyma: { id: "ae-kyma", n: 7, code: "KY" },
  aallotar: { id: "fw-aallotar", n: 8, code: "AA" },
  fwOpen: { id: "fw-open", n: 9, code: "FO" },
  moewe: { id: "os-moewe", n: 10, code: "MO" },
  cargolink: { id: "cl-crew", n: 11, code: "CL" },
  petrel: { id: "sa-petrel", n: 12, code: "PE" },
} as const;
export type ZoneKey = keyof typeof ZONES;

/** The seeded devices, by what their session shows (not every zone has every one). */
export const DEVICE = {
  /** connected on <code>LIVE01 (open zones: on their open access) */
  connected: 1,
  /** open access used up, reset available */
  resetAvailable: 2,
  /** used up, no reset: the trial is used (voucher zones: <code>DONE01 ran out) */
  usedUp: 3,
  /** connected on free access */
  freeConnected: 4,
  /** holds <code>BUSY01 */
  busy1: 5,
  /** connected on the 15-minute premium trial */
  trialPremium: 6,
  /** 1.5 GB used on <code>BIG001 (no device limit) */
  big: 7,
  /** connected on <code>LIVE02, for the logout test */
  logout: 8,
  /** like resetAvailable, for the reset test */
  resetTest: 9,
  /** holds <code>BUSY02 */
  busy2: 10,
  /** free access granted, not let online */
  notOnline: 11,
} as const;

/**
 * The seeded states that run out on the clock, put on a device of the test's own when it runs: the
 * demo's were started before the server (a 15-minute premium trial 2 minutes before, a 30-minute
 * trial 5), so a suite running long on a loaded machine met them ended (13 and 25 minutes in).
 */
export const TIMED = {
  /** connected on the 15-minute premium trial */
  trialPremium: { access: "trial-premium", accessControllerAuthed: true, bytesUsed: 1_000_000 },
  /** connected on the trial (the open zones' DEVICE.connected) */
  trial: { access: "trial", accessControllerAuthed: true, bytesUsed: 4_000_000 },
} satisfies Record<string, DeviceSetup>;

/** A device of this test's own in a timed state, started now, and this browser bound to it. */
export async function timedDevice(page: Page, zone: ZoneKey, setup: DeviceSetup): Promise<string> {
  const mac = uniqueMac();
  await putDevice(page, ZONES[zone].id, mac, setup);
  await asDevice(page, zone, mac);
  return mac;
}

const hex = (n: number) => n.toString(16).padStart(2, "0");
export const fleetMac = (zone: ZoneKey, device: number) => `02:00:00:${hex(ZONES[zone].n)}:00:${hex(device)}`;

/** Opens a page of the zone for a device (the query rides along on any path, as the gateway sends it). */
/** Binds this browser to a seeded device, as its gateway's signed redirect would (test mode only). */
export async function asDevice(page: Page, zone: ZoneKey, mac: string): Promise<void> {
  const res = await page.request.post("/api/test/bind", { data: { zoneId: ZONES[zone].id, mac } });
  if (!res.ok()) throw new Error(`binding failed: ${res.status()}`);
}

export async function openAt(page: Page, zone: ZoneKey, mac: string, path = "/", extra = ""): Promise<void> {
  await page.goto(`${path}?mac=${mac}&zoneId=${ZONES[zone].id}${extra}`);
}

/** The analytics events the page reports, in order. */
export function trackEvents(page: Page): string[] {
  const events: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().endsWith("/v1/analytics/onboard"))
      events.push((request.postDataJSON() as { event: string }).event);
  });
  return events;
}

/** Every API call the page makes, as "METHOD /path". */
export function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/v1/")) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/** The status page after a successful activation: the controller let the device online. */
export async function expectConnected(page: Page, title = "Connected"): Promise<void> {
  await expect(page).toHaveURL(/\/status(\?|$)/);
  // exact: "Not connected" holds "Connected"
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
}
