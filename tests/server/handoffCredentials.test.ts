import { afterEach, describe, expect, it } from "vitest";
import { chapResponse } from "../../server/gateway/dialects/chapResponse.ts";
import { CREDENTIAL_LIFETIME_MS } from "../../server/access/credentials/credentialName.ts";
import { credentialPassword } from "../../server/access/credentials/credentialPassword.ts";
import { mintCredential } from "../../server/access/credentials/mintCredential.ts";
import { type FleetVariant, fleetVariant } from "./helpers/fleetVariant.ts";
import { stationId } from "./helpers/radclient.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { readDb } from "./helpers/shop.ts";
import { clock, startApp, type TestApp } from "./helpers/testApp.ts";

// Issue 32: the one-time credential a grant hands the device to its gateway with. The gateway's
// Access-Request brings it back as User-Name; the AAA core takes it once, for its device, within
// its lifetime and grant, and says why not in Reply-Message, counted in a metric.
const ZONE = "gn-premium-demo";
const GATEWAY = "10.9.0.1";
const SECRET = "a-gateway-secret-of-some-length";
const METRICS = "a-metrics-token-of-32-characters!!";
const MAC = "02:aa:00:00:00:01";
const OTHER = "02:aa:00:00:00:02";

let t: TestApp;
let fleet: FleetVariant;
afterEach(async () => {
  await t?.close();
  fleet?.remove();
});

async function start() {
  const c = clock();
  fleet = fleetVariant((f) => {
    f.layout(ZONE).network = { gateway: "coovachilli", controllerHosts: ["10.9.0.1"] };
  });
  t = await startApp({
    storage: { now: c.now },
    zones: { manifestsDir: fleet.manifestsDir },
    demo: { dataPath: fleet.demoDataPath },
    testMode: { on: true },
    maintenance: { intervalMs: 0 },
    metrics: { token: METRICS },
    gateway: { radius: { clients: [{ address: GATEWAY, secret: SECRET }] } },
  });
  return c;
}

// the device holds a voucher's grant (this browser bound to it, as its gateway's redirect would)
async function granted(mac: string) {
  t.bind(mac);
  const code = (
    await t.app.inject({ method: "POST", url: "/api/test/voucher", payload: { zoneId: ZONE } })
  ).json().code;
  expect(
    (await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: code, termsAccepted: true })).statusCode,
  ).toBe(200);
  return code as string;
}

// a grant's credential, minted as the portal's handoff mints it (on the server's own database)
async function credentialFor(mac: string, now: number) {
  const store = openStorage(t.dataDir);
  try {
    const minted = await mintCredential(store, ZONE, mac, now);
    if (!minted) throw new Error("no grant to mint for");
    return { ...minted, password: credentialPassword(t.app.gateway.credentialKey, minted.id) };
  } finally {
    await store.close();
  }
}

// what the gateway sends (CoovaChilli's logon: PAP with the credential, the device's MAC)
const request = (userName: string, mac: string, proof: Record<string, unknown>) =>
  t.app.gateway.core.access(
    {
      "User-Name": userName,
      ...proof,
      "Calling-Station-Id": stationId(mac),
      "NAS-Identifier": ZONE,
      "Framed-IP-Address": "10.9.0.20",
    },
    GATEWAY,
  );

