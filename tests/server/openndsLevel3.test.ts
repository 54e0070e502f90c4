import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { createHash } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayConfig } from "../../fleet/gateway/gatewayConfig.ts";
import { dialectOf } from "../../server/gateway/dialects/dialectOf.ts";
import type { EntryContext } from "../../server/gateway/dialects/GatewayDialect.ts";
import { readOpenndsFas3 } from "../../server/gateway/dialects/readOpenndsFas3.ts";
import { agentSignature } from "../../server/gateway/opennds/agentSignature.ts";
import { authmonGrantOf } from "../../server/gateway/opennds/authmonGrantOf.ts";
import { MiniBrowser } from "../gateways/miniBrowser.ts";
import { builtPortal } from "./helpers/builtPortal.ts";
import { fleetVariant } from "./helpers/fleetVariant.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

// Issue 43, FAS level 3 as Debian's openNDS 9.10 does it: php-cli encrypts the fas
// (src/http_microhttpd.c), and authmon talks to the FAS through /usr/lib/opennds/post-request.php.
// Both run here for real: the fas from php-cli, every authmon call from openNDS's own script.
const FASKEY = "opennds-faskey-of-at-least-32-characters";
const ZONE = "gn-premium-demo";
const HID = createHash("sha256").update("5697a5aa").digest("hex");
const POST_REQUEST = "/usr/lib/opennds/post-request.php";
const TEXT = `hid=${HID}, clientip=192.168.77.34, clientmac=66:0b:53:6f:06:cc, client_type=cpd_can, gatewayname=${ZONE}, gatewayurl=http%3a%2f%2f192.168.77.1, version=9.10.0, gatewayaddress=192.168.77.1:2050, gatewaymac=c23fb689b68f, authdir=opennds_auth, originurl=http%3a%2f%2f203.0.113.10%2f, clientif=ndslan, themespec=(null), `;

// openNDS's encryption, step by step as its source gives it: an iv of the first 16 hex digits of
// sha256 of 8 random bytes in base64, openssl_encrypt (base64 out), that base64ed again
const php = (code: string, ...args: string[]) =>
  execFileSync("php", ["-r", code, "--", ...args], { encoding: "utf8" });
function encryptLikeOpennds(text: string, key: string): { fas: string; iv: string } {
  const out = php(
    '$iv = substr(openssl_digest(base64_encode(openssl_random_pseudo_bytes(8)), "sha256"), 0, 16);' +
      'echo base64_encode(openssl_encrypt($argv[1], "aes-256-cbc", $argv[2], 0, $iv)), " ", $iv;',
    text,
    key,
  );
  const [fas = "", iv = ""] = out.split(" ");
  return { fas, iv };
}

describe("openNDS's FAS, level 3: the fas", () => {
  it("decrypts what openNDS's php-cli encrypted with the faskey, its + as a space too", () => {
    const { fas, iv } = encryptLikeOpennds(TEXT, FASKEY);
    expect(readOpenndsFas3(fas.replaceAll("+", " "), iv, FASKEY)).toMatchObject({
      hid: HID,
      clientmac: "66:0b:53:6f:06:cc",
      gatewayaddress: "192.168.77.1:2050",
      originurl: "http://203.0.113.10/",
    });
  });

  it("reads nothing under another key, another iv, a changed byte, or level 1's plain fas", () => {
    const { fas, iv } = encryptLikeOpennds(TEXT, FASKEY);
    expect(readOpenndsFas3(fas, iv, `${FASKEY}x`.slice(1))).toBeUndefined();
    expect(readOpenndsFas3(fas, iv.replace(/^./, iv[0] === "0" ? "1" : "0"), FASKEY)).toBeUndefined();
    const bytes = Buffer.from(Buffer.from(fas, "base64").toString("latin1"), "base64");
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    const changed = Buffer.from(bytes.toString("base64")).toString("base64");
    expect(readOpenndsFas3(changed, iv, FASKEY)).toBeUndefined();
    expect(readOpenndsFas3(Buffer.from(TEXT).toString("base64"), iv, FASKEY)).toBeUndefined();
    expect(readOpenndsFas3(fas, undefined, FASKEY)).toBeUndefined();
  });
});

