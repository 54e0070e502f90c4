import { createHash } from "node:crypto";
import { join } from "node:path";
import { type Browser, chromium, expect, type Page, test } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tools/browser/chromium.ts";
import {
  cannotRun,
  FASKEY,
  INTERNET,
  OPENNDS_ZONE,
  type OpenndsRig,
  startOpenndsRig,
} from "../gateways/opennds/openndsRig.ts";
import { scaled } from "../timeoutFactor.ts";

// Issue 43: the first gateway tested for real. Debian's own openNDS 9.10 runs in a namespace of
// its own between a passenger's device (Chromium in another namespace, with a DHCP lease from the
// gateway) and an upstream namespace with the built Gangway and a stand-in internet on a made-up
// address; the agent of ops/opennds/ reports BinAuth's calls and `ndsctl json` and applies
// Gangway's de-authentications. FAS level 1, then level 3 (the fas encrypted, https through the
// rig's TLS proxy, the grant fetched by openNDS's authmon): one openNDS per machine, so one rig at
// a time, in one worker. Nothing leaves the rig's namespaces.
const why = cannotRun();
if (why) console.warn(`\n*** openNDS end-to-end test SKIPPED: ${why} ***\n`);

test.describe.configure({ mode: "default", timeout: scaled(90_000) });
test.skip(why !== undefined, `openNDS end-to-end: ${why}`);

// the suite's closed proxy (playwright.config.ts) is for loopback tests: the device's namespace
// has no route off the rig, so its browser goes direct; level 3's portal shows the rig's own
// certificate, which openNDS's php trusts and the device's browser is told to take
const devicePage = async (device: Browser) =>
  (
    await device.newContext({ proxy: { server: "http://127.0.0.1:9", bypass: "*" }, ignoreHTTPSErrors: true })
  ).newPage();

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });
const terms = (page: Page) => page.getByRole("dialog", { name: "Terms and conditions" });
const dataUsed = (page: Page) => page.getByRole("main").getByRole("row", { name: /^Data used/ });

// the device asks the internet: what openNDS answers (a 307 to the portal while it holds the
// device). openNDS's web server runs a few shell scripts for every answer: on the suite's loaded two
// cores one took 10 s, so curl's deadline is stretched with the load like every other
const CURL_DEADLINE = String(Math.ceil(scaled(10_000) / 1000));
const internetStatus = async (rig: OpenndsRig): Promise<string> => {
  try {
    return await rig.device(
      ...["curl", "-s", "-o", "/dev/null", "-m", CURL_DEADLINE],
      ...["-w", "%{http_code}", `${INTERNET}/`],
    );
  } catch (error) {
    // refused or timed out (openNDS still setting up its rules): curl's code for none, 000
    return String((error as { stdout?: string }).stdout || "000");
  }
};

// openNDS holds the device: its 307 comes, or the failure says what the rig saw
async function held(rig: OpenndsRig): Promise<void> {
  try {
    await expect.poll(() => internetStatus(rig), { timeout: scaled(30_000) }).toBe("307");
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${rig.state()}`);
  }
}

// level 1: a login with a credential Gangway refuses, at openNDS's own /opennds_auth/ with the
// device's right token (sha256 of its hid and the faskey): openNDS 9.10 lets a device through when
// BinAuth exits non-zero, and refuses it when BinAuth prints no limits (gangway-binauth.sh). When
// the agent's `ndsctl json` held the lock just then, openNDS let it through without BinAuth and the
// re-admission's refusal makes it captive again a moment later: the device ends held either way
async function refusedLogin(rig: OpenndsRig): Promise<void> {
  await held(rig);
  const curl = (...args: string[]) =>
    rig.device("curl", "-s", "-o", "/dev/null", "-m", CURL_DEADLINE, ...args);
  const fas = new URL(await curl("-w", "%{redirect_url}", `${INTERNET}/`)).searchParams.get("fas") ?? "";
  const fields = new Map(
    Buffer.from(fas.replaceAll(" ", "+"), "base64")
      .toString()
      .split(", ")
      .map((f) => [f.slice(0, f.indexOf("=")), decodeURIComponent(f.slice(f.indexOf("=") + 1))]),
  );
  const hid = fields.get("hid") ?? "";
  expect(hid).toMatch(/^[0-9a-f]{64}$/);
  const tok = createHash("sha256").update(`${hid}${FASKEY}`).digest("hex");
  const login = new URLSearchParams({ tok, redir: `${INTERNET}/`, custom: "nobody.nothing" });
  await curl(`http://${fields.get("gatewayaddress")}/opennds_auth/?${login}`);
  await held(rig);
}

const portalRe = (rig: OpenndsRig) => rig.portal.replaceAll(".", "\\.");

async function captured(page: Page, rig: OpenndsRig): Promise<void> {
  // openNDS holds the device once its rules are in (it answers ndsctl a moment before)
  await held(rig);
  await page.goto(`${INTERNET}/`);
  // openNDS's redirect to its FAS (/opennds/<zone>?fas=…), and on to the portal's start page (the
  // app then writes its route's address)
  await expect(page).toHaveURL(new RegExp(`^${portalRe(rig)}/(start)?(\\?|$)`));
  await expect(page.getByRole("link", { name: "Activate voucher" })).toBeVisible();
}

// the limits the portal chose, in openNDS's `ndsctl json`: the test voucher's and the trial's
// 2.5 MB/s are 20000 kbit/s, the voucher's 1 GB 976562 kB
const RATES = { download_rate_limit_threshold: "20000", upload_rate_limit_threshold: "20000" };
const VOUCHER_LIMITS = { ...RATES, download_quota: "976562" };

async function online(page: Page, rig: OpenndsRig, limits: Record<string, string>): Promise<void> {
  // level 1: openNDS let the device through and sent it to the status page, BinAuth's client_auth
  // is the Start (or, when openNDS skipped BinAuth, the agent's re-admission: its ndsctl_auth);
  // level 3: the portal sent it there to wait, and authmon's `ndsctl auth` (its BinAuth
  // ndsctl_auth) the Start
  await expect(page).toHaveURL(new RegExp(`^${portalRe(rig)}/status\\?`));
  await expect(heading(page, "Connected")).toBeVisible({ timeout: scaled(30_000) });
  // openNDS holds the device with Gangway's limits, never its own defaults (no rate, no quota)
  const mac = new URL(page.url()).searchParams.get("mac");
  await expect
    .poll(() => Object.values(rig.clients() ?? {}).find((c) => c.mac === mac), { timeout: scaled(10_000) })
    .toMatchObject({ state: "Authenticated", ...limits });
  expect(await internetStatus(rig)).toBe("200");
  const status = page.url();
  await page.goto(`${INTERNET}/`);
  await expect(page.getByRole("heading", { name: "the stand-in internet" })).toBeVisible();
  // 2 MB from the internet: the agent's next `ndsctl json` brings them to the status page
  await page.goto(`${INTERNET}/bytes?n=2000000`);
  await page.goto(status);
  await expect(heading(page, "Connected")).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.reload();
        return dataUsed(page).textContent();
      },
      { timeout: scaled(30_000) },
    )
    .toMatch(/([1-9]\d*(\.\d)?|0\.[1-9]) MB/);
}

