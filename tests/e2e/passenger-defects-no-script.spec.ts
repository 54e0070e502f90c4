import type { Page } from "@playwright/test";
import { eachInOneBrowser } from "./eachInOneBrowser.ts";
import { expect, test, uniqueMac } from "./fixtures.ts";
import { expectNoAxeViolations } from "./fleet/a11y.ts";
import { LOCALES, type Locale, words } from "./passengerWords.ts";

// Issue 35's spec audit, the defects a passenger met without JavaScript: an in-app browser's blank
// page, a banner's × that did nothing, a language switch that cleared a typed code.
test.use({ javaScriptEnabled: false });

const IN_APP =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36";
const CRUISE = "md-stella-demo";
const ZONE = "gn-premium-demo";

test.describe("4. an in-app browser without a script gets the page telling it to open a full browser", () => {
  test.use({ userAgent: IN_APP });

  // each language a new device in one browser (eachInOneBrowser.ts)
  test(`${LOCALES.join(", ")}: on whatever route it lands`, async ({ browser }) => {
    await eachInOneBrowser(
      browser,
      LOCALES,
      (locale) => locale,
      async (page, locale) => {
        const mac = uniqueMac();
        const routes = [
          "/",
          "/start",
          "/store",
          "/login/voucher",
          "/status",
          "/purchase-complete",
          "/policies",
        ];
        for (const path of [...routes, "/open-in-browser", "/no-such-page"]) {
          await page.goto(`${path}?mac=${mac}&zoneId=${CRUISE}&lang=${locale}`);
          const heading = page.getByRole("heading", { level: 1, name: words(locale, "openInBrowser.title") });
          await expect(heading, path).toBeVisible();
          await expect(page).toHaveTitle(`${words(locale, "openInBrowser.title")} – Meridian Cruises`);
          const link = page.getByRole("textbox", { name: words(locale, "openInBrowser.link") });
          await expect(link).toHaveValue(
            new RegExp(`/\\?mac=${mac.replaceAll(":", "%3A")}&zoneId=${CRUISE}$`),
          );
          // copying takes a script: no button that would do nothing
          await expect(page.getByRole("button", { name: words(locale, "openInBrowser.copy") })).toHaveCount(
            0,
          );
        }
        // the error page stays the error page
        await page.goto("/error");
        await expect(
          page.getByRole("heading", { level: 1, name: words(locale, "gen.error.title") }),
        ).toBeVisible();
      },
    );
  });
});

async function sendCode(page: Page, locale: Locale, code: string) {
  await page.getByRole("textbox", { name: words(locale, "voucher.code") }).fill(code);
  await page.getByRole("button", { name: words(locale, "voucher.activate"), exact: true }).click();
}

test.describe("5. the banner's × works without a script", () => {
  const name = (locale: Locale) => `${locale}: by pointer and by keyboard, and what was typed stays`;
  test(LOCALES.map(name).join("; "), async ({ browser }) => {
    await eachInOneBrowser(browser, LOCALES, name, async (page, locale) => {
      await page.goto(`/login/voucher?mac=${uniqueMac()}&zoneId=${ZONE}&lang=${locale}`);
      const banner = page.getByRole("alert").filter({ hasText: words(locale, "gen.invalidvoucher") });
      const dismiss = page.getByRole("button", { name: words(locale, "gen.dismiss") });
      await sendCode(page, locale, "AB");
      await expect(banner).toBeVisible();
      await dismiss.click();
      await expect(banner).toBeHidden();
      await expect(page.getByRole("textbox", { name: words(locale, "voucher.code") })).toHaveValue("AB");
      // no page was asked for: the × is the browser's own
      await sendCode(page, locale, "XY");
      await expect(banner).toBeVisible();
      await dismiss.focus();
      await page.keyboard.press("Enter");
      await expect(banner).toBeHidden();
      await expect(page.getByRole("textbox", { name: words(locale, "voucher.code") })).toHaveValue("XY");
    });
  });
});

test.describe("5. the server's page with its banner", () => {
  // axe runs as script: the page's own script is kept from arriving instead (as on a link that
  // drops it), so the page stays as the server drew it
  test.use({ javaScriptEnabled: true });

  test("passes axe", async ({ browser }) => {
    const context = await browser.newContext();
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`/login/voucher?mac=${uniqueMac()}&zoneId=${ZONE}`, { waitUntil: "load" });
    await sendCode(page, "en", "AB");
    await expect(page.getByRole("alert").filter({ hasText: "Invalid voucher code" })).toBeVisible();
    await expectNoAxeViolations(page, "the voucher page with its banner, drawn by the server");
    await context.close();
  });
});

async function switchTo(page: Page, from: Locale, to: Locale) {
  await page.getByRole("combobox", { name: words(from, "gen.language") }).selectOption(to);
  await page.getByRole("button", { name: words(from, "gen.language.change") }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", to);
}

test.describe("6. the language switch keeps what was typed", () => {
  test("a voucher code, through en → sv → el, and Enter then sends it", async ({ page }) => {
    await page.goto(`/login/voucher?mac=${uniqueMac()}&zoneId=${ZONE}&lang=en`);
    await page.getByRole("textbox", { name: "Voucher code" }).fill("ABCD1234");
    await switchTo(page, "en", "sv");
    const code = (locale: Locale) => page.getByRole("textbox", { name: words(locale, "voucher.code") });
    await expect(code("sv")).toHaveValue("ABCD1234");
    // the switch is no activation: no terms, no banner
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("alert")).toBeEmpty();
    await switchTo(page, "sv", "el");
    await expect(code("el")).toHaveValue("ABCD1234");
    // the next pages keep the language chosen
    await page.goto("/login/voucher");
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await code("el").fill("ABCD1234");
    await code("el").press("Enter");
    await expect(page.getByRole("dialog", { name: words("el", "gen.terms.title") })).toBeVisible();
  });

  test("the cruise login's four fields", async ({ page }) => {
    await page.goto(`/?mac=${uniqueMac()}&zoneId=${CRUISE}&lang=en`);
    const booking = { surname: "Papadakis", key: "MRD-5120", email: "p@example.org", dob: "1980-05-17" };
    const fields = (locale: Locale) => ({
      surname: page.getByLabel(words(locale, "cruise.login.surname")),
      key: page.getByLabel(words(locale, "cruise.login.key")),
      email: page.getByLabel(words(locale, "cruise.login.email")),
      dob: page.getByLabel(words(locale, "cruise.login.dob")),
    });
    for (const [name, field] of Object.entries(fields("en")))
      await field.fill(booking[name as keyof typeof booking]);
    await switchTo(page, "en", "sv");
    for (const [name, field] of Object.entries(fields("sv")))
      await expect(field).toHaveValue(booking[name as keyof typeof booking]);
    // nor is it a login: no terms step, no field refused
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);
  });

  test("a page without a typed form still switches by its address", async ({ page }) => {
    await page.goto(`/?mac=${uniqueMac()}&zoneId=${ZONE}&lang=en`);
    await switchTo(page, "en", "el");
    await expect(page).toHaveURL(/[?&]lang=el$/);
  });
});
