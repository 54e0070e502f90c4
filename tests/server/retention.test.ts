import { afterEach, describe, expect, it, vi } from "vitest";
import { scaled } from "../timeoutFactor.ts";
import { logLines } from "./helpers/logLines.ts";
import { shopDay } from "./helpers/shopDay.ts";
import { readDb } from "./helpers/shop.ts";
import { clock, type TestApp } from "./helpers/testApp.ts";

const DAY = 86_400_000;

interface Counts {
  named: number;
  orders: number;
  mail: number;
  notices: number;
}

describe("retention (RETENTION_DAYS) in the maintenance round", () => {
  let t: TestApp;
  afterEach(() => t.close());
  const counts = () =>
    readDb<Counts>(
      t,
      `SELECT (SELECT COUNT(*) FROM orders WHERE email IS NOT NULL) AS named, (SELECT COUNT(*) FROM orders) AS orders,
        (SELECT COUNT(*) FROM mail_outbox) AS mail, (SELECT COUNT(*) FROM payment_notices) AS notices`,
    )[0];
  // the sandbox repeats its notice a second later, as a provider may: both are in before time moves
  const sandboxRepeated = () =>
    vi.waitFor(() => expect(counts()?.notices).toBe(2), { timeout: scaled(10_000), interval: 50 });

  it("removes buyers' names and e-mails, order mail, notices and failed checkouts after 30 days, as the terms say", async () => {
    const c = clock(Date.now());
    const log = logLines();
    ({ t } = await shopDay({
      storage: { now: c.now },
      maintenance: { intervalMs: 0 },
      http: { logger: log.logger },
    }));
    await sandboxRepeated();
    expect(counts()).toEqual({ named: 2, orders: 2, mail: 1, notices: 2 });
    c.advance(29 * DAY);
    await t.app.maintenanceRound();
    expect(counts()).toEqual({ named: 2, orders: 2, mail: 1, notices: 2 });
    c.advance(2 * DAY);
    await t.app.maintenanceRound();
    // the sale stays, for the books, without its buyer; the failed checkout is gone
    expect(counts()).toEqual({ named: 0, orders: 1, mail: 0, notices: 0 });
    expect(readDb(t, "SELECT status, amount, currency FROM orders")).toEqual([
      { status: "completed", amount: 450, currency: "EUR" },
    ]);
    expect(log.entries().find((e) => e.msg === "personal data past its retention removed")).toMatchObject({
      anonymised: 1,
      checkouts: 1,
      mail: 1,
      notices: 2,
    });
  });

  it("keeps them as long as RETENTION_DAYS says", async () => {
    const c = clock(Date.now());
    ({ t } = await shopDay({ storage: { now: c.now }, maintenance: { intervalMs: 0, retentionDays: 90 } }));
    await sandboxRepeated();
    c.advance(31 * DAY);
    await t.app.maintenanceRound();
    expect(counts()).toEqual({ named: 2, orders: 2, mail: 1, notices: 2 });
  });
});
