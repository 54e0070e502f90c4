import { afterEach, describe, expect, it } from "vitest";
import { radclient, stationId } from "./helpers/radclient.ts";
import { freshDatabase } from "./helpers/postgres.ts";
import { startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

const SECRET = "a-gateway-secret-of-32-characters";
const serverSecret = "s".repeat(32);

// a gateway whose packets a load balancer (or its own failover) spreads over two servers
describe("RADIUS accounting on PostgreSQL across servers", () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
  });

  it("counts one session's interim updates right when two servers receive them, copies included", async () => {
    const databaseUrl = await freshDatabase("accounting");
    for (let i = 0; i < 2; i++)
      apps.push(
        await startApp({
          storage: { databaseUrl },
          devices: { serverSecret },
          gateway: { radius: { clients: [{ address: "127.0.0.1", secret: SECRET }] } },
          simulators: { accessController: false },
        }),
      );
    const [a, b] = apps as [TestApp, TestApp];
    const mac = "15:00:00:00:00:01";
    expect(
      (await a.api("POST", "/api/v1/voucher/auth", { mac, voucher: "TEST0001", termsAccepted: true }))
        .statusCode,
    ).toBe(200);
    const port = (t: TestApp) => t.app.gateway.radius?.acctPort ?? 0;
    const acct = (t: TestApp, status: string, octets: number) =>
      radclient("acct", port(t), SECRET, {
        "User-Name": stationId(mac),
        "Calling-Station-Id": stationId(mac),
        "NAS-Identifier": ZONE,
        "Acct-Status-Type": { raw: status },
        "Acct-Session-Id": "one-session",
        "Acct-Output-Octets": octets,
      });
    await acct(a, "Start", 0);
    // ten reports of growing totals; each reaches both servers at once, as a retransmission might
    for (let n = 1; n <= 10; n++)
      await Promise.all([acct(a, "Interim-Update", n * 1_000_000), acct(b, "Interim-Update", n * 1_000_000)]);
    // the browser that activated the voucher (its session is that browser's), reading from server b
    const headers = { "x-zone-public-id": ZONE, cookie: a.cookie ?? "" };
    const session = (await b.app.inject({ url: `/api/v1/session/${mac}`, headers })).json();
    expect(session).toMatchObject({ isAccessControllerAuthed: true, bytesUsed: 10_000_000 });
  });
});
