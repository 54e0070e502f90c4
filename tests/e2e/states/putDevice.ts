import type { Page } from "@playwright/test";
import { expect } from "../fixtures.ts";

/** What test mode's POST /api/test/device takes: a device's session, set directly. */
export interface DeviceSetup {
  access: "voucher" | "trial" | "trial-premium" | "free";
  startedMinutesAgo?: number;
  durationMinutes?: number;
  byteLimit?: number | null;
  bytesUsed?: number;
  backendAuthed?: boolean;
  accessControllerAuthed?: boolean;
  reset?: { method: "ACCESS_CONTROLLER_AUTOMATIC" | "CNA_AUTOMATIC" | "MANUAL"; periodMinutes: number };
}

/** Puts a device into a state through the reference server (test mode), answering its voucher if any. */
export async function putDevice(page: Page, zoneId: string, mac: string, setup: DeviceSetup) {
  const res = await page.request.post("/api/test/device", { data: { zoneId, mac, ...setup } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { voucherCode: string | null };
}
