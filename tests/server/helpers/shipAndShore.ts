// Ship and shore (tests/server/pgShipAndShore.test.ts): a passenger's purchases, an operator's
// commands, and the waits, against servers the test started as processes
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { scaled } from "../../timeoutFactor.ts";
import { BrowserDevice } from "./browserDevice.ts";
import type { FleetVariant } from "./fleetVariant.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
// the vessel under test: a cruise ship (cabin packages, md-stella-demo) with a deck network that
// sells by card and takes vouchers (md-stella-deck, a layout the test adds to its operator)
export const STELLA = "meridian/stella";
export const DECK = "md-stella-deck";
export const CRUISE = "md-stella-demo";
const LAMBERT = {
  lastname: "Lambert",
  personalKey: "SRV-CHARGE",
  email: "srv.charge@example.org",
  dateOfBirth: "1981-02-03",
};
export const BUYER = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };
const CARD = { cardNumber: "4925 0000 0000 0004", expiry: "12/39", cvc: "123" };

/** The card store deck of Stella: GangNet's premium layout, in Meridian's folder, on Stella. */
export function withDeck(variant: FleetVariant): void {
  const deck = JSON.parse(readFileSync(join(ROOT, "manifests/gangnet/premium.json"), "utf8"));
  deck.zonePrefix = "meridian/stella-deck";
  deck.extends = "operator.json";
  deck.zones = [{ zoneId: DECK, name: "Stella deck", vessel: "stella" }];
  delete deck.brand;
  writeFileSync(join(variant.manifestsDir, "meridian/stella-deck.json"), JSON.stringify(deck, null, 2));
}

/** An operator command as its own process (npm run fleet, vouchers, report), with its output. */
export function command(script: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        // the test run's compile cache (vitest.config.ts), as the servers have it: each command
        // loads the same modules again
        ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (err += c));
    child.on("exit", (code) => resolve({ code, out, err }));
  });
}

/** The batch and its codes from the CSV `npm run vouchers` wrote into the folder (serial, code, zone, batch, …). */
export function batchCodes(dir: string): { batch: string; codes: string[] } {
  const csv = readdirSync(dir).find((f) => f.endsWith(".csv")) as string;
  const rows = readFileSync(join(dir, csv), "utf8")
    .trim()
    .split("\r\n")
    .slice(1)
    .map((line) => line.split(","));
  return { batch: rows[0]?.[3] as string, codes: rows.map((r) => r[1] as string) };
}

/**
 * Waits for something that happens (a row replicated, a link noticed down): polled, never timed;
 * the deadline is a hang guard only.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  guardMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + scaled(guardMs);
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`not within the hang guard: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A card sale in a zone's store, as the portal and the payment window make it; the codes bought. */
export async function buyByCard(base: string, zone: string, mac: string): Promise<string[]> {
  const buyer = new BrowserDevice(base, zone, mac);
  const { checkoutKey } = await (await buyer.call("GET", "/api/v1/settings")).json();
  const res = await buyer.call("POST", "/api/v1/store/order/checkout/nets", {
    ...BUYER,
    items: [{ id: 1, amount: 1 }],
    termsAccepted: true,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { paymentId, publicId } = await res.json();
  const paid = await fetch(`${base}/payment-sandbox/v1/checkout/${paymentId}/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ checkoutKey, ...CARD }),
  });
  expect(paid.status).toBe(200);
  const vouchers = await until("the order completed", async () => {
    const done = await buyer.call("GET", `/api/v1/store/order/${publicId}/completed`);
    return done.status === 200 && ((await done.json()) as { code: string }[]);
  });
  return vouchers.map((v) => v.code);
}

/** A package billed to Lambert's cabin, as the cruise portal buys it; the code it gives. */
export async function buyForCabin(guest: BrowserDevice, pkg: string): Promise<string> {
  const PMS = "/api/v1/store/celestyal/pms";
  const res = await guest.call("POST", `${PMS}/charge`, {
    ...LAMBERT,
    celestyalPackage: pkg,
    isPrePurchased: false,
    termsAccepted: true,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { id } = await res.json();
  return until(`the charge of ${pkg}`, async () => {
    const poll = await guest.call("GET", `${PMS}/charge/poll/${id}`);
    return poll.status === 200 && ((await poll.json()) as { code: string }).code;
  });
}

export const storeItems = async (base: string) =>
  (
    (await new BrowserDevice(base, DECK, "0a:36:00:00:0f:ff")
      .call("GET", "/api/v1/store/zone")
      .then((r) => r.json())) as {
      availableStoreItems: { id: number; grossAmount: number }[];
    }
  ).availableStoreItems;
