import { createSocket, type Socket } from "node:dgram";
import { afterEach, describe, expect, it } from "vitest";
import { decodeRequest, encodeRequest, encodeResponse } from "../../server/gateway/radius/radiusCodec.ts";
import { scaled } from "../timeoutFactor.ts";
import { radclient, stationId } from "./helpers/radclient.ts";
import { startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

const SECRET = "a-gateway-secret-of-32-characters";
const GB = 1_000_000_000;

// Debian's radclient as the ship's gateway, against the native RADIUS server of a real app
describe("the native RADIUS server", () => {
  let t: TestApp | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    await t?.close();
    t = undefined;
  });

  const start = async (clients = [{ address: "127.0.0.1", secret: SECRET }]) => {
    // the second core on: its worker answers what it can (radiusWorker.ts)
    t = await startApp({
      gateway: { radius: { clients, workers: 1 } },
      simulators: { accessController: false },
    });
    const radius = t.app.gateway.radius;
    if (!radius) throw new Error("the RADIUS server did not start");
    return radius;
  };
  const device = (mac: string) => ({
    "User-Name": stationId(mac),
    "User-Password": stationId(mac),
    "Calling-Station-Id": stationId(mac),
    "NAS-Identifier": ZONE,
  });
  const signed = { "Message-Authenticator": { raw: "0x00" } };
  const session = async (mac: string) => {
    t?.bind(mac);
    return (await t?.api("GET", `/api/v1/session/${mac}`))?.json();
  };
  const voucher = async (mac: string, code: string) =>
    expect(
      (await t?.api("POST", "/api/v1/voucher/auth", { mac, voucher: code, termsAccepted: true }))?.statusCode,
    ).toBe(200);

  it("accepts a device with a voucher, with its time left and limits, and rejects one with nothing", async () => {
    const radius = await start();
    const mac = "14:00:00:00:00:01";
    await voucher(mac, "TEST0001");
    const accept = await radclient("auth", radius.authPort, SECRET, { ...device(mac), ...signed });
    expect(accept.code).toBe("Access-Accept");
    // 24 hours left, but the gateway asks again within the hour (a lost Disconnect-Request costs
    // that at most); 20 Mbit/s each way
    expect(accept.attributes).toMatchObject({
      "Session-Timeout": "3600",
      "Termination-Action": "RADIUS-Request",
      "Idle-Timeout": "900",
      "Acct-Interim-Interval": "60",
      "WISPr-Bandwidth-Max-Down": "20000000",
      "WISPr-Bandwidth-Max-Up": "20000000",
    });
    const reject = await radclient("auth", radius.authPort, SECRET, {
      ...device("14:00:00:00:00:02"),
      ...signed,
    });
    expect(reject).toMatchObject({ code: "Access-Reject", attributes: { "Reply-Message": "no-session" } });
    const nowhere = await radclient("auth", radius.authPort, SECRET, {
      ...device(mac),
      "NAS-Identifier": "no-such-ship",
      ...signed,
    });
    expect(nowhere.attributes["Reply-Message"]).toBe("unknown-zone");
  });

  it("takes the device online on Start, counts interim use once, and rejects it once its data is used up", async () => {
    const radius = await start();
    const mac = "14:00:00:00:00:03";
    await voucher(mac, "TEST0002");
    const acct = (status: string, octets: number, gigawords = 0) =>
      radclient("acct", radius.acctPort, SECRET, {
        ...device(mac),
        "Acct-Status-Type": { raw: status },
        "Acct-Session-Id": "gw-session-1",
        "Acct-Output-Octets": octets,
        "Acct-Output-Gigawords": gigawords,
      });
    expect((await acct("Start", 0)).code).toBe("Accounting-Response");
    expect(await session(mac)).toMatchObject({ isAccessControllerAuthed: true, bytesUsed: 0 });
    expect((await acct("Interim-Update", 300_000_000)).code).toBe("Accounting-Response");
    // a resent and a late (smaller) report add nothing
    await acct("Interim-Update", 300_000_000);
    await acct("Interim-Update", 200_000_000);
    expect((await session(mac)).bytesUsed).toBe(300_000_000);
    // past 2^32 the counter wraps into Gigawords: 1 × 2^32 + 5 bytes in all
    await acct("Interim-Update", 5, 1);
    expect((await session(mac)).bytesUsed).toBe(2 ** 32 + 5);
    expect((await session(mac)).bytesUsed).toBeGreaterThan(GB);
    const again = await radclient("auth", radius.authPort, SECRET, { ...device(mac), ...signed });
    expect(again).toMatchObject({ code: "Access-Reject", attributes: { "Reply-Message": "used-up" } });
    expect((await acct("Stop", 2 ** 32 + 5)).code).toBe("Accounting-Response");
    expect((await session(mac)).isAccessControllerAuthed).toBe(false);
  });

  // issue 40: the README's "a late packet adds nothing" holds after the Stop too
  it("adds nothing for an Interim-Update (or a Stop again) after the session's Stop, whatever its counters say", async () => {
    const radius = await start();
    const mac = "14:00:00:00:00:07";
    await voucher(mac, "TEST0007");
    const acct = (status: string, octets: number) =>
      radclient("acct", radius.acctPort, SECRET, {
        ...device(mac),
        "Acct-Status-Type": { raw: status },
        "Acct-Session-Id": "gw-session-late",
        "Acct-Output-Octets": octets,
      });
    expect((await acct("Start", 0)).code).toBe("Accounting-Response");
    await acct("Interim-Update", 1_000_000);
    expect((await acct("Stop", 2_000_000)).code).toBe("Accounting-Response");
    expect(await session(mac)).toMatchObject({ bytesUsed: 2_000_000, isAccessControllerAuthed: false });
    // answered (the gateway stops resending it), counted nowhere, and the device stays offline
    expect((await acct("Interim-Update", 50_000_000)).code).toBe("Accounting-Response");
    expect((await acct("Stop", 60_000_000)).code).toBe("Accounting-Response");
    expect(await session(mac)).toMatchObject({ bytesUsed: 2_000_000, isAccessControllerAuthed: false });
  });

  it("drops a wrong secret, an unsigned or truncated request and an unknown client, and counts each", async () => {
    const radius = await start([{ address: "127.0.0.1", secret: SECRET }]);
    const mac = "14:00:00:00:00:04";
    await voucher(mac, "TEST0003");
    const drop = { drop: true };
    const wrong = await radclient("auth", radius.authPort, `${SECRET}x`, { ...device(mac), ...signed }, drop);
    expect(wrong.code).toBeUndefined();
    const wrongAcct = await radclient(
      "acct",
      radius.acctPort,
      `${SECRET}x`,
      { ...device(mac), "Acct-Status-Type": { raw: "Start" }, "Acct-Session-Id": "x" },
      drop,
    );
    expect(wrongAcct.code).toBeUndefined();
    expect(radius.stats.dropped["bad-signature"]).toBe(2);
    // no Message-Authenticator: anyone who saw one exchange could forge the rest (Blast-RADIUS)
    expect((await radclient("auth", radius.authPort, SECRET, device(mac), drop)).code).toBeUndefined();
    expect(radius.stats.dropped.unsigned).toBe(1);
    // a packet cut short of the length it declares
    const packet = encodeRequest("Access-Request", 7, [["User-Name", "x"]], SECRET);
    fire(radius.authPort, packet.subarray(0, packet.length - 3));
    fire(radius.authPort, Buffer.from([1, 2, 3]));
    await expect.poll(() => radius.stats.dropped.malformed).toBe(2);
    // the session was never touched
    expect((await session(mac)).isAccessControllerAuthed).toBe(false);
  });

  it("answers a retransmitted request with its first answer, and counts its bytes once", async () => {
    const radius = await start();
    const mac = "14:00:00:00:00:05";
    await voucher(mac, "TEST0004");
    const packet = encodeRequest(
      "Accounting-Request",
      42,
      [
        ["User-Name", stationId(mac)],
        ["Calling-Station-Id", stationId(mac)],
        ["NAS-Identifier", ZONE],
        ["Acct-Status-Type", "Interim-Update"],
        ["Acct-Session-Id", "replayed"],
        ["Acct-Output-Octets", 1_000_000],
      ],
      SECRET,
    );
    // a retransmission comes from the socket the request came from
    const gatewaySocket = createSocket("udp4");
    sockets.push(gatewaySocket);
    const first = await sendRaw(radius.acctPort, packet, gatewaySocket);
    const resent = await sendRaw(radius.acctPort, packet, gatewaySocket);
    expect(resent).toEqual(first);
    expect(radius.stats.duplicates).toBe(1);
    // the same packet replayed from elsewhere is decided again, and its totals add nothing
    expect(await sendRaw(radius.acctPort, packet)).toBeDefined();
    expect(radius.stats.accounting).toBe(2);
    expect((await session(mac)).bytesUsed).toBe(1_000_000);
  });

  it("ends every session of a gateway that restarted (Accounting-On): its devices are offline", async () => {
    const radius = await start();
    const mac = "14:00:00:00:00:08";
    await voucher(mac, "TEST0006");
    const acct = (extra: Record<string, string | number | { raw: string }>) =>
      radclient("acct", radius.acctPort, SECRET, { ...device(mac), ...extra });
    await acct({ "Acct-Status-Type": { raw: "Start" }, "Acct-Session-Id": "before-reboot" });
    expect((await session(mac)).isAccessControllerAuthed).toBe(true);
    const reboot = await radclient("acct", radius.acctPort, SECRET, {
      "NAS-Identifier": ZONE,
      "Acct-Status-Type": { raw: "Accounting-On" },
    });
    expect(reboot.code).toBe("Accounting-Response");
    expect((await session(mac)).isAccessControllerAuthed).toBe(false);
  });

  it("refuses a source that is no configured client", async () => {
    const radius = await start([{ address: "127.0.0.2", secret: SECRET }]);
    const answer = await radclient(
      "auth",
      radius.authPort,
      SECRET,
      { ...device("14:00:00:00:00:06"), ...signed },
      { drop: true },
    );
    expect(answer.code).toBeUndefined();
    expect(radius.stats.dropped["unknown-client"]).toBe(1);
  });

  it("sends a Disconnect-Request to the gateway that reported a device when the portal logs it out", async () => {
    const gateway = await listen("127.0.0.2");
    t = await startApp({
      gateway: {
        radius: { clients: [{ address: "127.0.0.0/8", secret: SECRET }], disconnectPort: gateway.port },
      },
      simulators: { accessController: false },
    });
    const radius = t.app.gateway.radius;
    if (!radius) throw new Error("the RADIUS server did not start");
    const mac = "14:00:00:00:00:07";
    await voucher(mac, "TEST0005");
    await radclient("acct", radius.acctPort, SECRET, {
      ...device(mac),
      "NAS-IP-Address": { raw: "127.0.0.2" },
      "Acct-Status-Type": { raw: "Start" },
      "Acct-Session-Id": "to-be-disconnected",
    });
    t.bind(mac);
    expect((await t.api("POST", `/api/v1/session/logout/${mac}`)).statusCode).toBe(200);
    const request = await gateway.received;
    expect(request.code).toBe("Disconnect-Request");
    expect(request.attributes).toMatchObject({
      "Acct-Session-Id": "to-be-disconnected",
      "Calling-Station-Id": stationId(mac),
    });
  });

  // one request of raw bytes from a socket of the test's own; resolves with the answer, if any
  async function sendRaw(port: number, packet: Buffer, from?: Socket): Promise<Buffer | undefined> {
    const socket = from ?? createSocket("udp4");
    if (!from) sockets.push(socket);
    return new Promise((resolve) => {
      // a hang guard: every caller expects an answer
      const timer = setTimeout(() => resolve(undefined), scaled(5000));
      socket.once("message", (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      socket.send(packet, port, "127.0.0.1");
    });
  }

  // a packet no answer is expected to
  function fire(port: number, packet: Buffer): void {
    const socket = createSocket("udp4");
    sockets.push(socket);
    socket.send(packet, port, "127.0.0.1");
  }

  // a gateway's CoA/disconnect port: answers the first Disconnect-Request with an ACK
  async function listen(address: string) {
    const socket = createSocket("udp4");
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.bind(0, address, resolve));
    const received = new Promise<ReturnType<typeof decodeRequest>>((resolve) =>
      socket.once("message", (packet, from) => {
        const request = decodeRequest(packet, SECRET);
        socket.send(encodeResponse(request, "Disconnect-ACK", [], SECRET), from.port, from.address);
        resolve(request);
      }),
    );
    return { port: socket.address().port, received };
  }
});