async function metric(verdict: string): Promise<number> {
  const res = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${METRICS}` } });
  const line = res.body
    .split("\n")
    .find((l) => l.startsWith(`gangway_handoff_credentials_total{verdict="${verdict}"}`));
  return Number(line?.split(" ")[1] ?? 0);
}

const reason = (answer: Awaited<ReturnType<typeof request>>) => (answer.accept ? "accept" : answer.reason);

describe("one-time handoff credentials (issue 32)", () => {
  it("let their device on once: a second use, another MAC, a wrong password are refused, said and counted", async () => {
    const c = await start();
    await granted(MAC);
    await granted(OTHER);
    const pap = await credentialFor(MAC, c.now());
    expect(pap.username).toMatch(/^gw-[0-9a-f]{24}$/);
    // someone else's device with it: refused, and it stays good for its own
    expect(reason(await request(pap.username, OTHER, { "User-Password": pap.password }))).toBe(
      "credential-other-device",
    );
    expect(reason(await request(pap.username, MAC, { "User-Password": "not-the-password" }))).toBe(
      "credential-bad-password",
    );
    const accepted = await request(pap.username, MAC, { "User-Password": pap.password });
    expect(accepted).toMatchObject({ accept: true });
    // the limits the zone's gateway reads come with it (CoovaChilli's)
    expect(accepted.accept && accepted.attributes.map(([name]) => name)).toContain(
      "ChilliSpot-Max-Total-Octets",
    );
    expect(reason(await request(pap.username, MAC, { "User-Password": pap.password }))).toBe(
      "credential-used",
    );
    // MAC authentication goes on as before: the session decides
    expect(await request(stationId(MAC), MAC, { "User-Password": stationId(MAC) })).toMatchObject({
      accept: true,
    });
    expect(reason(await request("gw-0123456789abcdef01234567", MAC, { "User-Password": "x" }))).toBe(
      "credential-unknown",
    );
    expect(await metric("accepted")).toBe(1);
    expect(await metric("used")).toBe(1);
    expect(await metric("other-device")).toBe(1);
    expect(await metric("bad-password")).toBe(1);
    expect(await metric("unknown")).toBe(1);
  });

  it("last two minutes, are good for the grant they were minted for only, and take CHAP", async () => {
    const c = await start();
    await granted(MAC);
    const late = await credentialFor(MAC, c.now());
    c.advance(CREDENTIAL_LIFETIME_MS);
    expect(CREDENTIAL_LIFETIME_MS).toBe(120_000);
    expect(reason(await request(late.username, MAC, { "User-Password": late.password }))).toBe(
      "credential-expired",
    );
    // minted for a grant the device no longer holds (logged out, then a new voucher)
    const stale = await credentialFor(MAC, c.now());
    expect((await t.api("POST", `/api/v1/session/logout/${MAC}`)).statusCode).toBe(200);
    await granted(MAC);
    expect(reason(await request(stale.username, MAC, { "User-Password": stale.password }))).toBe(
      "credential-other-grant",
    );
    // CHAP, as MikroTik and CoovaChilli send it: the identifier, MD5(id, password, challenge)
    const chap = await credentialFor(MAC, c.now());
    const challenge = Buffer.from("00112233445566778899aabbccddeeff", "hex");
    const proof = (password: string) => ({
      "CHAP-Challenge": challenge,
      "CHAP-Password": Buffer.concat([Buffer.of(7), chapResponse(7, password, challenge)]),
    });
    expect(reason(await request(chap.username, MAC, proof("wrong")))).toBe("credential-bad-password");
    // rlm_rest's JSON writes octets as 0x… hex
    const hex = (b: Buffer) => `0x${b.toString("hex")}`;
    const json = proof(chap.password);
    expect(
      await request(chap.username, MAC, {
        "CHAP-Challenge": hex(json["CHAP-Challenge"]),
        "CHAP-Password": hex(json["CHAP-Password"]),
      }),
    ).toMatchObject({ accept: true });
    expect(await metric("expired")).toBe(1);
    expect(await metric("other-grant")).toBe(1);
  });

  it("are one per device, pruned an hour after their lifetime", async () => {
    const c = await start();
    await granted(MAC);
    const first = await credentialFor(MAC, c.now());
    const second = await credentialFor(MAC, c.now());
    expect(reason(await request(first.username, MAC, { "User-Password": first.password }))).toBe(
      "credential-unknown",
    );
    const rows = () => readDb<{ n: number }>(t, "SELECT COUNT(*) AS n FROM handoff_credentials")[0]?.n;
    expect(rows()).toBe(1);
    c.advance(CREDENTIAL_LIFETIME_MS + 3_600_001);
    await t.app.maintenanceRound();
    expect(rows()).toBe(0);
    void second;
  });
});
