import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { clerkTest as test, csrfOf, PASSWORD, signIn } from "./clerkTest.ts";
import { auditRows, checkedAtBoth, expectAudited, FLOWS, type Locale, said } from "./consoleChecks.ts";
import { expect } from "./fixtures.ts";

// the console draws its pages on the server, with a CSP that allows no script: axe and
// HTML_CodeSniffer are let in
test.use({ bypassCSP: true, clerk: "admin" });

// one of the accounts page's three forms, by its heading (each has an account name field)
const form = (page: Page, locale: Locale, heading: string) =>
  page.locator("form").filter({ has: page.getByRole("heading", { name: said(locale, heading) }) });

// the zones a select offers, as its options' values
const options = (page: Page, label: string) =>
  page
    .getByLabel(label)
    .locator("option")
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));

// the accounts table's row of an account: its name, role and scope
const accountRow = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });

// the authenticator app's code for a secret, `ahead` steps of 30 s from now (as the server reads
// codes: server/console/totp.ts)
const totpCode = (secret: string, ahead = 0) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });

// every page checked at both widths (consoleChecks.ts FLOWS), the flow at the locale's width
for (const { locale, width } of FLOWS) {
  const at = `${locale}-${width}`;

  test(`the admin adds a desk and an operator account, changes a role, disables one, each audited; the new desk sees only its vessel's zones (${at})`, async ({
    page,
    browser,
    playwright,
    clerkName,
  }, info) => {
    await page.setViewportSize({ width, height: 900 });
    const [desk, ops] = [`${clerkName}-desk-${at}`, `${clerkName}-ops-${at}`];
    await page.goto(`/console/accounts?lang=${locale}`);
    await checkedAtBoth(page, info, `accounts-${locale}`);
    const add = form(page, locale, "add-account");
    for (const [name, role, scope] of [
      [desk, "desk", "jetwave/swift"],
      [ops, "operator", "jetwave"],
    ] as const) {
      await add.getByLabel(said(locale, "name")).fill(name);
      await add.getByLabel(said(locale, "password")).fill(PASSWORD);
      await add.getByLabel(said(locale, "role")).selectOption(role);
      await add.getByLabel(said(locale, "scope")).fill(scope);
      await add.getByRole("button", { name: said(locale, "add-account") }).click();
      await expect(page.getByRole("status")).toHaveText(said(locale, "added", { name }));
      await expect(accountRow(page, name).getByRole("cell")).toHaveText([name, role, scope]);
    }
    await checkedAtBoth(page, info, `account-added-${locale}`);

    // the operator becomes a desk clerk of the other ferry: signed in, it reads that zone alone
    const change = form(page, locale, "change-role");
    await change.getByLabel(said(locale, "name")).fill(ops);
    await change.getByLabel(said(locale, "role")).selectOption("desk");
    await change.getByLabel(said(locale, "scope")).fill("jetwave/breeze");
    await change.getByRole("button", { name: said(locale, "change-role") }).click();
    await expect(page.getByRole("status")).toHaveText(said(locale, "account-changed", { name: ops }));
    await expect(accountRow(page, ops).getByRole("cell")).toHaveText([ops, "desk", "jetwave/breeze"]);
    await checkedAtBoth(page, info, `account-changed-${locale}`);
    const opsApi = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    await signIn(opsApi, ops, PASSWORD);
    const reports = await (await opsApi.get("/console/reports")).text();
    expect([...reports.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1])).toEqual(["jw-breeze-demo"]);

    // disabled: gone from the list, and its signed-in session ends at once
    const disable = form(page, locale, "disable-account");
    await disable.getByLabel(said(locale, "name")).fill(ops);
    await disable.getByRole("button", { name: said(locale, "disable-account") }).click();
    await expect(page.getByRole("status")).toHaveText(said(locale, "account-changed", { name: ops }));
    await expect(accountRow(page, ops)).toHaveCount(0);
    await checkedAtBoth(page, info, `account-disabled-${locale}`);
    const after = await opsApi.get("/console/reports", { maxRedirects: 0 });
    expect(after.status()).toBe(303);
    expect(after.headers().location).toBe("/console/sign-in");
    await opsApi.dispose();

    await expectAudited(page, locale, clerkName, [
      ["account-add", desk, "added"],
      ["account-add", ops, "added"],
      ["account-role", ops, "changed"],
      ["account-disable", ops, "disabled"],
    ]);
    await checkedAtBoth(page, info, `accounts-audit-${locale}`);

    // the new desk clerk, in a browser of its own: its vessel's zone and nothing of the fleet's
    const context = await browser.newContext({
      baseURL: info.project.use.baseURL,
      bypassCSP: true,
      viewport: { width, height: 900 },
    });
    const clerk = await context.newPage();
    await clerk.goto(`/console/sign-in?lang=${locale}`);
    await clerk.getByLabel(said(locale, "name")).fill(desk);
    await clerk.getByLabel(said(locale, "password")).fill(PASSWORD);
    await clerk.getByRole("button", { name: said(locale, "sign-in") }).click();
    await expect(clerk.getByText(said(locale, "signed-in-as", { name: desk, role: "desk" }))).toBeVisible();
    for (const link of ["zones", "vessels", "accounts"])
      await expect(clerk.getByRole("link", { name: said(locale, link), exact: true })).toHaveCount(0);
    await clerk.getByRole("link", { name: said(locale, "sell"), exact: true }).click();
    expect(await options(clerk, said(locale, "zone"))).toEqual(["jw-swift-demo"]);
    await clerk.getByRole("link", { name: said(locale, "reports"), exact: true }).click();
    expect(await options(clerk, said(locale, "zone"))).toEqual(["jw-swift-demo"]);
    await checkedAtBoth(clerk, info, `new-desk-reports-${locale}`);
    await context.close();
  });

  test(`an admin turns on two-step sign-in with the key shown, then signs in with its code, audited (${at})`, async ({
    page,
    clerkName,
  }, info) => {
    await page.setViewportSize({ width, height: 900 });
    // a new admin of the test's own, added by the worker's admin (set up once, TOTP stays on)
    const name = `${clerkName}-totp-${at}`;
    const csrf = csrfOf(await (await page.request.get("/console/accounts")).text());
    const added = await page.request.post("/console/accounts", {
      form: { _csrf: csrf, name, password: PASSWORD, role: "admin", scope: "" },
    });
    expect(added.status(), await added.text()).toBe(200);
    const signInWith = async (code: string) => {
      await page.goto(`/console/sign-in?lang=${locale}`);
      await page.getByLabel(said(locale, "name")).fill(name);
      await page.getByLabel(said(locale, "password")).fill(PASSWORD);
      await page.getByLabel(said(locale, "totp-code")).fill(code);
      await page.getByRole("button", { name: said(locale, "sign-in") }).click();
      await expect(page.getByText(said(locale, "signed-in-as", { name, role: "admin" }))).toBeVisible();
    };
    await signInWith("");
    // an admin without it is asked to set it up on every page
    await page.getByRole("link", { name: said(locale, "totp-needed") }).click();
    await expect(page.getByRole("heading", { level: 1, name: said(locale, "totp-setup") })).toBeVisible();
    await checkedAtBoth(page, info, `totp-setup-${locale}`);
    const secretShown = async () => (await page.locator("form code").textContent()) ?? "";
    // a code that is none of the key's (this step's or either neighbour's) is refused, and a new
    // key drawn
    const first = await secretShown();
    const near = [-1, 0, 1].map((step) => totpCode(first, step));
    const wrong = ["000000", "000001", "000002", "000003"].find((c) => !near.includes(c)) ?? "";
    await page.getByLabel(said(locale, "totp-code")).fill(wrong);
    await page.getByRole("button", { name: said(locale, "totp-confirm") }).click();
    await expect(page.getByRole("status")).toHaveText(said(locale, "totp-wrong"));
    await checkedAtBoth(page, info, `totp-wrong-${locale}`);
    const secret = await secretShown();
    expect(secret).not.toBe(first);
    await page.getByLabel(said(locale, "totp-code")).fill(totpCode(secret));
    await page.getByRole("button", { name: said(locale, "totp-confirm") }).click();
    await expect(page.getByRole("status")).toHaveText(said(locale, "totp-on"));
    await expect(page.getByRole("link", { name: said(locale, "totp-needed") })).toHaveCount(0);
    await checkedAtBoth(page, info, `totp-on-${locale}`);
    await page.getByRole("button", { name: said(locale, "sign-out") }).click();
    // the enrolment's code is spent: the next step's signs in (the server allows one step ahead
    // for a phone's clock)
    await signInWith(totpCode(secret, 1));
    await expectAudited(page, locale, name, [["totp-set", name, "set"]]);
    // its two sign-ins: with the password alone, then with the code as well
    const signIns = auditRows(page, locale, "sign-in");
    await expect(signIns).toHaveCount(2);
    await checkedAtBoth(page, info, `totp-audit-${locale}`);
  });
}
