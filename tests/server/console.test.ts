import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import { addUser, consoleBrowser, PASSWORD } from "./helpers/consoleBrowser.ts";
import { readConsoleEnv } from "../../server/console/consoleEnv.ts";
import { startLine } from "../../server/wiring/startLine.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { scaled } from "../timeoutFactor.ts";
import { CARDS, pay, placeOrder, readDb, SWIFT, waitForVouchers } from "./helpers/shop.ts";
import { clock, DEVICE_CONNECTED, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

interface AuditRow {
  account_name: string | null;
  address: string;
  action: string;
  zone_id: string | null;
  target: string | null;
  after_json: string | null;
  outcome: string;
}
// the demo's own accounts (DEMO=1, as every test app runs) left out
const auditRows = (t: TestApp) =>
  readDb<AuditRow>(t, "SELECT * FROM console_audit WHERE address <> 'demo' ORDER BY audit_id");
const card = `/console/device?zone=${ZONE}&mac=${encodeURIComponent(DEVICE_CONNECTED)}`;

describe("the console", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("answers nothing without a session: pages go to the sign-in, actions are refused", async () => {
    t = await startApp();
    const b = consoleBrowser(t.app);
    for (const url of ["/console", "/console/desk", card, "/console/audit", "/console/audit.csv"]) {
      const res = await b.get(url);
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location).toMatch(/^\/console(\/sign-in|\/desk)$/);
    }
    const kick = await b.post("/console/device/kick", { zone: ZONE, mac: DEVICE_CONNECTED });
    expect(kick.statusCode).toBe(401);
    expect(kick.json().message).toMatch(/sign in/);
    const signIn = await b.get("/console/sign-in");
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers["content-security-policy"]).toMatch(/default-src 'none'/);
    expect(signIn.headers["content-security-policy"]).not.toMatch(/script-src/);
  });

  it("signs a desk clerk in, kicks a device with a real Disconnect-Request and shows the gateway's ACK, audited", async () => {
    t = await startApp();
    await addUser(t.dataDir, "clerk", "desk", ["gangnet/premium"]);
    const b = consoleBrowser(t.app, "10.9.0.7");
    const signedIn = await b.signIn("clerk");
    expect(signedIn.statusCode).toBe(303);
    const cookie = signedIn.headers["set-cookie"];
    expect(String(cookie)).toMatch(/gangway_console=[^;]+;.*HttpOnly/i);
    expect(String(cookie)).toMatch(/SameSite=Strict/i);
    const found = await b.get(
      `/console/desk?q=${encodeURIComponent(DEVICE_CONNECTED.replaceAll(":", "-").toUpperCase())}`,
    );
    expect(found.body).toContain(
      `href="${card.replaceAll("&", "&amp;").replace(encodeURIComponent(DEVICE_CONNECTED), encodeURIComponent(DEVICE_CONNECTED))}"`,
    );
    const shown = await b.get(card);
    expect(shown.statusCode).toBe(200);
    // the simulator adopted the seeded online device: it is one gateway, with an accounting session
    await expect
      .poll(async () => (await b.get(card)).body, { timeout: scaled(5000) })
      .toMatch(/Online now<\/dt><dd>[^<–]+<\/dd>/);
    const kicked = await b.post("/console/device/kick", { zone: ZONE, mac: DEVICE_CONNECTED });
    expect(kicked.statusCode).toBe(200);
    expect(kicked.body).toMatch(/Gateway [^:]+: Disconnect-ACK/);
    const kick = auditRows(t).find((r) => r.action === "kick");
    expect(kick).toMatchObject({
      account_name: "clerk",
      address: "10.9.0.7",
      zone_id: ZONE,
      target: DEVICE_CONNECTED,
      outcome: "kicked",
    });
    expect(JSON.parse(kick?.after_json ?? "{}").answers[0].answer).toBe("Disconnect-ACK");
    // the gateway let it go and said so in its accounting Stop; the portal's session is logged out
    await expect
      .poll(async () => (await b.get(card)).body, { timeout: scaled(5000) })
      .toMatch(/Online now<\/dt><dd>Not online/);
    expect((await b.get(card)).body).toMatch(/Logged in<\/dt><dd>no/);
    expect(auditRows(t).map((r) => r.action)).toEqual(["account-add", "sign-in", "kick"]);
    // the trail as the clerk reads it, and as CSV with the same filter
    const trail = await b.get("/console/audit?action=kick");
    expect(trail.body).toMatch(
      /<td[^>]*>clerk<\/td><td[^>]*>10\.9\.0\.7<\/td><td[^>]*>kick<\/td><td[^>]*>gn-premium-demo<\/td>/,
    );
    const csv = await b.get("/console/audit.csv?action=kick");
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe('"at","account","address","action","zoneId","target","before","after","outcome"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"clerk","10.9.0.7","kick","gn-premium-demo","02:00:00:00:00:01"');
    // filtered by zone: the kick, not the sign-in (which names no zone); the filter offers the
    // clerk's own zones only
    expect(trail.body).toMatch(
      /<select id="zone" name="zone"><option value=""[^>]*>[^<]+<\/option><option value="gn-premium-demo">gn-premium-demo<\/option><\/select>/,
    );
    const zoned = await b.get(`/console/audit.csv?zone=${ZONE}`);
    expect(zoned.body.trim().split("\r\n").slice(1)).toEqual([
      expect.stringContaining('"clerk","10.9.0.7","kick"'),
    ]);
    expect((await b.get("/console/audit.csv")).body).toContain('"sign-in"');
    // in Swedish the trail's action and outcome are words (the filter's options too); the CSV
    // above keeps the raw values
    const sv = (await b.get("/console/audit?action=kick&lang=sv")).body;
    expect(sv).toMatch(/<td[^>]*>10\.9\.0\.7<\/td><td[^>]*>koppla från<\/td>/);
    expect(sv).toMatch(/<td[^>]*>(frånkopplad|ingen session)<\/td><\/tr>/);
    expect(sv).toContain('<option value="kick" selected="">koppla från</option>');
    expect(sv).not.toMatch(/<td[^>]*>kick<\/td>/);
  });

  it("a desk account of one vessel can neither read nor change another vessel's devices", async () => {
    t = await startApp();
    await addUser(t.dataDir, "other", "desk", ["aegeo/kyma"]);
    const b = consoleBrowser(t.app);
    expect((await b.signIn("other")).statusCode).toBe(303);
    expect((await b.get(card)).statusCode).toBe(404);
    expect((await b.get(`/console/desk?q=${DEVICE_CONNECTED}`)).body).toContain("Nothing found");
    for (const [url, extra] of [
      ["/console/device/kick", {}],
      ["/console/device/reset", {}],
      ["/console/device/extend", { minutes: "60" }],
      ["/console/voucher/revoke", { code: "DEMO1234" }],
    ] as const) {
      const res = await b.post(url, { zone: ZONE, mac: DEVICE_CONNECTED, ...extra });
      expect(res.statusCode, url).toBe(404);
    }
    expect(auditRows(t).map((r) => r.action)).toEqual(["account-add", "sign-in"]);
  });

  it("refuses a form without its CSRF token, and a sign-in form from elsewhere", async () => {
    t = await startApp();
    await addUser(t.dataDir, "clerk", "desk", ["gangnet/premium"]);
    const b = consoleBrowser(t.app);
    const forged = await b.post(
      "/console/sign-in",
      { name: "clerk", password: "a-long-enough-password", _csrf: "x" },
      false,
    );
    expect(forged.statusCode).toBe(403);
    await b.signIn("clerk");
    for (const action of ["kick", "reset"]) {
      const res = await b.post(
        `/console/device/${action}`,
        { zone: ZONE, mac: DEVICE_CONNECTED, _csrf: "wrong" },
        false,
      );
      expect(res.statusCode, action).toBe(403);
      expect(auditRows(t).some((r) => r.action === action)).toBe(false);
    }
  });

  it("gives a new session id at sign-in (no fixation) and ends it at sign-out", async () => {
    t = await startApp();
    await addUser(t.dataDir, "clerk", "desk", ["gangnet/premium"]);
    const b = consoleBrowser(t.app);
    b.jar.set("gangway_console", "planted.by-an-attacker");
    await b.signIn("clerk");
    const first = b.jar.get("gangway_console");
    expect(first).not.toBe("planted.by-an-attacker");
    expect((await b.post("/console/sign-out", {})).headers.location).toBe("/console/sign-in");
    expect(auditRows(t).at(-1)).toMatchObject({
      action: "sign-out",
      account_name: "clerk",
      outcome: "signed-out",
    });
    // the old cookie, replayed, opens nothing
    b.jar.set("gangway_console", first ?? "");
    expect((await b.get("/console/desk")).statusCode).toBe(303);
  });

  it("backs off after repeated wrong passwords, per account and per address, and audits each failure", async () => {
    // the clock stands still: on a loaded machine the hashing alone may outlast the first wait
    const at = Date.now();
    t = await startApp({ storage: { now: () => at } });
    await addUser(t.dataDir, "clerk", "desk", ["gangnet/premium"]);
    const b = consoleBrowser(t.app, "10.9.0.8");
    for (let i = 0; i < 5; i++) expect((await b.signIn("clerk", `wrong-password-${i}`)).statusCode).toBe(401);
    const waiting = await b.signIn("clerk");
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers["retry-after"])).toBeGreaterThan(0);
    // the right password from another address still waits: the account itself is backing off
    expect((await consoleBrowser(t.app, "10.9.0.9").signIn("clerk")).statusCode).toBe(429);
    expect(auditRows(t).filter((r) => r.action === "sign-in-failed")).toHaveLength(5);
  });

  it("extends a device's time and revokes its voucher, each audited with before and after", async () => {
    t = await startApp();
    await addUser(t.dataDir, "clerk", "desk", ["gangnet/premium"]);
    const b = consoleBrowser(t.app);
    await b.signIn("clerk");
    await b.get(card);
    const extended = await b.post("/console/device/extend", {
      zone: ZONE,
      mac: DEVICE_CONNECTED,
      minutes: "30",
      megabytes: "0",
    });
    expect(extended.body).toContain("Extended.");
    const extend = auditRows(t).find((r) => r.action === "extend");
    expect(extend).toMatchObject({
      account_name: "clerk",
      zone_id: ZONE,
      target: DEVICE_CONNECTED,
      outcome: "extended",
    });
    const code = /Voucher<\/dt><dd>([A-Z0-9]+)/.exec(extended.body)?.[1] ?? "";
    const revoked = await b.post("/console/voucher/revoke", { zone: ZONE, mac: DEVICE_CONNECTED, code });
    expect(revoked.body).toContain(`Voucher ${code} revoked.`);
    // the card says so, and offers nothing more to do with the voucher
    expect(revoked.body).toContain(`Voucher</dt><dd>${code} (Revoked)`);
    for (const action of ["/console/voucher/revoke", "/console/device/move", "/console/device/extend"])
      expect(revoked.body).not.toContain(`action="${action}"`);
    expect(auditRows(t).find((r) => r.action === "revoke")).toMatchObject({
      target: code,
      outcome: "revoked",
    });
    const bad = await b.post("/console/device/extend", { zone: ZONE, mac: DEVICE_CONNECTED, minutes: "-5" });
    expect(bad.statusCode).toBe(400);
  });

  it("resets a device: logged out with a real Disconnect-Request, its failed-code lockout and today's trial cleared, its voucher kept, audited", async () => {
    t = await startApp();
    await addUser(t.dataDir, "clerk", "desk", ["gangnet/premium"]);
    const b = consoleBrowser(t.app, "10.9.0.9");
    await b.signIn("clerk");
    // a passenger whose trial ran today and who then mistyped codes until the portal said wait
    const mac = "02:00:00:00:0b:01";
    const [trial] = (await t.api("GET", "/api/v1/opens/zone")).json() as { id: number; keyword: string }[];
    expect(trial?.keyword).toBe("trial");
    const opened = await t.api("POST", `/api/v1/open/${trial?.id}/auth/${mac}`, { termsAccepted: true });
    expect(opened.statusCode, opened.body).toBe(200);
    const guess = (voucher: string) =>
      t.api("POST", "/api/v1/voucher/auth", { mac, voucher, termsAccepted: true });
    let guessed = await guess("GUESS000");
    for (let i = 1; guessed.statusCode !== 429 && i < 40; i++)
      guessed = await guess(`GUESS${String(i).padStart(3, "0")}`);
    expect(guessed.statusCode).toBe(429);
    const available = async () => (await t.api("GET", `/api/v1/open/${trial?.id}/available/${mac}`)).json();
    const reset = await b.post("/console/device/reset", { zone: ZONE, mac });
    expect(reset.statusCode).toBe(200);
    expect(reset.body).toContain(
      "Device reset: logged out, its failed-code limits and today&#x27;s trial cleared.",
    );
    expect(reset.body).toContain("No gateway reported this device online");
    expect(reset.body).toMatch(/Logged in<\/dt><dd>no/);
    // the trial is the passenger's again today, and a code is tried, not refused for waiting
    expect(await available()).toBe(true);
    expect((await guess("GUESS999")).statusCode).not.toBe(429);
    const row = auditRows(t).find((r) => r.action === "reset");
    expect(row).toMatchObject({
      ...{ account_name: "clerk", address: "10.9.0.9", zone_id: ZONE, target: mac },
      outcome: "reset",
    });
    const before = JSON.parse(
      readDb<{ before_json: string }>(t, "SELECT before_json FROM console_audit WHERE action = 'reset'")[0]
        ?.before_json ?? "{}",
    );
    expect(before).toMatchObject({ session: true, trials: [{ openId: trial?.id, keyword: "trial" }] });
    expect(before.counters).toBeGreaterThan(0);

    // a device online with a voucher: its gateway gets a Disconnect-Request and ACKs it; the voucher
    // keeps its clock and data, and its code brings the device back on
    await expect
      .poll(async () => (await b.get(card)).body, { timeout: scaled(5000) })
      .toMatch(/Online now<\/dt><dd>[^<–]+<\/dd>/);
    const code = /Voucher<\/dt><dd>([A-Z0-9]+)/.exec((await b.get(card)).body)?.[1] ?? "";
    const voucher = () =>
      readDb(t, "SELECT activated_at, bytes_used, revoked_at FROM vouchers WHERE code = ?", code);
    const kept = voucher();
    const online = await b.post("/console/device/reset", { zone: ZONE, mac: DEVICE_CONNECTED });
    expect(online.body).toMatch(/Gateway [^:]+: Disconnect-ACK/);
    const answers = JSON.parse(
      readDb<{ after_json: string }>(
        t,
        "SELECT after_json FROM console_audit WHERE action = 'reset' AND target = ?",
        DEVICE_CONNECTED,
      )[0]?.after_json ?? "{}",
    ).answers;
    expect(answers[0].answer).toBe("Disconnect-ACK");
    expect(voucher()).toEqual(kept);
    t.bind(DEVICE_CONNECTED);
    const back = await t.api("POST", "/api/v1/voucher/auth", {
      mac: DEVICE_CONNECTED,
      voucher: code,
      termsAccepted: true,
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it("resets only the trial grant that blocks a trial now: a day-old one stays on record", async () => {
    const c = clock();
    t = await startApp({ storage: { now: c.now } });
    await addUser(t.dataDir, "clerk", "desk", ["gangnet/premium"]);
    const mac = "02:00:00:00:0b:03";
    const [trial] = (await t.api("GET", "/api/v1/opens/zone")).json() as { id: number }[];
    const start = () => t.api("POST", `/api/v1/open/${trial?.id}/auth/${mac}`, { termsAccepted: true });
    expect((await start()).statusCode).toBe(200);
    // a day and an hour on, the trial is the device's again, and taken
    c.advance(25 * 60 * 60_000);
    expect((await start()).statusCode).toBe(200);
    const grants = () =>
      readDb<{ granted_at: number }>(t, "SELECT granted_at FROM open_grants WHERE mac = ?", mac);
    expect(grants()).toHaveLength(2);
    const b = consoleBrowser(t.app);
    await b.signIn("clerk");
    expect((await b.post("/console/device/reset", { zone: ZONE, mac })).statusCode).toBe(200);
    expect(grants()).toEqual([{ granted_at: Date.parse("2026-06-01T12:00:00Z") }]);
    const [row] = readDb<{ before_json: string }>(
      t,
      "SELECT before_json FROM console_audit WHERE action = 'reset'",
    );
    expect(JSON.parse(row?.before_json ?? "{}").trials).toEqual([
      { openId: trial?.id, keyword: "trial", grantedAt: c.now() },
    ]);
    expect((await t.api("GET", `/api/v1/open/${trial?.id}/available/${mac}`)).json()).toBe(true);
  });

  it("moves a voucher to the passenger's new device: the old one disconnected at once, the new one's own browser sees the session, audited", async () => {
    t = await startApp();
    await addUser(t.dataDir, "clerk", "desk", ["gangnet/premium"]);
    const b = consoleBrowser(t.app, "10.9.0.8");
    await b.signIn("clerk");
    await expect
      .poll(async () => (await b.get(card)).body, { timeout: scaled(5000) })
      .toMatch(/Online now<\/dt><dd>[^<–]+<\/dd>/);
    const code = /Voucher<\/dt><dd>([A-Z0-9]+)/.exec((await b.get(card)).body)?.[1] ?? "";
    expect(code).not.toBe("");
    const newMac = "02:00:00:00:0a:0b";
    const bad = await b.post("/console/device/move", { zone: ZONE, mac: DEVICE_CONNECTED, to: "not-a-mac" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/MAC/);
    const same = await b.post("/console/device/move", {
      zone: ZONE,
      mac: DEVICE_CONNECTED,
      to: DEVICE_CONNECTED,
    });
    expect(same.statusCode).toBe(400);
    const moved = await b.post("/console/device/move", {
      zone: ZONE,
      mac: DEVICE_CONNECTED,
      to: newMac.toUpperCase().replaceAll(":", "-"),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toContain(`Voucher moved to ${newMac}.`);
    expect(moved.body).toMatch(/Gateway [^:]+: Disconnect-ACK/);
    // the card shown is the new device's, on the same voucher
    expect(moved.body).toContain(`Voucher</dt><dd>${code}`);
    expect(moved.body).toMatch(/Logged in<\/dt><dd>yes/);
    const row = auditRows(t).find((r) => r.action === "move");
    expect(row).toMatchObject({
      ...{ account_name: "clerk", address: "10.9.0.8", zone_id: ZONE, target: DEVICE_CONNECTED },
      outcome: "moved",
    });
    const after = JSON.parse(row?.after_json ?? "{}");
    expect(after).toMatchObject({ mac: newMac, code });
    expect(after.answers[0].answer).toBe("Disconnect-ACK");
    // the old device: logged out, and its gateway said so in its accounting Stop
    await expect
      .poll(async () => (await b.get(card)).body, { timeout: scaled(5000) })
      .toMatch(/Online now<\/dt><dd>Not online/);
    expect((await b.get(card)).body).toMatch(/Logged in<\/dt><dd>no/);
    // the new device's own browser, bound by its gateway as any device is, sees the running session
    t.bind(newMac);
    const session = (await t.api("GET", `/api/v1/session/${newMac}`)).json();
    expect(session).toMatchObject({ isBackendAuthed: true, isSessionUsedUp: false });
    // the old device's row still names the voucher, but its one device slot is the new device's:
    // max_devices refuses a second move from it, audited, the new device untouched
    const again = await b.post("/console/device/move", {
      zone: ZONE,
      mac: DEVICE_CONNECTED,
      to: "02:00:00:00:0a:0c",
    });
    expect(again.body).toContain("Not moved: device-limit.");
    expect(
      auditRows(t)
        .filter((r) => r.action === "move")
        .map((r) => r.outcome),
    ).toEqual(["moved", "device-limit"]);
    expect(
      readDb<{ n: number }>(
        t,
        `SELECT count(*) AS n FROM sessions WHERE voucher_code = '${code}' AND backend_authed = 1`,
      )[0]?.n,
    ).toBe(1);
  });

  it("moves no voucher another vessel's clerk cannot see, and none that was revoked", async () => {
    t = await startApp();
    await addUser(t.dataDir, "other", "desk", ["aegeo/kyma"]);
    await addUser(t.dataDir, "clerk", "desk", ["gangnet/premium"]);
    const o = consoleBrowser(t.app);
    await o.signIn("other");
    expect(
      (await o.post("/console/device/move", { zone: ZONE, mac: DEVICE_CONNECTED, to: "02:00:00:00:0a:0b" }))
        .statusCode,
    ).toBe(404);
    const b = consoleBrowser(t.app);
    await b.signIn("clerk");
    const code = /Voucher<\/dt><dd>([A-Z0-9]+)/.exec((await b.get(card)).body)?.[1] ?? "";
    // revoked behind the desk's back (the CLI's revoke would log the device out too)
    const db = new Database(join(t.dataDir, "gangway.db"));
    db.prepare("UPDATE vouchers SET revoked_at = 1 WHERE code = ?").run(code);
    db.close();
    const refused = await b.post("/console/device/move", {
      zone: ZONE,
      mac: DEVICE_CONNECTED,
      to: "02:00:00:00:0a:0b",
    });
    expect(refused.body).toContain("Not moved: revoked.");
    expect(readDb(t, "SELECT mac FROM sessions WHERE mac = '02:00:00:00:0a:0b'")).toEqual([]);
    expect(
      auditRows(t)
        .filter((r) => r.action === "move")
        .map((r) => r.outcome),
    ).toEqual(["revoked"]);
  });

  it("shows passenger-typed text as text, never as markup", async () => {
    t = await startApp();
    await addUser(t.dataDir, "clerk", "desk", ["gangnet/premium"]);
    const b = consoleBrowser(t.app);
    await b.signIn("clerk");
    const res = await b.get(`/console/desk?q=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(res.body).not.toContain("<script>alert(1)");
    expect(res.body).toContain("&lt;script&gt;");
  });

  it("draws an operator's reports as SVG charts with tables and CSV, and none of another operator's zones", async () => {
    t = await startApp();
    await addUser(t.dataDir, "ops", "operator", ["gangnet"]);
    await addUser(t.dataDir, "aegeo-ops", "operator", ["aegeo"]);
    const b = consoleBrowser(t.app);
    await b.signIn("ops");
    const page = await b.get(`/console/reports?zone=${ZONE}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="chart-24h-title"/);
    // the seeded device the simulator adopted is online now, and in this hour's bar
    await expect
      .poll(async () => (await b.get(`/console/reports?zone=${ZONE}`)).body, { timeout: scaled(5000) })
      .toMatch(/Devices online now: [1-9]/);
    const csv = await b.get(`/console/reports/online-24h.csv?zone=${ZONE}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe('"hour","devices"');
    expect(lines).toHaveLength(25);
    expect(Number(lines.at(-1)?.split(",")[1]?.replaceAll('"', ""))).toBeGreaterThan(0);
    expect((await b.get(`/console/reports/stock.csv?zone=${ZONE}`)).body).toMatch(/^"zone","batch","source"/);
    // a report with no rows yet still names its columns (no failed checkout in this zone)
    expect((await b.get(`/console/reports/checkouts.csv?zone=${ZONE}`)).body).toBe(
      '"at","zone","order","status","reason","amount","currency"\r\n',
    );
    expect((await b.get(`/console/reports/nothing.csv?zone=${ZONE}`)).statusCode).toBe(404);
    const other = consoleBrowser(t.app);
    await other.signIn("aegeo-ops");
    expect((await other.get(`/console/reports?zone=${ZONE}`)).statusCode).toBe(404);
    expect((await other.get(`/console/reports/sales.csv?zone=${ZONE}`)).statusCode).toBe(404);
    expect((await other.get("/console/reports")).body).not.toContain(ZONE);
  });

  it("flags a gateway that holds devices but went silent, in the console and in /metrics", async () => {
    const token = "a-metrics-token-of-at-least-32-chars";
    t = await startApp({ metrics: { token: token } });
    await addUser(t.dataDir, "ops", "operator", ["gangnet"]);
    await addUser(t.dataDir, "aegeo-ops", "operator", ["aegeo"]);
    // a second gateway of the zone whose last accounting came ten minutes ago, a device still open
    const store = openStorage(t.dataDir);
    const tenMinutesAgo = Date.now() - 10 * 60_000;
    await store.db
      .insertInto("accounting_sessions")
      .values({
        ...{ client_address: "10.20.0.2", gateway: "deck5-ap", acct_session_id: "s-1", zone_id: ZONE },
        ...{ mac: "02:00:00:00:55:01", user_name: "u", nas_address: "10.20.0.2", started_at: tenMinutesAgo },
        ...{ updated_at: tenMinutesAgo, stopped_at: null, input_octets: 0, output_octets: 0 },
        ...{ session_time: 0, terminate_cause: null },
      })
      .execute();
    await store.close();
    const b = consoleBrowser(t.app);
    await b.signIn("ops");
    const page = await b.get("/console/gateways");
    expect(page.body).toMatch(/role="status">Silent: devices online, no accounting: deck5-ap</);
    expect(page.body).toMatch(/<td[^>]*>deck5-ap<\/td><td[^>]*>10.20.0.2<\/td>/);
    expect((await b.get("/console/gateways.csv")).body).toMatch(
      /"deck5-ap","10.20.0.2","gn-premium-demo","[^"]+","1","[0-9]+","true"/,
    );
    const other = consoleBrowser(t.app);
    await other.signIn("aegeo-ops");
    expect((await other.get("/console/gateways")).body).not.toContain("deck5-ap");
    const metrics = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } });
    const silence = /gangway_gateway_silence_seconds\{gateway="deck5-ap"\} (\d+)/.exec(metrics.body)?.[1];
    expect(Number(silence)).toBeGreaterThanOrEqual(600);
  });

  it("sets up TOTP for an admin, who then signs in only with the code", async () => {
    t = await startApp();
    await addUser(t.dataDir, "boss", "admin");
    const b = consoleBrowser(t.app);
    await b.signIn("boss");
    expect((await b.get("/console/desk")).body).toContain("Admins sign in in two steps");
    const setup = await b.get("/console/totp");
    const secret = /name="secret" value="([A-Z2-7]+)"/.exec(setup.body)?.[1] ?? "";
    const signature = /name="signature" value="([^"]+)"/.exec(setup.body)?.[1] ?? "";
    expect(setup.body).toMatch(/<img src="data:image\/png;base64,/);
    const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
    // a key the server did not sign is refused, whatever the code
    const forged = await b.post("/console/totp", { secret: "JBSWY3DPEHPK3PXP", signature, code: "123456" });
    expect(forged.statusCode).toBe(400);
    const wrong = await b.post("/console/totp", {
      secret,
      signature,
      code: "000000" === totp.generate() ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(400);
    const enrolment = totp.generate();
    const on = await b.post("/console/totp", { secret, signature, code: enrolment });
    expect(on.body).toContain("Two-step sign-in is on");
    // and no longer asks for it on the same page
    expect(on.body).not.toContain("set it up now");
    await b.post("/console/sign-out", {});
    const other = consoleBrowser(t.app, "10.9.0.11");
    expect((await other.signIn("boss")).statusCode).toBe(401);
    // the enrolment's code is spent: it does not sign in again within its window
    await other.get("/console/sign-in");
    expect(
      (await other.post("/console/sign-in", { name: "boss", password: PASSWORD, code: enrolment }))
        .statusCode,
    ).toBe(401);
    // the next step's code (the server allows one step of clock skew) signs in, once
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    await other.get("/console/sign-in");
    expect(
      (await other.post("/console/sign-in", { name: "boss", password: PASSWORD, code: next })).statusCode,
    ).toBe(303);
    const replay = consoleBrowser(t.app, "10.9.0.12");
    await replay.get("/console/sign-in");
    expect(
      (await replay.post("/console/sign-in", { name: "boss", password: PASSWORD, code: next })).statusCode,
    ).toBe(401);
    expect(auditRows(t).find((r) => r.action === "totp-set")).toMatchObject({
      account_name: "boss",
      outcome: "set",
    });
  });

  it("lets an admin change an account's role and scope and disable it, its sessions ended at once, audited", async () => {
    t = await startApp();
    await addUser(t.dataDir, "boss", "admin");
    await addUser(t.dataDir, "clerk", "desk", ["gangnet/premium"]);
    const clerk = consoleBrowser(t.app);
    await clerk.signIn("clerk");
    expect((await clerk.get(card)).statusCode).toBe(200);
    expect((await clerk.post("/console/accounts/disable", { name: "boss" })).statusCode).toBe(403);
    expect(
      (await clerk.post("/console/accounts/role", { name: "clerk", role: "admin", scope: "" })).statusCode,
    ).toBe(403);
    const boss = consoleBrowser(t.app, "10.9.0.20");
    await boss.signIn("boss");
    const wrong = await boss.post("/console/accounts/role", {
      name: "clerk",
      role: "operator",
      scope: "a/b c",
    });
    expect(wrong.statusCode).toBe(400);
    expect((await boss.post("/console/accounts/disable", { name: "boss" })).statusCode).toBe(400);
    expect((await boss.post("/console/accounts/disable", { name: "nobody" })).statusCode).toBe(404);
    const moved = await boss.post("/console/accounts/role", {
      name: "clerk",
      role: "desk",
      scope: "aegeo/kyma",
    });
    expect(moved.body).toContain("Account clerk changed.");
    // the clerk's next request already has the new scope
    expect((await clerk.get(card)).statusCode).toBe(404);
    const disabled = await boss.post("/console/accounts/disable", { name: "clerk" });
    expect(disabled.body).toContain("Account clerk changed.");
    // signed out at once, and no sign-in any more
    expect((await clerk.get("/console/desk")).statusCode).toBe(303);
    expect((await consoleBrowser(t.app, "10.9.0.21").signIn("clerk")).statusCode).toBe(401);
    const rows = readDb<AuditRow & { before_json: string | null }>(
      t,
      "SELECT * FROM console_audit WHERE action IN ('account-role', 'account-disable') ORDER BY audit_id",
    );
    expect(rows.map((r) => [r.account_name, r.address, r.action, r.target, r.outcome])).toEqual([
      ["boss", "10.9.0.20", "account-role", "clerk", "changed"],
      ["boss", "10.9.0.20", "account-disable", "clerk", "disabled"],
    ]);
    expect(JSON.parse(rows[0]?.before_json ?? "")).toEqual({ role: "desk", scope: ["gangnet/premium"] });
    expect(JSON.parse(rows[0]?.after_json ?? "")).toEqual({ role: "desk", scope: ["aegeo/kyma"] });
    expect(JSON.parse(rows[1]?.after_json ?? "")).toEqual({ disabled: true, sessionsEnded: 1 });
  });

  it("lets an admin add accounts, audited, and no one else", async () => {
    t = await startApp();
    await addUser(t.dataDir, "boss", "admin");
    await addUser(t.dataDir, "clerk", "desk", ["gangnet/premium"]);
    const clerk = consoleBrowser(t.app);
    await clerk.signIn("clerk");
    expect((await clerk.get("/console/accounts")).statusCode).toBe(403);
    const sneaky = await clerk.post("/console/accounts", {
      name: "mine",
      password: PASSWORD,
      role: "admin",
      scope: "",
    });
    expect(sneaky.statusCode).toBe(403);
    const boss = consoleBrowser(t.app);
    await boss.signIn("boss");
    const added = await boss.post("/console/accounts", {
      name: "desk2",
      password: PASSWORD,
      role: "desk",
      scope: "gangnet/premium aegeo/kyma",
    });
    expect(added.body).toContain("Account desk2 added.");
    const refused = await boss.post("/console/accounts", {
      name: "desk3",
      password: "short",
      role: "desk",
      scope: "gangnet/premium",
    });
    expect(refused.statusCode).toBe(400);
    expect(
      auditRows(t)
        .filter((r) => r.action === "account-add")
        .map((r) => [r.account_name, r.target]),
    ).toEqual([
      [null, "boss"],
      [null, "clerk"],
      ["boss", "desk2"],
    ]);
    expect((await consoleBrowser(t.app).signIn("desk2")).statusCode).toBe(303);
  });

  it("answers on its own listener with CONSOLE_PORT, and not on the portal's", async () => {
    t = await startApp({ console: { env: { CONSOLE_HOST: "127.0.0.1", CONSOLE_PORT: "0" } } });
    expect((await t.app.inject({ url: "/console/sign-in" })).statusCode).toBe(404);
    const address = t.app.consoleAddress();
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${address}/console/sign-in`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expect(await res.text()).toContain('name="password"');
    expect((await fetch(`${address}/api/v1/settings`)).status).toBe(404);
    // the start line says where, as main.ts prints it
    expect(startLine(t.app.whatIsOn())).toContain(
      `; console on its own listener ${address} (CONSOLE_HOST, CONSOLE_PORT)`,
    );
  });

  it("refuses a wrong CONSOLE_PORT at the start, saying which variable", () => {
    expect(() => readConsoleEnv({ CONSOLE_PORT: "http" })).toThrow(/CONSOLE_PORT/);
  });

  it("refunds a card order through the sandbox, revokes its vouchers and disconnects their device, audited", async () => {
    t = await startApp();
    await addUser(t.dataDir, "ops", "operator", ["jetwave"]);
    await addUser(t.dataDir, "jw-desk", "desk", ["jetwave/swift"]);
    const { paymentId, publicId } = await placeOrder(t);
    expect((await pay(t, paymentId, CARDS.success)).statusCode).toBe(200);
    const [voucher] = await waitForVouchers(t, publicId);
    const mac = "02:00:00:00:77:01";
    const auth = await t.api(
      "POST",
      "/api/v1/voucher/auth",
      { mac, voucher: voucher?.code, termsAccepted: true },
      SWIFT,
    );
    expect(auth.statusCode, auth.body).toBe(200);
    t.bind(mac, SWIFT);
    await t.app.inject({ url: `/auth?mac=${mac}&zoneId=${SWIFT}`, headers: { cookie: t.cookie ?? "" } });
    const deviceCard = `/console/device?zone=${SWIFT}&mac=${encodeURIComponent(mac)}`;
    // a desk clerk sees the order but has no refund to give
    const clerk = consoleBrowser(t.app);
    await clerk.signIn("jw-desk");
    expect((await clerk.get(deviceCard)).body).not.toContain("Refund the order");
    expect(
      (await clerk.post("/console/order/refund", { zone: SWIFT, mac, order: publicId })).statusCode,
    ).toBe(403);
    const b = consoleBrowser(t.app);
    await b.signIn("ops");
    await expect
      .poll(async () => (await b.get(deviceCard)).body, { timeout: scaled(5000) })
      .toMatch(/Online now<\/dt><dd>jw-swift-demo/);
    // what a passenger typed (an e-mail, here one no checkout would take) is drawn as text
    const store = openStorage(t.dataDir);
    await store.db
      .updateTable("orders")
      .set({ email: '"><script>alert(1)</script>@x.example' })
      .where("public_id", "=", publicId)
      .execute();
    await store.close();
    const shown = (await b.get(deviceCard)).body;
    expect(shown).toContain(`${publicId} (completed)`);
    expect(shown).not.toContain("<script>alert(1)");
    expect(shown).toContain("&lt;script&gt;alert(1)&lt;/script&gt;@x.example");
    // the order's and its e-mail's states are words of the reader's language, not the stored ones
    const inSwedish = (await b.get(`${deviceCard}&lang=sv`)).body;
    expect(inSwedish).toContain(`${publicId} (genomförd)`);
    expect(inSwedish).not.toContain("(completed)");
    expect(inSwedish).toMatch(/x\.example: (skickat|i kö|misslyckades)<\/dd>/);
    expect(inSwedish).not.toMatch(/x\.example: (sent|queued|failed|none)<\/dd>/);
    await b.get(`${deviceCard}&lang=en`);
    const refunded = await b.post("/console/order/refund", { zone: SWIFT, mac, order: publicId });
    expect(refunded.body).toMatch(
      /Order refunded: [0-9.]+ [A-Z]{3}; its vouchers are revoked\. Gateway jw-swift-demo: Disconnect-ACK/,
    );
    expect(
      readDb<{ status: string }>(t, "SELECT status FROM sandbox_payments WHERE payment_id = ?", paymentId),
    ).toEqual([{ status: "refunded" }]);
    expect(readDb<{ status: string }>(t, "SELECT status FROM orders WHERE public_id = ?", publicId)).toEqual([
      { status: "refunded" },
    ]);
    expect((await b.get(`${deviceCard}&lang=sv`)).body).toContain(`${publicId} (återbetald)`);
    await b.get(`${deviceCard}&lang=en`);
    const revoked = readDb<{ revoked_at: number | null }>(
      t,
      "SELECT revoked_at FROM vouchers WHERE code = ?",
      voucher?.code,
    );
    expect(revoked[0]?.revoked_at).not.toBeNull();
    const row = auditRows(t).find((r) => r.action === "refund");
    expect(row).toMatchObject({ account_name: "ops", zone_id: SWIFT, target: publicId, outcome: "refunded" });
    // the order's e-mail again, queued for the same address, audited
    const outbox = () =>
      readDb<{ n: number }>(t, "SELECT COUNT(*) AS n FROM mail_outbox WHERE public_id = ?", publicId)[0]?.n;
    const before = outbox() ?? 0;
    expect(before).toBeGreaterThan(0);
    const resent = await b.post("/console/order/resend", { zone: SWIFT, mac, order: publicId });
    expect(resent.body).toMatch(/The order&#x27;s e-mail is queued again for [^<]+@/);
    expect(outbox()).toBe(before + 1);
    expect(auditRows(t).find((r) => r.action === "resend-mail")).toMatchObject({
      target: publicId,
      outcome: "queued",
    });
    // a second refund is refused: the order is refunded already
    expect((await b.post("/console/order/refund", { zone: SWIFT, mac, order: publicId })).body).toContain(
      "Not refunded",
    );
  });

  it("sells at the desk: a priced batch under the clerk's name, a slip with QR codes, audited", async () => {
    t = await startApp();
    await addUser(t.dataDir, "jw-desk", "desk", ["jetwave/swift"]);
    const b = consoleBrowser(t.app);
    await b.signIn("jw-desk");
    const form = await b.get(`/console/sell?zone=${SWIFT}`);
    const item = /<option value="(\d+)">/.exec(form.body)?.[1] ?? "";
    expect(item).not.toBe("");
    const slip = await b.post("/console/sell", { zone: SWIFT, item, quantity: "2" });
    expect(slip.statusCode).toBe(200);
    const codes = [...slip.body.matchAll(/<strong class="code">([A-Z0-9]+)<\/strong>/g)].map((m) => m[1]);
    expect(codes).toHaveLength(2);
    expect(slip.body.match(/<img src="data:image\/png;base64,/g)).toHaveLength(2);
    const batch = readDb<{ note: string; price_amount: number; voucher_count: number }>(
      t,
      "SELECT note, price_amount, voucher_count FROM voucher_batches WHERE note LIKE 'desk sale by jw-desk:%'",
    );
    expect(batch).toHaveLength(1);
    expect(batch[0]?.voucher_count).toBe(2);
    expect(batch[0]?.price_amount).toBeGreaterThan(0);
    // a sold code opens the Wi-Fi
    const auth = await t.api(
      "POST",
      "/api/v1/voucher/auth",
      { mac: "02:00:00:00:78:01", voucher: codes[0], termsAccepted: true },
      SWIFT,
    );
    expect(auth.statusCode).toBe(200);
    expect(auditRows(t).find((r) => r.action === "sell")).toMatchObject({
      account_name: "jw-desk",
      zone_id: SWIFT,
      outcome: "sold",
    });
    // another vessel's zone is not the clerk's to sell in
    expect((await b.post("/console/sell", { zone: ZONE, item, quantity: "1" })).statusCode).toBe(404);
    expect((await b.post("/console/sell", { zone: SWIFT, item, quantity: "21" })).statusCode).toBe(400);
  });

  it("ends a session left idle for longer than CONSOLE_IDLE_MINUTES", async () => {
    const c = clock(Date.now());
    t = await startApp({ storage: { now: c.now }, console: { env: { CONSOLE_IDLE_MINUTES: "10" } } });
    await addUser(t.dataDir, "clerk", "desk", ["gangnet/premium"]);
    const b = consoleBrowser(t.app);
    await b.signIn("clerk");
    c.advance(9 * 60_000);
    expect((await b.get("/console/desk")).statusCode).toBe(200);
    // seen again at 9 minutes: idle counts from there
    c.advance(9 * 60_000);
    expect((await b.get("/console/desk")).statusCode).toBe(200);
    c.advance(11 * 60_000);
    const idle = await b.get("/console/desk");
    expect(idle.statusCode).toBe(303);
    expect(idle.headers.location).toBe("/console/sign-in");
  });

  it("is off with CONSOLE=0", async () => {
    t = await startApp({ console: { env: { CONSOLE: "0" } } });
    expect((await t.app.inject({ url: "/console/sign-in" })).statusCode).toBe(404);
    expect(startLine(t.app.whatIsOn())).toMatch(/; console off \(CONSOLE=0\)/);
  });
});
