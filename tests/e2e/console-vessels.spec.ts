import type { Page } from "@playwright/test";
import { scaled } from "../timeoutFactor.ts";
import { checkedAtBoth, downloadCsv, FLOWS, type Locale, said } from "./consoleChecks.ts";
import { expect, test } from "./fixtures.ts";
import { SALE } from "./fillVesselCopy.ts";
import { PASSWORD, type Shore, startShore, VESSEL } from "./startShore.ts";

// the suite's own server runs on SQLite and is no shore: this file starts one on PostgreSQL
// (tests/e2e/startShore.ts says what of the link is real), one for its tests, in turn
const OPERATOR = { name: "gn-shore-ops", scope: "gangnet" };
const OTHER = { name: "ae-shore-ops", scope: "aegeo" };
let shore: Shore;

test.describe.configure({ mode: "serial" });
// a cluster and a second server on two shared cores: slow, not wrong
test.setTimeout(scaled(120_000));
// the console's CSP lets no script in: axe and HTML_CodeSniffer are let in
test.use({ bypassCSP: true });

test.beforeAll(async () => {
  // a cluster made and a server started, on a loaded machine
  test.setTimeout(scaled(240_000));
  shore = await startShore([OPERATOR, OTHER]);
});

test.afterAll(async () => shore?.close());

async function signIn(page: Page, name: string, locale: Locale) {
  await page.goto(`${shore.base}/console/sign-in?lang=${locale}`);
  await page.getByLabel(said(locale, "name")).fill(name);
  await page.getByLabel(said(locale, "password")).fill(PASSWORD);
  await page.getByRole("button", { name: said(locale, "sign-in") }).click();
  await page.getByRole("link", { name: said(locale, "vessels"), exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: said(locale, "vessels") })).toBeVisible();
}

// the link's round runs every beat: the page shows what its last round found
async function untilSaid(page: Page, text: string) {
  await expect
    .poll(async () => {
      await page.reload();
      return page.getByText(text).count();
    })
    .toBe(1);
}

const cells = (page: Page, table: string, first: string, second?: string) => {
  let row = page
    .getByRole("table", { name: table })
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: first, exact: true }) });
  if (second) row = row.filter({ has: page.getByRole("cell", { name: second, exact: true }) });
  return row.getByRole("cell");
};

// the page checked at both widths (consoleChecks.ts FLOWS), the flow at the locale's width
for (const { locale, width } of FLOWS)
  test(`on a shore, the operator reads each vessel's links and the fleet's totals, as CSV too (${locale}, ${width} px)`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, OPERATOR.name, locale);
    await untilSaid(page, said(locale, "links-up", { vessels: "1", up: "2", links: "2" }));
    const links = said(locale, "vessels");
    const up = said(locale, "link-up");
    for (const direction of ["ship-to-shore", "shore-to-ship"]) {
      const row = cells(page, links, VESSEL, said(locale, direction));
      await expect(row.nth(2)).toHaveText(up);
      // the newest heartbeat the receiving side applied: when, and how old at the round
      await expect(row.nth(3)).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(\d+ s\)$/);
    }
    // the lag in bytes is known where the slot is: the shore's, for what it sends the ship
    await expect(cells(page, links, said(locale, "shore-to-ship")).nth(4)).toHaveText(/^\d+$/);
    await expect(cells(page, links, said(locale, "ship-to-shore")).nth(4)).toHaveText("");
    // the fleet's totals, read from the vessel's copy on the shore: one device, one card sale
    await expect(cells(page, said(locale, "fleet-totals"), VESSEL)).toHaveText([
      VESSEL,
      "1",
      "1",
      `${(SALE.amount / 100).toFixed(2)} ${SALE.currency}`,
    ]);
    await checkedAtBoth(page, info, `console-vessels-${locale}`);

    // both CSVs, for scripts: the raw states, whatever the page's language
    const vessels = await downloadCsv(page, page.getByRole("link", { name: `CSV: ${links}` }), [
      "vessel",
      "direction",
      "state",
      "lagSeconds",
      "lagBytes",
    ]);
    expect(vessels.file).toBe("vessels.csv");
    expect(vessels.rows.map((r) => [r.vessel, r.direction, r.state])).toEqual([
      [VESSEL, "ship-to-shore", "up"],
      [VESSEL, "shore-to-ship", "up"],
    ]);
    for (const r of vessels.rows) expect(Number(r.lagSeconds)).toBeGreaterThanOrEqual(0);
    expect(vessels.rows.map((r) => /^\d+$/.test(r.lagBytes ?? ""))).toEqual([false, true]);
    const totals = await downloadCsv(
      page,
      page.getByRole("link", { name: `CSV: ${said(locale, "fleet-totals")}` }),
      ["vessel", "online", "vouchersToday", "currency", "amountToday"],
    );
    expect(totals.file).toBe("vessel-totals.csv");
    expect(totals.rows).toEqual([
      {
        ...{ vessel: VESSEL, online: "1", vouchersToday: "1" },
        ...{ currency: SALE.currency, amountToday: String(SALE.amount) },
      },
    ]);
  });

test("an operator of another fleet does not see the vessel", async ({ page }) => {
  await signIn(page, OTHER.name, "en");
  await untilSaid(page, said("en", "links-up", { vessels: "0", up: "0", links: "0" }));
  await expect(page.getByText(VESSEL)).toHaveCount(0);
});
