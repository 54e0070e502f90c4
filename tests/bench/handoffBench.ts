// npm run bench:handoff -- [runs]: a tap on Activate to Connected through a ship's gateway (issue 32)
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tools/browser/chromium.ts";
import { LINK_PROFILES } from "../../tools/bench/linkProfiles.ts";
import { CHILLI_ZONE, type GatewayRig, MIKROTIK_ZONE, startGatewayRig } from "../gateways/gatewayRig.ts";

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
): Promise<number> {
  const mac = `02:be:00:00:${dialect === "coovachilli" ? "01" : "02"}:${n.toString(16).padStart(2, "0")}`;
  const zoneId = dialect === "coovachilli" ? CHILLI_ZONE : MIKROTIK_ZONE;
  const code = await voucher(rig, zoneId);
  const captive = dialect === "coovachilli" ? rig.chilli.captive(mac) : rig.mikrotik.captive(mac);
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
  return performance.now() - tapped;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const rig = await startGatewayRig();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log(
    `tap on Activate → Connected, ${profile.name}, ${RUNS} runs each (the gateway's RADIUS on the ship's LAN)`,
  );
  for (const dialect of ["coovachilli", "mikrotik"] as const) {
    const times: number[] = [];
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
    const round = (x: number) => Math.round(x);
    console.log(
      `${dialect.padEnd(12)} median ${round(median(times))} ms, min ${round(Math.min(...times))} ms, max ${round(Math.max(...times))} ms (${times.map(round).join(", ")})`,
    );
  }
} finally {
  await browser.close();
  await rig.close();
}
