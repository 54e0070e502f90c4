// npm run bench:handoff -- [runs]: a tap on Activate to Connected through a ship's gateway (issue 32)
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tools/browser/chromium.ts";
import { LINK_PROFILES } from "../../tools/bench/linkProfiles.ts";
import { CHILLI_ZONE, type GatewayRig, MIKROTIK_ZONE, startGatewayRig } from "../gateways/gatewayRig.ts";
import { handoffMarks } from "./handoffMarks.ts";

// the stand-ins and the test helpers live under tests/ (tools/ may not import them): so does this
const RUNS = Number(process.argv[2] ?? 5);
const profile = LINK_PROFILES[0] ?? { name: "600 ms / 1 Mbit/s", latencyMs: 600, bytesPerSecond: 125_000 };

async function voucher(rig: GatewayRig, zoneId: string): Promise<string> {
  const res = await fetch(`${rig.server.base}/api/test/voucher`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ zoneId }),
  });
  return (await res.json()).code;
}

/** One passenger: through the gateway's redirect to the voucher page, then the timed taps. */
async function run(
  page: Page,
  rig: GatewayRig,
  dialect: "coovachilli" | "mikrotik",
  n: number,
): Promise<Timing> {
  const mac = `02:be:00:00:${dialect === "coovachilli" ? "01" : "02"}:${n.toString(16).padStart(2, "0")}`;
  const zoneId = dialect === "coovachilli" ? CHILLI_ZONE : MIKROTIK_ZONE;
  const code = await voucher(rig, zoneId);
  const captive = dialect === "coovachilli" ? rig.chilli.captive(mac) : rig.mikrotik.captive(mac);
  const marks = await handoffMarks(page);
  await page.goto(captive, { waitUntil: "load", timeout: 120_000 });
  // the start page's script waits for a first touch (engine/boot/afterPaint.ts): this one, on the
  // link, is followed as the server drew it; the voucher page's script starts after its paint
  await page.getByRole("link", { name: "Activate voucher" }).click();
  await page.waitForURL((url) => url.pathname === "/login/voucher", { timeout: 120_000 });
  await page.locator("html[data-gw-ready]").waitFor({ state: "attached", timeout: 120_000 });
  await page.getByRole("textbox", { name: "Voucher code" }).fill(code);
  const terms = page.getByRole("dialog", { name: "Terms and conditions" });
  // the passenger's tap on Activate, then the terms ticked and Connect, as fast as a thumb goes
  const tapped = performance.now();
  await page.getByRole("button", { name: "Activate", exact: true }).click();
  await terms.getByRole("checkbox").check();
  await terms.getByRole("button", { name: "Connect" }).click();
  await page.getByRole("heading", { level: 1, name: "Connected", exact: true }).waitFor({ timeout: 120_000 });
  const polled = performance.now() - tapped;
  const { activate, connect, connected } = await marks();
  return { tap: connected - activate, connect: connected - connect, polled };
}

interface Timing {
  /** the page's own clock: the tap on Activate, and on the terms' Connect, to Connected drawn */
  tap: number;
  connect: number;
  /** as Playwright sees it: its click's start to its wait's end (the wait polls, up to 500 ms apart) */
  polled: number;
}

// the link's round trips a handoff makes after the tap, each the link's latency at least (a trace
// of both, docs/explanation/handoff.md): the grant's POST, CoovaChilli's logon, its success
// redirect to the portal, the status page (Connected as drawn: the Start came before the page);
// MikroTik: the grant, the hotspot's POST login (the app posts it: no portal page between since
// issue 44), the status page
const FLOOR_TRIPS = { coovachilli: 4, mikrotik: 3 } as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const rig = await startGatewayRig();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log(`tap → Connected, ${profile.name}, ${RUNS} runs each (the gateway's RADIUS on the ship's LAN)`);
  for (const dialect of ["coovachilli", "mikrotik"] as const) {
    const times: Timing[] = [];
    for (let n = 1; n <= RUNS; n++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: profile.latencyMs,
        downloadThroughput: profile.bytesPerSecond,
        uploadThroughput: profile.bytesPerSecond,
      });
      times.push(await run(page, rig, dialect, n));
      await context.close();
    }
    const floor = FLOOR_TRIPS[dialect] * profile.latencyMs;
    const line = (what: string, xs: number[]) => {
      const m = median(xs);
      const all = xs.map(Math.round).join(", ");
      return `  ${what.padEnd(24)} median ${Math.round(m)} ms = ${(m / floor).toFixed(2)} × the floor, min ${Math.round(Math.min(...xs))}, max ${Math.round(Math.max(...xs))} (${all})`;
    };
    console.log(`${dialect}: link floor ${FLOOR_TRIPS[dialect]} round trips = ${floor} ms`);
    console.log(
      line(
        "tap on Activate (page)",
        times.map((t) => t.tap),
      ),
    );
    console.log(
      line(
        "tap on Connect (page)",
        times.map((t) => t.connect),
      ),
    );
    console.log(
      line(
        "Playwright, polled",
        times.map((t) => t.polled),
      ),
    );
  }
} finally {
  await browser.close();
  await rig.close();
}
