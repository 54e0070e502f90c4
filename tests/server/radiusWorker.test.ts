import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { createSocket, type Socket } from "node:dgram";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import type { Attribute } from "../../server/gateway/aaa/Attribute.ts";
import { decodeResponse, encodeRequest } from "../../server/gateway/radius/radiusCodec.ts";
import type { RadiusServer } from "../../server/gateway/radius/radiusServer.ts";
import { scaled } from "../timeoutFactor.ts";
import { stationId } from "./helpers/radclient.ts";
import { DEVICE_CONNECTED, startApp, type TestApp, tempDir, ZONE } from "./helpers/testApp.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SECRET = "a-gateway-secret-of-32-characters";
const METRICS_TOKEN = "metrics-token-of-at-least-32-characters";
const STRANGER = "02:00:00:00:0b:01";
const BURST = 16;

// a process that runs (an ended one not yet reaped by its new parent is a zombie: ended)
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

// the second core on, as on a ship's two-core server: a worker process reads the auth socket too
describe("the RADIUS worker", () => {
  let t: TestApp | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    await t?.close();
    t = undefined;
  });

  const start = async () => {
    t = await startApp({
      gateway: { radius: { clients: [{ address: "127.0.0.1", secret: SECRET }], workers: 1 } },
      simulators: { accessController: false },
      metrics: { token: METRICS_TOKEN },
    });
    const radius = t.app.gateway.radius;
    if (!radius) throw new Error("the RADIUS server did not start");
    return radius;
  };
  const started = async (radius: RadiusServer) => {
    await expect.poll(() => radius.worker?.pid, { timeout: scaled(20_000) }).toBeDefined();
    return radius.worker?.pid ?? 0;
  };

  // MAC authentications (signed) at once, from one gateway socket: their answers' codes
  async function burst(port: number, macs: string[], extra: Attribute[] = []): Promise<string[]> {
    const socket = createSocket("udp4");
    sockets.push(socket);
    const answers = new Map<number, string>();
    const all = new Promise<void>((resolve) =>
      socket.on("message", (packet) => {
        answers.set(packet.readUInt8(1), decodeResponse(packet).code);
        if (answers.size === macs.length) resolve();
      }),
    );
    for (const [id, mac] of macs.entries()) {
      const device: Attribute[] = [
        ["User-Name", stationId(mac)],
        ["User-Password", stationId(mac)],
        ["Calling-Station-Id", stationId(mac)],
        ["NAS-Identifier", ZONE],
        ...extra,
      ];
      socket.send(encodeRequest("Access-Request", id, device, SECRET), port, "127.0.0.1");
    }
    await all;
    return macs.map((_, id) => answers.get(id) ?? "none");
  }
  const macs = Array.from({ length: BURST }, (_, i) => (i % 2 ? STRANGER : DEVICE_CONNECTED));

  it("answers the MAC authentications: a Reject once counted and its verdict recorded, an Accept at once with its verdict following; the main process the rest", async () => {
    const radius = await start();
    await started(radius);
    const verdicts = async () =>
      (await t?.app.storage.db
        .selectFrom("radius_verdicts")
        .select(["mac", "accept", "reason"])
        .where("zone_id", "=", ZONE)
        .execute()) ?? [];
    // the worker alone reads the port once it runs: a stranger's Reject goes only once its verdict
    // is committed
    expect(await burst(radius.authPort, [STRANGER])).toEqual(["Access-Reject"]);
    expect(radius.stats).toMatchObject({ workerAnswers: 1, rejects: 1, received: 1 });
    expect((await verdicts()).filter((v) => v.reason === "no-session")).toHaveLength(1);
    const codes = await burst(radius.authPort, macs);
    expect(codes).toEqual(macs.map((m) => (m === STRANGER ? "Access-Reject" : "Access-Accept")));
    // the Accepts' verdicts and counts follow in the worker's next batch
    await expect
      .poll(() => radius.stats, { timeout: scaled(5000) })
      .toMatchObject({ workerAnswers: BURST + 1, accepts: BURST / 2, rejects: BURST / 2 + 1 });
    expect(radius.stats.received).toBe(BURST + 1);
    await expect
      .poll(async () => (await verdicts()).filter((v) => Number(v.accept) === 1).length, {
        timeout: scaled(5000),
      })
      .toBe(BURST / 2);
    expect((await verdicts()).filter((v) => v.reason === "no-session")).toHaveLength(BURST / 2 + 1);
    // an address to record is a write: the worker hands it over, the main process answers it
    expect(await burst(radius.authPort, [DEVICE_CONNECTED], [["Framed-IP-Address", "10.0.0.7"]])).toEqual([
      "Access-Accept",
    ]);
    expect(radius.stats).toMatchObject({
      workerAnswers: BURST + 1,
      accepts: BURST / 2 + 1,
      received: BURST + 2,
    });
    expect((await verdicts()).filter((v) => Number(v.accept) === 1)).toHaveLength(BURST / 2 + 1);
    // the metrics say which process answered how many: the worker's, within every face's count
    const metrics = (
      await t?.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    )?.body;
    expect(metrics).toContain(`gangway_radius_worker_answers_total ${BURST + 1}\n`);
    expect(metrics).toContain(`gangway_radius_accepts_total{face="radius"} ${BURST / 2 + 1}\n`);
  });

  it("hands the main process what it does not decide by reading: a wrong secret is dropped and counted there", async () => {
    const radius = await start();
    await started(radius);
    const socket = createSocket("udp4");
    sockets.push(socket);
    for (let i = 0; i < BURST; i++)
      socket.send(
        encodeRequest("Access-Request", i, [["User-Name", "x"]], `${SECRET}x`),
        radius.authPort,
        "127.0.0.1",
      );
    await expect.poll(() => radius.stats.dropped["bad-signature"], { timeout: scaled(5000) }).toBe(BURST);
    expect(radius.stats.workerAnswers).toBe(0);
  });

  it("is started again when it dies, and ends with the app", async () => {
    const radius = await start();
    const first = await started(radius);
    process.kill(first, "SIGKILL");
    await expect
      .poll(() => radius.worker?.pid, { timeout: scaled(20_000) })
      .toSatisfy((pid) => pid !== undefined && pid !== first);
    const second = radius.worker?.pid ?? 0;
    expect(await burst(radius.authPort, [DEVICE_CONNECTED])).toEqual(["Access-Accept"]);
    await t?.close();
    t = undefined;
    expect(alive(second)).toBe(false);
  });

  it("ends when the server's process dies, never an orphan on the port", async () => {
    const dataDir = tempDir();
    const server = spawn(process.execPath, ["server/main.ts"], {
      cwd: ROOT,
      env: {
        ...{ PATH: process.env.PATH, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir },
        ...{ STATIC_DIR: join(dataDir, "dist"), LOG_LEVEL: "info", RADIUS_WORKERS: "1" },
        ...{ RADIUS_CLIENTS: `127.0.0.1=${SECRET}`, RADIUS_AUTH_PORT: "0", RADIUS_ACCT_PORT: "0" },
      },
      // its log goes to stderr
      stdio: ["ignore", "ignore", "pipe"],
    });
    let out = "";
    const worker = await new Promise<number>((resolve, reject) => {
      server.stderr.on("data", (chunk) => {
        out += chunk;
        const pid = /"worker":(\d+)[^\n]*RADIUS worker started/.exec(out)?.[1];
        if (pid) resolve(Number(pid));
      });
      server.on("exit", () => reject(new Error(`the server exited: ${out}`)));
    });
    expect(alive(worker)).toBe(true);
    server.kill("SIGKILL");
    await expect.poll(() => alive(worker), { timeout: scaled(10_000) }).toBe(false);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
