import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { rawRequest } from "./helpers/rawHttp.ts";
import { sandboxAuth } from "./helpers/secrets.ts";
import { allZones } from "./helpers/production.ts";
import { DEVICE_CONNECTED, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

describe("hardening", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("refuses a Host with credentials or a path, and a second Host header", async () => {
    t = await startApp();
    for (const host of [
      "127.0.0.1:1@evil.com",
      "127.0.0.1/evil",
      "127.0.0.1 evil",
      "localhost:99999999",
      "127.0.0.1:99999",
      "127.0.0.1:0",
    ]) {
      const res = await t.app.inject({
        url: `/captive-portal/api?mac=${DEVICE_CONNECTED}&zoneId=${ZONE}`,
        headers: { host },
      });
      expect(res.statusCode, host).toBe(421);
      expect(res.body).not.toContain("evil");
    }
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const two = `GET /api/v1/internet-check HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`;
    expect(await rawRequest(port, two)).toBe(400);
    const one = `GET /api/v1/internet-check HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
    expect(await rawRequest(port, one)).toBe(204);
  });

  it("sends a Permissions-Policy always, and HSTS when the public URL is https", async () => {
    t = await startApp();
    const plain = await t.app.inject({ url: "/api/v1/internet-check" });
    expect(plain.headers["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    await t.close();
    t = await startApp({
      http: { publicUrl: "https://portal.ship.example" },
      shop: { allowSandboxInProduction: true },
      devices: { unverifiedZones: allZones() },
    });
    const https = await t.app.inject({ url: "/api/v1/internet-check" });
    expect(https.headers["strict-transport-security"]).toBe("max-age=31536000");
    await t.close();
    t = await startApp({
      http: { publicUrl: "HTTPS://portal.ship.example" },
      shop: { allowSandboxInProduction: true },
      devices: { unverifiedZones: allZones() },
    });
    const upper = await t.app.inject({ url: "/api/v1/internet-check" });
    expect(upper.headers["strict-transport-security"]).toBe("max-age=31536000");
  });

  it("drops a request whose body does not arrive in time", async () => {
    t = await startApp({ http: { requestTimeoutMs: 1000 } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const started = Date.now();
    // promises 100 bytes, sends 2, then nothing
    const slow = `POST /api/v1/voucher/auth HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Zone-Public-Id: ${ZONE}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"`;
    const status = await new Promise<number | undefined>((resolve) => {
      import("node:net").then(({ connect }) => {
        const socket = connect(port, "127.0.0.1", () => socket.write(slow));
        let head = "";
        socket.on("data", (c) => (head += c));
        socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]) || undefined));
        setTimeout(() => socket.destroy(), scaled(8000));
      });
    });
    expect(status).toBe(408);
    expect(Date.now() - started).toBeLessThan(scaled(6000));
  });

  it("refuses 1e309 (Infinity) wherever a number goes: sandbox checkout, retryCount, test-mode accounting", async () => {
    t = await startApp({ testMode: { on: true, fakeRedirects: true } });
    const order = {
      amount: 1,
      currency: "EUR",
      reference: "r",
      items: [
        {
          reference: "1",
          name: "x",
          quantity: 1,
          unit: "pcs",
          unitPrice: 1,
          grossTotalAmount: 1,
          netTotalAmount: 1,
        },
      ],
    };
    for (const payload of [
      `{"order":{"amount":1e309,"currency":"EUR","reference":"r","items":[{"reference":"1","name":"x","quantity":1,"unit":"pcs","unitPrice":1,"grossTotalAmount":1e309,"netTotalAmount":1}]},"checkout":{}}`,
      JSON.stringify({ order: { ...order, amount: "1e309" }, checkout: {} }),
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/payment-sandbox/v1/payments",
        headers: { ...sandboxAuth(t.dataDir), "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    for (const retryCount of ["1e309", "Infinity", "1e3"]) {
      const res = await t.app.inject({
        url: `/auth?mac=${DEVICE_CONNECTED}&zoneId=${ZONE}&retryCount=${retryCount}`,
      });
      expect(res.statusCode, retryCount).toBe(retryCount === "1e3" ? 302 : 400);
    }
    const accounting = await t.app.inject({
      method: "POST",
      url: "/api/v1/radius/accounting",
      headers: { "x-zone-public-id": ZONE, "content-type": "application/json" },
      payload: `{"mac":"${DEVICE_CONNECTED}","bytes":1e309}`,
    });
    expect(accounting.statusCode).toBe(400);
    t.bind(DEVICE_CONNECTED);
    expect((await t.api("GET", `/api/v1/session/${DEVICE_CONNECTED}`)).statusCode).toBe(200);
  });

  it('refuses a JSON 1e309 that a string schema would take as the text "Infinity" (analytics\' timestamp)', async () => {
    t = await startApp();
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/v1/analytics/onboard",
      headers: { "content-type": "application/json" },
      payload: `{"timestamp":1e309,"sessionId":"s","zoneId":"${ZONE}","event":"x"}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe("numbers must be finite");
  });
});
