import { afterEach, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { type Client, fromAddress } from "./helpers/fromAddress.ts";
import { clock, startApp, type TestApp } from "./helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

const ZONE_A = "gn-premium-demo";
const ZONE_B = "jw-swift-demo";
const RATE = 50;
const ATTEMPTS = 350;
const mac = (n: number) =>
  `0e:00:00:00:${(n >> 8).toString(16).padStart(2, "0")}:${(n & 255).toString(16).padStart(2, "0")}`;

// a guesser at 50 requests a second, rotating macs and zone headers: 350 attempts (7 s), more than
// a whole minute's worth of the old global limit (300)
async function attack(client: Client): Promise<Record<number, number>> {
  const answers: Promise<number>[] = [];
  const start = Date.now();
  for (let i = 0; i < ATTEMPTS; i++) {
    const due = start + (i * 1000) / RATE;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    const zone = i % 3 === 0 ? ZONE_B : ZONE_A;
    answers.push(
      client
        .send(
          "POST",
          "/api/v1/voucher/auth",
          { mac: mac(i), voucher: `GUESS${i}`, termsAccepted: true },
          { "x-zone-public-id": zone },
        )
        .then((a) => a.status),
    );
  }
  const counts: Record<number, number> = {};
  for (const status of await Promise.all(answers)) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe("lock-out: a guesser cannot stop other passengers", () => {
  let t: TestApp;
  const clients: Client[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    await t.app.close();
  });

  it(
    "an attacker at 50 requests a second leaves passengers in its own and another zone their vouchers",
    async () => {
      // the limits count in fixed windows (10 minutes per client): on the wall clock an attack
      // that straddles a window's end gets a second allowance (60 instead of 30, seen at 19:30:00)
      t = await startApp({ testMode: { on: true }, storage: { now: clock().now } });
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = t.app.server.address() as AddressInfo;
      const [attacker, passengerB, passengerA] = ["127.0.0.2", "127.0.0.3", "127.0.0.4"].map((a) => {
        const c = fromAddress(port, a);
        clients.push(c);
        return c;
      }) as [Client, Client, Client];
      const voucher = async (zoneId: string) =>
        JSON.parse(
          (await t.app.inject({ method: "POST", url: "/api/test/voucher", payload: { zoneId } })).body,
        ).code;
      const [codeA, codeB] = [await voucher(ZONE_A), await voucher(ZONE_B)];

      const counts = await attack(attacker);
      const b = await passengerB.send(
        "POST",
        "/api/v1/voucher/auth",
        { mac: "0e:bb:00:00:00:01", voucher: codeB, termsAccepted: true },
        { "x-zone-public-id": ZONE_B },
      );
      const a = await passengerA.send(
        "POST",
        "/api/v1/voucher/auth",
        { mac: "0e:aa:00:00:00:01", voucher: codeA, termsAccepted: true },
        { "x-zone-public-id": ZONE_A },
      );
      console.log(
        `lock-out: attacker ${JSON.stringify(counts)}; passenger zone B ${b.status}, zone A ${a.status}`,
      );
      expect(b.status).toBe(200);
      expect(a.status).toBe(200);
      // its own address's limit stopped it early: most of its attempts were refused, none reached a code
      expect(counts[404]).toBeLessThanOrEqual(30);
      expect(counts[429]).toBeGreaterThanOrEqual(ATTEMPTS - 30);
    },
    scaled(60_000),
  );
});
