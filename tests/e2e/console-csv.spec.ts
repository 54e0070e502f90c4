import type { Page } from "@playwright/test";
import { clerkTest as test } from "./clerkTest.ts";
import {
  cardUrl,
  checkedAtBoth,
  downloadCsv,
  FLOWS,
  type Locale,
  said,
  untilOnline,
} from "./consoleChecks.ts";
import { connectDevice, expect, uniqueMac } from "./fixtures.ts";
import { BREEZE, CARDS, SWIFT } from "./storeSteps.ts";

// the console draws its pages on the server, with a CSP that allows no script: axe and
// HTML_CodeSniffer are let in; the worker's operator of the ferries' fleet (both jetwave zones)
test.use({ bypassCSP: true, clerk: "operator" });

const AUDIT_HEAD = ["at", "account", "address", "action", "zoneId", "target", "before", "after", "outcome"];

// one voucher sold at the desk in the ferry's zone: its batch (the audit row's target) and code
async function sellOne(page: Page, locale: Locale) {
  await page.goto(`/console/sell?${new URLSearchParams({ zone: SWIFT, lang: locale })}`);
  await page.getByLabel(said(locale, "quantity")).fill("1");
  await page.getByRole("button", { name: said(locale, "sell"), exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: said(locale, "slip") })).toBeVisible();
  const line = (await page.getByText(/ · /).textContent()) ?? "";
  return {
    batch: line.split(" · ").at(-1) ?? "",
    code: (await page.locator(".slip .code").textContent()) ?? "",
  };
}

// the page checked at both widths (consoleChecks.ts FLOWS), the flow at the locale's width
for (const { locale, width } of FLOWS) {
  test(`the operator filters the audit trail by account, action and zone, and downloads it as CSV (${locale}-${width})`, async ({
    page,
    clerkName,
  }, info) => {
    await page.setViewportSize({ width, height: 900 });
    const { batch } = await sellOne(page, locale);
    await page.goto(`/console/audit?lang=${locale}`);
    const filter = async (zone: string) => {
      await page.getByLabel(said(locale, "action")).selectOption("sell");
      await page.getByLabel(said(locale, "who")).fill(clerkName);
      await page.getByLabel(said(locale, "zone")).selectOption(zone);
      await page.getByRole("button", { name: said(locale, "filter") }).click();
      await expect(page).toHaveURL(new RegExp(`\\?action=sell&who=${clerkName}&zone=${zone}$`));
    };
    await filter(SWIFT);
    // every row the filter leaves is this operator's sale in that zone, this test's among them
    const rows = page.getByRole("row").filter({ has: page.getByRole("cell") });
    await expect(rows.filter({ has: page.getByRole("cell", { name: batch, exact: true }) })).toHaveCount(1);
    for (const row of await rows.all())
      await expect(row.getByRole("cell")).toHaveText([
        /./,
        clerkName,
        /./,
        said(locale, "action-sell"),
        SWIFT,
        /./,
        said(locale, "outcome-sold"),
      ]);
    await checkedAtBoth(page, info, `audit-filtered-${locale}`);
    // the CSV link carries the same filter
    const { file, rows: csv } = await downloadCsv(
      page,
      page.getByRole("link", { name: said(locale, "csv") }),
      AUDIT_HEAD,
    );
    expect(file).toBe("gangway-audit.csv");
    expect(csv.length).toBe(await rows.count());
    for (const row of csv)
      expect(row).toMatchObject({ account: clerkName, action: "sell", zoneId: SWIFT, outcome: "sold" });
    const sale = csv.find((r) => r.target === batch);
    expect(JSON.parse(sale?.after ?? "{}")).toMatchObject({ quantity: 1, currency: "EUR" });
    // the other ferry's zone: none of these sales
    await filter(BREEZE);
    await expect(rows).toHaveCount(0);
    await expect(page.getByText(said(locale, "nothing-yet"), { exact: true })).toBeVisible();
  });
}

