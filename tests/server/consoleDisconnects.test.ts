import { createSocket, type Socket } from "node:dgram";
import radius from "radius";
import { afterEach, describe, expect, it } from "vitest";
import { pruneDisconnectAnswers } from "../../server/access/disconnectAnswers.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { addUser, consoleBrowser, plainCells } from "./helpers/consoleBrowser.ts";
import { sample } from "./helpers/promSample.ts";
import { radclient, stationId } from "./helpers/radclient.ts";
import { readDb } from "./helpers/shop.ts";
import { clock, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

const TOKEN = "metrics-token-of-at-least-32-characters";
const SECRET = "console-disconnects-secret";
const [SILENT, REFUSING] = ["127.0.0.2", "127.0.0.3"];
const [LOST, KEPT] = ["0f:00:00:00:42:01", "0f:00:00:00:42:02"];

// a gateway's Disconnect-Request port at its own loopback address (several share the server's one
// RADIUS_DISCONNECT_PORT): it hears each request and answers none, or a Disconnect-NAK
async function coaPort(address: string, port: number, answer: "none" | "Disconnect-NAK") {
  const socket = createSocket("udp4");
  await new Promise<void>((resolve) => socket.bind(port, address, resolve));
  const heard: Buffer[] = [];
  socket.on("message", (packet, from) => {
    heard.push(packet);
    if (answer === "none") return;
    const request = radius.decode_without_secret({ packet });
    socket.send(
      radius.encode_response({ packet: request, code: answer, secret: SECRET }),
      from.port,
      from.address,
    );
  });
  return { socket, heard, port: (socket.address() as { port: number }).port };
}

// issue 42: the gateway health page counts each gateway's Disconnect-Requests and how they were answered
describe("the console's Disconnect-Requests per gateway", () => {
  let t: TestApp | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    await t?.close();
    t = undefined;
  });

  it("counts a silent gateway's unanswered requests and another's NAKs, on the health page, in /metrics and audited; pruned by the maintenance round", async () => {
    const silent = await coaPort(SILENT, 0, "none");
    const refusing = await coaPort(REFUSING, silent.port, "Disconnect-NAK");
    sockets.push(silent.socket, refusing.socket);
    const c = clock(Date.now());
    const app = await startApp({
      storage: { now: c.now },
      metrics: { token: TOKEN },
      maintenance: { intervalMs: 0 },
      gateway: {
        radius: { clients: [{ address: "127.0.0.0/8", secret: SECRET }], disconnectPort: silent.port },
      },
      simulators: { accessController: false },
    });
    t = app;
    const acctPort = app.app.gateway.radius?.acctPort;
    if (!acctPort) throw new Error("the RADIUS server did not start");
    // a device online at each gateway: a voucher, then its gateway's accounting Start (radclient
    // sends from 127.0.0.1; the NAS-IP-Address says where the gateway takes Disconnect-Requests)
    for (const [mac, code, nas] of [
      [LOST, "TEST0007", SILENT],
      [KEPT, "TEST0008", REFUSING],
    ] as const) {
      const auth = await app.api("POST", "/api/v1/voucher/auth", { mac, voucher: code, termsAccepted: true });
      expect(auth.statusCode).toBe(200);
      const start = await radclient("acct", acctPort, SECRET, {
        ...{ "User-Name": stationId(mac), "Calling-Station-Id": stationId(mac), "NAS-Identifier": ZONE },
        ...{
          "NAS-IP-Address": { raw: nas },
          "Acct-Status-Type": { raw: "Start" },
          "Acct-Session-Id": `s-${mac}`,
        },
      });
      expect(start.code).toBe("Accounting-Response");
    }
    await addUser(app.dataDir, "clerk", "desk", ["gangnet/premium"]);
    await addUser(app.dataDir, "ops", "operator", ["gangnet"]);
    await addUser(app.dataDir, "aegeo-ops", "operator", ["aegeo"]);
    const clerk = consoleBrowser(app.app, "10.9.0.7");
    await clerk.signIn("clerk");
    // the silent gateway is asked three times (1, 2 and 4 s apart); the kick then says it got no answer
    const lost = await clerk.post("/console/device/kick", { zone: ZONE, mac: LOST });
    expect(lost.statusCode).toBe(200);
    expect(lost.body).toContain(`Gateway ${ZONE}: none`);
    const kept = await clerk.post("/console/device/kick", { zone: ZONE, mac: KEPT });
    expect(kept.body).toContain(`Gateway ${ZONE}: Disconnect-NAK`);
    expect(silent.heard).toHaveLength(3);
    expect(refusing.heard).toHaveLength(1);
    const kicks = readDb<{ target: string; after_json: string; account_name: string }>(
      app,
      "SELECT target, after_json, account_name FROM console_audit WHERE action = 'kick' ORDER BY audit_id",
    );
    expect(kicks.map((k) => [k.account_name, k.target, JSON.parse(k.after_json).answers])).toEqual([
      ["clerk", LOST, [{ gateway: ZONE, answer: "none" }]],
      ["clerk", KEPT, [{ gateway: ZONE, answer: "Disconnect-NAK" }]],
    ]);

    const ops = consoleBrowser(app.app);
    await ops.signIn("ops");
    const page = (await ops.get("/console/gateways")).body;
    expect(page).toContain(
      `role="status">Disconnect-Requests unanswered (devices may still be online): ${ZONE} (1)<`,
    );
    // gateway, address, sent, acknowledged, refused (NAK), unanswered
    expect(plainCells(page)).toContain(
      `<td>${ZONE}</td><td>${SILENT}</td><td>1</td><td>0</td><td>0</td><td>1</td>`,
    );
    expect(plainCells(page)).toContain(
      `<td>${ZONE}</td><td>${REFUSING}</td><td>1</td><td>0</td><td>1</td><td>0</td>`,
    );
    const csv = (await ops.get("/console/disconnects.csv")).body.trim().split("\r\n");
    expect(csv).toEqual([
      '"gateway","address","sent","acknowledged","refused","unanswered"',
      `"${ZONE}","${SILENT}","1","0","0","1"`,
      `"${ZONE}","${REFUSING}","1","0","1","0"`,
    ]);
    const sv = (await ops.get("/console/gateways?lang=sv")).body;
    expect(sv).toContain("Obesvarade Disconnect-Requests");
    const other = consoleBrowser(app.app);
    await other.signIn("aegeo-ops");
    const theirs = (await other.get("/console/gateways")).body;
    expect(theirs).not.toContain(SILENT);
    expect(theirs).toContain("No Disconnect-Request was sent in the last 24 hours.");
    expect((await other.get("/console/disconnects.csv")).body).not.toContain(ZONE);

    const metrics = await app.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    const of = (result: string, address: string) =>
      sample(metrics.body, `gangway_radius_disconnects_${result}_total`, { gateway: ZONE, address });
    expect([of("sent", SILENT), of("unanswered", SILENT), of("refused", SILENT)]).toEqual([1, 1, undefined]);
    expect([of("sent", REFUSING), of("refused", REFUSING), of("unanswered", REFUSING)]).toEqual([
      1,
      1,
      undefined,
    ]);

    // bounded: a ceiling on the rows (the newest kept), and none older than the retention
    const rows = () =>
      readDb<{ address: string }>(app, "SELECT address FROM disconnect_answers ORDER BY answer_id");
    const store = openStorage(app.dataDir);
    try {
      await pruneDisconnectAnswers(store.db, 0, 1);
    } finally {
      await store.close();
    }
    expect(rows()).toEqual([{ address: REFUSING }]);
    c.advance(31 * 86_400_000);
    await app.app.maintenanceRound();
    expect(rows()).toEqual([]);
  });
});