describe("openNDS's FAS, level 3: the portal's entry", () => {
  const opennds = dialectOf("opennds");
  const context = (query: Record<string, string>, fasLevel: 1 | 3 = 3): EntryContext => ({
    query: { zoneId: ZONE, mac: "66:0b:53:6f:06:cc", ...query },
    pathAndQuery: "/",
    origins: ["https://portal.ship.example"],
    secret: FASKEY,
    controllerHosts: ["192.168.77.1"],
    fasLevel,
  });
  const plain = Buffer.from(TEXT).toString("base64");

  it("vouches for an encrypted fas, and for no plain one: level 1's unsigned fas is anyone's", () => {
    const { fas, iv } = encryptLikeOpennds(TEXT, FASKEY);
    expect(opennds.readEntry(context({ fas, iv }))).toEqual({
      kind: "entry",
      vouched: true,
      target: { gateway: "192.168.77.1:2050", hid: HID },
      once: `opennds:${HID}`,
    });
    expect(opennds.readEntry(context({ fas: plain }))).toMatchObject({ kind: "entry", vouched: false });
    // encrypted for another device than the query's MAC
    expect(opennds.readEntry(context({ fas, iv, mac: "66:0b:53:6f:06:cd" }))).toMatchObject({
      vouched: false,
    });
    // a level-1 zone reads the plain fas as before
    expect(opennds.readEntry(context({ fas: plain }, 1))).toMatchObject({ vouched: true });
  });
});

describe("a level-3 grant in authmon's units", () => {
  it("is whole minutes rounded up (0 would be openNDS's default), kbit/s and kB as level 1's BinAuth answer", () => {
    const rhid = "a".repeat(64);
    expect(authmonGrantOf(rhid, { sessionTimeout: 90, octetsLeft: 1500, downBps: 999, upBps: null })).toEqual(
      {
        ...{ rhid, sessionMinutes: 2, upRate: 0, downRate: 1, upQuota: 0, downQuota: 1, custom: "" },
      },
    );
    expect(
      authmonGrantOf(rhid, { sessionTimeout: null, octetsLeft: null, downBps: null, upBps: 8000 }),
    ).toEqual({
      ...{ rhid, sessionMinutes: 0, upRate: 8, downRate: 0, upQuota: 0, downQuota: 0, custom: "" },
    });
  });
});

describe("npm run gateway -- config for a level-3 openNDS zone", () => {
  it("prints fas_secure_enabled 3 and the portal's https port", () => {
    const [conf] = gatewayConfig({
      ...{ zoneId: ZONE, portalOrigin: "https://10.77.0.1:5643", radiusHost: undefined },
      ...{ authPort: 1812, acctPort: 1813, disconnectPort: 3799, radiusSecret: undefined },
      ...{ uamSecret: FASKEY, walledGarden: [], restToken: false },
      network: { gateway: "opennds", controllerHosts: ["192.168.77.1"], openndsFasLevel: 3 },
    });
    const lines = (conf?.text ?? "").split("\n").filter((l) => l && !l.startsWith("#"));
    expect(lines).toEqual(
      expect.arrayContaining(["fasport 5643", "fas_secure_enabled 3", `faskey ${FASKEY}`]),
    );
    // openNDS 9.10's daemon exits at a key it does not know (src/conf.c, oBadOption); authmon.sh
    // reads the value with awk -F"nat_traversal_poll_interval " whatever comes before it
    expect(conf?.text.split("\n")).toContain("#nat_traversal_poll_interval 2");
    expect(lines).not.toContain("fas_secure_enabled 1");
  });
});

