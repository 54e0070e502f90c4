import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAccount } from "../../server/console/addAccount.ts";
import { checkPassword } from "../../server/console/checkPassword.ts";
import type { Storage } from "../../server/storage/Storage.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

// the production cost, asserted here once: the console's tests hash their one password once a
// worker (helpers/consoleBrowser.ts), and the demo's public one is hashed once a process
describe("a console account's password", () => {
  let t: TestApp;
  let store: Storage;
  beforeAll(async () => {
    t = await startApp();
    store = openStorage(t.dataDir);
  });
  afterAll(async () => {
    await store.close();
    await t.close();
  });

  it("is hashed with Argon2id at 19 MiB, 2 passes, one lane, with a salt of each account's own", async () => {
    const password = "the-same-password-twice";
    for (const name of ["first-clerk", "second-clerk"]) {
      const account = { name, password, role: "desk", scope: ["gangnet/premium"] };
      expect(await addAccount(store, account, { account: null, address: "cli" }, 0)).toMatchObject({
        kind: "added",
      });
    }
    const rows = await store.db.selectFrom("console_accounts").select(["name", "password_hash"]).execute();
    const hash = (name: string) => rows.find((r) => r.name === name)?.password_hash;
    // the demo's accounts (DEMO=1) too
    expect(rows.map((r) => r.name).sort()).toEqual([
      "demo-admin",
      "demo-desk",
      "first-clerk",
      "second-clerk",
    ]);
    for (const row of rows) expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash("first-clerk")).not.toBe(hash("second-clerk"));
    expect(await checkPassword(hash("first-clerk"), password)).toBe(true);
    expect(await checkPassword(hash("first-clerk"), "another-password")).toBe(false);
  });
});