async function logsOut(page: Page, rig: OpenndsRig): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/start\?.*ignoreSessionRedirect=true/);
  // the agent fetched the de-authentication and ran `ndsctl deauth`: captive again
  await held(rig);
}

for (const level of [1, 3] as const) {
  test.describe(`FAS level ${level}`, () => {
    let rig: OpenndsRig;
    let device: Browser;
    test.beforeAll(async () => {
      test.setTimeout(scaled(120_000));
      // the rig's logs, whole, beside the run's other output (test-results/)
      rig = await startOpenndsRig(
        CHROMIUM_PATH,
        level,
        join(test.info().project.outputDir, `opennds-level${level}-${test.info().repeatEachIndex}`),
      );
      // the passenger's browser, in the device's namespace: its traffic goes through openNDS
      device = await chromium.launch({ executablePath: rig.chromium, args: CHROMIUM_ARGS });
    });
    test.afterAll(async () => {
      await device?.close();
      await rig?.close();
    });
    // a failure keeps what the rig saw: whether openNDS still runs, the device's address, the logs' ends
    // biome-ignore lint/correctness/noEmptyPattern: a hook that needs no fixture
    test.afterEach(async ({}, testInfo) => {
      if (testInfo.status !== testInfo.expectedStatus && rig)
        await testInfo.attach("openNDS rig", { body: rig.state(), contentType: "text/plain" });
    });

    test("a voucher behind openNDS: captured, the voucher, Connected, the internet, usage on the status page, logout, captive again", async () => {
      // level 1 waits out the status page's 20-s wait for the Start besides (below)
      test.setTimeout(scaled(120_000));
      const page = await devicePage(device);
      await captured(page, rig);
      // a fresh voucher from test mode, asked from the portal's own page (the device reaches only the portal)
      const code = await page.evaluate(async (zoneId) => {
        const res = await fetch("/api/test/voucher", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ zoneId }),
        });
        return (await res.json()).code as string;
      }, OPENNDS_ZONE);
      await page.getByRole("link", { name: "Activate voucher" }).click();
      await page.getByRole("textbox", { name: "Voucher code" }).fill(code);
      await page.getByRole("button", { name: "Activate", exact: true }).click();
      await terms(page).getByRole("checkbox").check();
      // level 1: the login while another ndsctl (as the agent's `ndsctl json`) holds openNDS's
      // lock: openNDS 9.10 then lets the device through without BinAuth, with no rate and no quota
      // (docs/how-to/opennds.md), and the agent must put Gangway's limits on it
      const release = level === 1 ? await rig.holdNdsctlLock() : undefined;
      await terms(page).getByRole("button", { name: "Connect" }).click();
      if (release) {
        // openNDS has let the device through and sent it to the status page; the lock stays, so
        // the re-admission's Start waits, until the page's 20-s wait for it is over (as on a busy
        // gateway) and its next try is back: openNDS answers a login of a device it lets through
        // already with the faspath and status=authenticated, which the portal once refused with
        // its 400 "no openNDS fas in the query" (issue 45: the run beside a CPU burner), and now
        // sends on to the status page's second try. Then the lock goes
        await expect(page).toHaveURL(new RegExp(`^${portalRe(rig)}/status\\?`));
        await expect(page).toHaveURL(new RegExp(`^${portalRe(rig)}/status\\?.*connecting=2`), {
          timeout: scaled(60_000),
        });
        await release();
      }
      await online(page, rig, VOUCHER_LIMITS);
      await logsOut(page, rig);
      await page.context().close();
    });

    // a trial has no logout of its own (its page offers none)
    test("a trial behind openNDS: captured, the trial, Connected, the internet, usage on the status page", async () => {
      // another passenger: a new MAC, a new lease, held by openNDS as any new device
      rig.nextDevice();
      // first a refused login: a re-admission's de-authentication gives the device a new hid, which
      // the portal's page then reads from openNDS's redirect
      if (level === 1) await refusedLogin(rig);
      const page = await devicePage(device);
      await captured(page, rig);
      await page.getByRole("link", { name: "Start free trial" }).click();
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: "Connect" }).click();
      await online(page, rig, RATES);
      await page.context().close();
    });
  });
}