// A CSV is the same in every language (server/console/toCsv.ts: its header is the rows' keys, its
// times ISO 8601, nothing passes through the catalogs), and its width is the browser's, not the
// file's: one run downloads each CSV the operator's pages link to. The pages themselves are
// checked in en and sv at 360 and 1280 px by console-operator.spec.ts.
test("the operator downloads every report as CSV: online, sales, stock, failed checkouts, gateways, Disconnect answers, zones", async ({
  page,
}) => {
  const locale = "en";
  // a sale at the desk, its code used on a device the operator then kicks, and a declined card
  const { batch, code } = await sellOne(page, locale);
  const mac = uniqueMac();
  await connectDevice(page, mac, code, SWIFT);
  await untilOnline(page, cardUrl(SWIFT, mac, locale), locale);
  await page.getByRole("button", { name: said(locale, "kick") }).click();
  await expect(page.getByRole("status")).toContainText("Disconnect-ACK");
  const order = await page.request.post("/api/v1/store/order/checkout/nets", {
    headers: { "X-Zone-Public-Id": SWIFT },
    data: {
      ...{ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", termsAccepted: true },
      items: [{ id: 11, amount: 1 }],
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  const { paymentId, publicId } = (await order.json()) as { paymentId: string; publicId: string };
  // the sandbox's window, without the window: the card declined (402), the order failed at once
  const declined = await page.request.post(`/payment-sandbox/v1/checkout/${paymentId}/pay`, {
    data: { checkoutKey: "sandbox-checkout-key", cardNumber: CARDS.declined, expiry: "12/39", cvc: "123" },
  });
  expect(declined.status(), await declined.text()).toBe(402);
  const failed = (text: string) => text.includes(publicId.slice(0, 8));
  await expect
    .poll(async () =>
      failed(await (await page.request.get(`/console/reports/checkouts.csv?zone=${SWIFT}`)).text()),
    )
    .toBe(true);

  const csvLinks = (p: Page) =>
    p.locator('a[href*=".csv"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  const download = (href: string, head: string[]) =>
    downloadCsv(page, page.locator(`a[href="${href}"]`), head);

  await page.goto(`/console/reports?zone=${SWIFT}`);
  const report = (name: string) => `/console/reports/${name}.csv?zone=${SWIFT}`;
  expect(await csvLinks(page)).toEqual(
    ["online-24h", "online-7d", "sales", "stock", "checkouts"].map(report),
  );
  const hours = await download(report("online-24h"), ["hour", "devices"]);
  expect(hours.rows).toHaveLength(24);
  expect(hours.rows.some((r) => Number(r.devices) >= 1)).toBe(true);
  const days = await download(report("online-7d"), ["day", "devices"]);
  expect(days.rows).toHaveLength(7);
  expect(Number(days.rows.at(-1)?.devices)).toBeGreaterThanOrEqual(1);
  const sales = await download(report("sales"), [
    ...["day", "channel", "currency", "orders", "vouchers", "amount", "revenue"],
  ]);
  expect(sales.rows).toContainEqual(expect.objectContaining({ channel: "minted", currency: "EUR" }));
  const stock = await download(report("stock"), [
    ...["zone", "batch", "source", "unused", "active", "usedUp", "expired", "revoked", "total"],
  ]);
  expect(stock.rows).toContainEqual(
    expect.objectContaining({ zone: SWIFT, batch, source: "minted", unused: "0", total: "1" }),
  );
  const checkouts = await download(report("checkouts"), [
    ...["at", "zone", "order", "status", "reason", "amount", "currency"],
  ]);
  expect(checkouts.rows.filter((r) => failed(r.order ?? ""))).toEqual([
    expect.objectContaining({ zone: SWIFT, status: "failed", currency: "EUR" }),
  ]);

  await page.goto("/console/gateways");
  expect(await csvLinks(page)).toEqual(["/console/gateways.csv", "/console/disconnects.csv"]);
  const gateways = await download("/console/gateways.csv", [
    ...["gateway", "clientAddress", "zones", "lastPacketAt", "online", "updatesPerMinute", "silent"],
  ]);
  const gateway = gateways.rows.find((r) => r.zones?.split(" ").includes(SWIFT));
  expect(gateway, "the ferry's gateway").toBeDefined();
  const answers = await download("/console/disconnects.csv", [
    ...["gateway", "address", "sent", "acknowledged", "refused", "unanswered"],
  ]);
  expect(answers.rows).toContainEqual(expect.objectContaining({ gateway: gateway?.gateway }));
  const kicked = answers.rows.find((r) => r.gateway === gateway?.gateway);
  expect(Number(kicked?.acknowledged)).toBeGreaterThanOrEqual(1);

  await page.goto("/console/zones");
  expect(await csvLinks(page)).toEqual(["/console/zones.csv"]);
  const zones = await download("/console/zones.csv", ["zoneId", "vessel", "state", "problems"]);
  expect(zones.rows.map((r) => [r.zoneId, r.vessel])).toEqual([
    [BREEZE, "jetwave/breeze"],
    [SWIFT, "jetwave/swift"],
  ]);
  // the demo runs on SQLite, not a shore: the Vessels page has no links, nor their CSVs
  // (tests/server/pgConsoleVessels.test.ts reads them on a shore)
  await page.goto("/console/vessels");
  expect(await csvLinks(page)).toEqual([]);
});