describe("openNDS's FAS, level 3: authmon's calls, made by openNDS's post-request.php", () => {
  let t: TestApp;
  let url: string;
  let remove: () => void;
  const rhid = (n: number) => createHash("sha256").update(`${HID}${n}${FASKEY}`).digest("hex");
  const gatewayhash = createHash("sha256").update(ZONE).digest("hex");
  // what authmon runs: php -f post-request.php <url> <action> <gatewayhash> <user agent> <payload>
  // (asynchronously: the server answering it runs in this process)
  const authmon = async (action: string, payload = "none", hash = gatewayhash) => {
    const args = [url, action, hash, "openNDS(authmon;NDS:9.10.0;)", payload];
    return (await promisify(execFile)("php", ["-f", POST_REQUEST, ...args], { encoding: "utf8" })).stdout;
  };

  beforeAll(async () => {
    const fleet = fleetVariant((f) => {
      f.layout(ZONE).network = { gateway: "opennds", controllerHosts: ["192.168.77.1"], openndsFasLevel: 3 };
    });
    const portal = builtPortal();
    remove = () => {
      fleet.remove();
      rmSync(portal, { recursive: true, force: true });
    };
    t = await startApp({
      zones: { manifestsDir: fleet.manifestsDir },
      // the portal's pages drawn on a shell of their own (the passenger's status page)
      portal: { staticDir: portal },
      devices: { gatewayKeys: { [ZONE]: FASKEY } },
    });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/opennds/${ZONE}`;
  });
  afterAll(async () => {
    await t?.close();
    remove?.();
  });

  it("lists each queued grant until authmon acknowledges it, as authmon.sh reads the list", async () => {
    expect(existsSync(POST_REQUEST)).toBe(true);
    const queue = t.app.gateway.authmonQueue;
    expect(await authmon("clear")).toBe("ack");
    expect(await authmon("view")).toBe("*");
    const grant = { sessionMinutes: 60, upRate: 0, downRate: 2000, upQuota: 0, downQuota: 500000 };
    queue.add(ZONE, { rhid: rhid(1), ...grant, custom: "dXNlci5wYXNz" });
    queue.add(ZONE, { rhid: rhid(2), ...grant, custom: "" });
    const list = await authmon("view");
    // authmon: "*" first, then each entry url-encoded; printf "${enc//%/\\x}" gives ndsctl auth's arguments
    expect(list.slice(0, 2)).toBe("* ");
    const entries = list.slice(2).split(" ").map(decodeURIComponent);
    expect(entries).toEqual([`${rhid(1)} 60 0 2000 0 500000 dXNlci5wYXNz`, `${rhid(2)} 60 0 2000 0 500000 `]);
    // authmon applied the first (ndsctl answered "authenticated."), not the second (ndsctl busy)
    expect(await authmon("view", `* ${rhid(1)}`)).toBe("ack");
    expect((await authmon("view")).slice(2).split(" ").map(decodeURIComponent)).toEqual([entries[1]]);
    expect(await authmon("view", `* ${rhid(2)}`)).toBe("ack");
    expect(await authmon("view")).toBe("*");
  });

  it("lists only whole entries within the 1024 characters authmon reads, the rest at its next poll", async () => {
    const queue = t.app.gateway.authmonQueue;
    const grant = { sessionMinutes: 1440, upRate: 20000, downRate: 20000, upQuota: 0, downQuota: 976562 };
    for (let n = 10; n < 22; n++) queue.add(ZONE, { rhid: rhid(n), ...grant, custom: "" });
    const first = await authmon("view");
    // authmon.sh: authlist=${authlist:2:1024}
    expect(first.slice(2).length).toBeLessThanOrEqual(1024);
    const shown = first
      .slice(2)
      .split(" ")
      .map((e) => decodeURIComponent(e).split(" ")[0]);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual(Array.from({ length: shown.length }, (_, i) => rhid(10 + i)));
    expect(await authmon("view", `* ${shown.join(" ")}`)).toBe("ack");
    const rest = (await authmon("view"))
      .slice(2)
      .split(" ")
      .map((e) => decodeURIComponent(e).split(" ")[0]);
    expect(rest[0]).toBe(rhid(10 + shown.length));
    queue.clear(ZONE);
  });

  it("answers deauthed and custom reports with ack, and changes nothing for them", async () => {
    const report = "method=downquota_deauth, clientmac=66:0b:53:6f:06:cc, bytes_incoming=1, bytes_outgoing=2";
    expect(await authmon("deauthed", report)).toBe("ack");
    expect(await authmon("custom", "anything")).toBe("ack");
  });

  it("sends an encrypted fas on to the portal with its iv, and refuses a plain one with a reason", async () => {
    const { fas, iv } = encryptLikeOpennds(TEXT, FASKEY);
    const entry = await t.app.inject({ url: `/opennds/${ZONE}?fas=${encodeURIComponent(fas)}&iv=${iv}` });
    expect(entry.statusCode).toBe(302);
    const to = new URL(entry.headers.location ?? "", "http://portal");
    expect([to.pathname, to.searchParams.get("mac"), to.searchParams.get("iv")]).toEqual([
      "/",
      "66:0b:53:6f:06:cc",
      iv,
    ]);
    const plain = await t.app.inject({ url: `/opennds/${ZONE}?fas=${Buffer.from(TEXT).toString("base64")}` });
    expect(plain.statusCode).toBe(400);
    expect(plain.body).toContain("encrypted with the zone's faskey");
  });

  // the device openNDS held, as its php-cli encrypted the fas, and the rhid authmon finds it by
  const held = async (browser: MiniBrowser, hid = HID, mac = "66:0b:53:6f:06:cc") => {
    const text = TEXT.replace(HID, hid).replace("66:0b:53:6f:06:cc", mac);
    const { fas, iv } = encryptLikeOpennds(text, FASKEY);
    const base = new URL(url).origin;
    const entry = await browser.go(`${base}/opennds/${ZONE}?fas=${encodeURIComponent(fas)}&iv=${iv}`);
    expect(entry.status).toBe(200);
    return { base, rhid: createHash("sha256").update(`${hid}${FASKEY}`).digest("hex") };
  };
  // the status page's session, as the page's boot data carries it
  const accessControllerAuthed = async (browser: MiniBrowser, page: string) =>
    /"isAccessControllerAuthed":true/.test((await browser.go(page)).body);
  const listed = async () =>
    (await authmon("view")).slice(2).split(" ").filter(Boolean).map(decodeURIComponent);

  it("queues a voucher's grant for authmon with the session's limits, and sends the browser to wait on the status page", async () => {
    const browser = new MiniBrowser();
    const { base, rhid } = await held(browser);
    const grant = await browser.api(base, ZONE, "POST", "/voucher/auth", {
      mac: "66:0b:53:6f:06:cc",
      voucher: "DEMO1234",
      termsAccepted: true,
    });
    expect(grant.status).toBe(200);
    // no link lets the device through at level 3: authmon applies the grant, the page waits for it
    const next = new URL(grant.json.handoff.url);
    expect([next.origin, next.pathname, next.searchParams.get("connecting")]).toEqual([base, "/status", "1"]);
    expect(next.searchParams.get("mac")).toBe("66:0b:53:6f:06:cc");
    // DEMO1234: 24 h, 2.5 MB/s both ways (20000 kbit/s), 1 GB (976562 kB, the download quota as at level 1)
    expect(await listed()).toEqual([`${rhid} 1440 20000 20000 0 976562 `]);
    // the page waits: not connected until openNDS's BinAuth says ndsctl_auth
    expect(await accessControllerAuthed(browser, grant.json.handoff.url)).toBe(false);
    // authmon ran `ndsctl auth`, which answered "authenticated.", and acknowledges: off the list
    expect(await authmon("view", `* ${rhid}`)).toBe("ack");
    expect(await authmon("view")).toBe("*");
    // BinAuth's ndsctl_auth, by the agent, is the Start: the waiting page turns to Connected
    const body = "method=ndsctl_auth&mac=66:0b:53:6f:06:cc&in=0&out=0&start=0&end=0&token=5697a5aa";
    const start = await t.app.inject({
      method: "POST",
      url: `/api/v1/opennds/${ZONE}/binauth`,
      headers: {
        "content-type": "application/x-gangway-opennds",
        "x-gangway-signature": agentSignature(FASKEY, ZONE, body, Date.now()),
      },
      payload: body,
    });
    expect(start.statusCode).toBe(204);
    expect(await accessControllerAuthed(browser, grant.json.handoff.url)).toBe(true);
  });

  it("withdraws a waiting grant at logout, and queues none for a device without a grant", async () => {
    const browser = new MiniBrowser();
    const mac = "66:0b:53:6f:06:cd";
    const { base, rhid } = await held(browser, createHash("sha256").update("another").digest("hex"), mac);
    const grant = await browser.api(base, ZONE, "POST", "/voucher/auth", {
      mac,
      voucher: "MULTI234",
      termsAccepted: true,
    });
    expect(grant.status).toBe(200);
    // Connect again (a fresh handoff for the same grant): the device's grant queued once, not yet applied
    expect((await browser.api(base, ZONE, "POST", `/session/handoff/${mac}`)).status).toBe(200);
    // MULTI234: 7 days (10080 minutes), no data limit
    expect(await listed()).toEqual([`${rhid} 10080 20000 20000 0 0 `]);
    const logout = await browser.api(base, ZONE, "POST", `/session/logout/${mac}`);
    expect(logout.status).toBe(200);
    // else authmon would let the device on after its logout
    expect(await authmon("view")).toBe("*");
    const none = await browser.api(base, ZONE, "POST", `/session/handoff/${mac}`);
    expect(none.json?.handoff).toBeUndefined();
    expect(await authmon("view")).toBe("*");
  });

  it("refuses another gateway's hash, a zone not behind openNDS and an unknown call with a reason", async () => {
    expect(await authmon("view", "none", "0".repeat(64))).toMatch(/^ERROR: Failed_to_open_stream/);
    const post = (zone: string, body: string) =>
      t.app.inject({
        method: "POST",
        url: `/opennds/${zone}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: body,
      });
    const wrongHash = await post(ZONE, `auth_get=view&gatewayhash=${"0".repeat(64)}&payload=bm9uZQ==`);
    expect(wrongHash.statusCode).toBe(403);
    expect(wrongHash.json().detail ?? wrongHash.json().message).toMatch(/gatewayhash/);
    expect((await post("ae-kyma-deck-5", `auth_get=view&gatewayhash=${gatewayhash}`)).statusCode).toBe(404);
    expect((await post(ZONE, `auth_get=delete&gatewayhash=${gatewayhash}`)).statusCode).toBe(400);
  });
});
