import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { type ChildServer, startChildServer } from "./helpers/childServer.ts";
import { type Client, fromAddress } from "./helpers/fromAddress.ts";
import { CARDS, CUSTOMER, SWIFT } from "./helpers/shop.ts";
import { tempDir } from "./helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

const KILLS = 5;
const BUYERS = 4;

// one passenger buying over and over until the server dies under it: the orders it was told are paid
async function buyUntilDead(port: number, address: string, paid: string[], alive: () => boolean) {
  const client: Client = fromAddress(port, address);
  const zone = { "x-zone-public-id": SWIFT };
  try {
    while (alive()) {
      const order = await client.send(
        "POST",
        "/api/v1/store/order/checkout/nets",
        { ...CUSTOMER, items: [{ id: 11, amount: 1 }] },
        zone,
      );
      if (order.status !== 200) continue;
      const { paymentId, publicId } = JSON.parse(order.body);
      const card = {
        checkoutKey: "sandbox-checkout-key",
        cardNumber: CARDS.success,
        expiry: "12/39",
        cvc: "123",
      };
      const answer = await client.send("POST", `/payment-sandbox/v1/checkout/${paymentId}/pay`, card);
      if (answer.status === 200) paid.push(publicId);
    }
  } catch {
    // the server was killed mid-request: this passenger stops
  } finally {
    client.close();
  }
}

describe("paid is fulfilled through kill -9", () => {
  let server: ChildServer | undefined;
  const dataDir = tempDir();
  afterEach(() => {
    server?.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "after five kill -9 under a purchase load, every paid order has its vouchers",
    async () => {
      const paid: string[] = [];
      for (let round = 0; round < KILLS; round++) {
        server = await startChildServer(dataDir, { DEMO: "1" }, 90_000);
        const s = server;
        let alive = true;
        const buyers = Array.from({ length: BUYERS }, (_, i) =>
          buyUntilDead(s.port, `127.0.1.${round * BUYERS + i + 1}`, paid, () => alive),
        );
        // kill once a few orders of this round are paid (bounded: or after 20 s)
        const before = paid.length;
        const deadline = Date.now() + 20_000;
        while (paid.length < before + 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        s.child.kill("SIGKILL");
        alive = false;
        await s.exited;
        await Promise.all(buyers);
      }
      server = await startChildServer(dataDir, { DEMO: "1" }, 90_000);
      const check = fromAddress(server.port, "127.0.2.1");
      const missing = async () => {
        const left: string[] = [];
        for (const publicId of paid) {
          const res = await check.send("GET", `/api/v1/store/order/${publicId}/completed`, undefined, {
            "x-zone-public-id": SWIFT,
          });
          if (res.status !== 200 || JSON.parse(res.body).length !== 1) left.push(publicId);
        }
        return left;
      };
      await expect.poll(missing, { timeout: scaled(60_000), interval: 500 }).toEqual([]);
      check.close();
      console.log(`kill -9: ${KILLS} kills, ${paid.length} orders paid, all fulfilled`);
      expect(paid.length).toBeGreaterThanOrEqual(KILLS * 6);
    },
    scaled(300_000),
  );
});
