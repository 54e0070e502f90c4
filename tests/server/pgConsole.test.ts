import { afterEach, describe, expect, it } from "vitest";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { scaled } from "../timeoutFactor.ts";
import { addUser, consoleBrowser } from "./helpers/consoleBrowser.ts";
import { freshDatabase } from "./helpers/postgres.ts";
import { DEVICE_CONNECTED, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

// the console on PostgreSQL: the same migration (011-console.sql), sessions, backoff and audit trail
describe("the console on PostgreSQL", () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it("signs a clerk in, kicks a device through the simulator, backs off a guesser, and audits it all", async () => {
    const url = await freshDatabase("console");
    t = await startApp({ storage: { databaseUrl: url } });
    await addUser(t.dataDir, "clerk", "desk", ["gangnet/premium"], url);
    const b = consoleBrowser(t.app, "10.9.1.1");
    expect((await b.signIn("clerk")).statusCode).toBe(303);
    const card = `/console/device?zone=${ZONE}&mac=${encodeURIComponent(DEVICE_CONNECTED)}`;
    await expect
      .poll(async () => (await b.get(card)).body, { timeout: scaled(5000) })
      .toMatch(/Online now<\/dt><dd>gn-premium-demo/);
    const kicked = await b.post("/console/device/kick", { zone: ZONE, mac: DEVICE_CONNECTED });
    expect(kicked.body).toMatch(/Gateway gn-premium-demo: Disconnect-ACK/);
    const guesser = consoleBrowser(t.app, "10.9.1.2");
    for (let i = 0; i < 5; i++)
      expect((await guesser.signIn("nobody", `guess-${i}-guess-guess`)).statusCode).toBe(401);
    expect((await guesser.signIn("nobody", "guess-5-guess-guess")).statusCode).toBe(429);
    const store = openStorage(t.dataDir, url);
    try {
      const rows = await store.db
        .selectFrom("console_audit")
        .select(["action", "account_name", "outcome"])
        .where("address", "<>", "demo")
        .orderBy("audit_id")
        .execute();
      expect(rows.map((r) => r.action)).toEqual([
        "account-add",
        "sign-in",
        "kick",
        ...Array(5).fill("sign-in-failed"),
      ]);
    } finally {
      await store.close();
    }
  });
});
