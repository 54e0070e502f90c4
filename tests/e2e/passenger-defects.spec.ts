import type { Page } from "@playwright/test";
import { eachInOneBrowser } from "./eachInOneBrowser.ts";
import { expect, test, uniqueMac } from "./fixtures.ts";
import { expectEveryFormSubmits } from "./fleet/a11y.ts";
import { fleetZones } from "./fleet/fleetZones.ts";
import { LOCALES, type Locale, words } from "./passengerWords.ts";
import { putDevice } from "./states/putDevice.ts";

// Issue 35's spec audit, its passenger half: each defect as a passenger met it, in every language
// the zone offers, with the script and, where the server draws the page alone, without it.

const ZONE = "gn-premium-demo";
const BRAND = "Gangnet Onboard";

// every route's title, by the message its page is named with: [path, catalog id]
const ROUTES: [string, string][] = [
  ["/start", "title.start"],
  ["/login/voucher", "voucher.title"],
  ["/store", "store.title.products"],
  ["/login/trial/1", "trial.title"],
  ["/policies", "legal.terms.title"],
  ["/contact", "legal.contact.title"],
  ["/no-such-page", "gen.notfound.title"],
];
// the start page's names the ship too (issue 40): its zones[].name
const VESSEL = "Demo vessel";
const titleOf = (locale: Locale, id: string) =>
  id === "title.start" ? `${words(locale, id)} – ${VESSEL} – ${BRAND}` : `${words(locale, id)} – ${BRAND}`;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`1. every route has its own title in the page's language, script ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    // each language a new device in one browser (eachInOneBrowser.ts)
    test(`${LOCALES.join(", ")}: the server's page carries it`, async ({ browser }) => {
      await eachInOneBrowser(
        browser,
        LOCALES,
        (locale) => locale,
        async (page, locale) => {
          const mac = uniqueMac();
          for (const [path, id] of ROUTES) {
            const response = await page.goto(`${path}?mac=${mac}&zoneId=${ZONE}&lang=${locale}`);
            // in the page as sent, not only once a script has set it
            expect(await response?.text()).toContain(`<title>${titleOf(locale, id)}</title>`);
            await expect(page).toHaveTitle(titleOf(locale, id));
          }
          await putDevice(page, ZONE, mac, { access: "voucher", accessControllerAuthed: true });
          await page.goto(`/status?mac=${mac}&zoneId=${ZONE}&lang=${locale}`);
          await expect(page).toHaveTitle(titleOf(locale, "title.status"));
        },
      );
    });
  });
}

test("1. the title follows a navigation in the app and a language switch", async ({ page }) => {
  await page.goto(`/?mac=${uniqueMac()}&zoneId=${ZONE}&lang=en`);
  await expect(page).toHaveTitle(titleOf("en", "title.start"));
  // a link the app follows itself: no page load, the title changes all the same
  const loads: string[] = [];
  page.on("load", () => loads.push(page.url()));
  await page.getByRole("link", { name: "Activate voucher" }).click();
  await expect(page).toHaveURL(/\/login\/voucher$/);
  await expect(page).toHaveTitle(titleOf("en", "voucher.title"));
  await page.getByRole("combobox", { name: "Language" }).selectOption("el");
  await expect(page).toHaveTitle(titleOf("el", "voucher.title"));
  await page.goBack();
  await expect(page).toHaveTitle(titleOf("el", "title.start"));
  expect(loads).toEqual([]);
  // one title in the document, in its head
  expect(await page.locator("title").count()).toBe(1);
  expect(await page.evaluate(() => document.querySelector("head > title")?.textContent)).toBe(
    titleOf("el", "title.start"),
  );
});

// a session that ended 40 minutes ago: a one-hour voucher started 100 minutes ago
async function endedSession(page: Page): Promise<string> {
  const mac = uniqueMac();
  await putDevice(page, ZONE, mac, {
    access: "voucher",
    startedMinutesAgo: 100,
    durationMinutes: 60,
    accessControllerAuthed: true,
  });
  return mac;
}

const ENDED: Record<Locale, RegExp> = {
  en: /^40 minutes ago$/,
  sv: /^för 40 minuter sedan$/,
  el: /^πριν από 40 λεπτά$/,
};

for (const javaScriptEnabled of [true, false]) {
  test.describe(`7. an end in the past reads as past, script ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    const name = (locale: Locale) => `${locale}: "${words(locale, "status.endedTime")}" 40 minutes ago`;
    // each language a new device in one browser (eachInOneBrowser.ts)
    test(LOCALES.map(name).join("; "), async ({ browser }) => {
      await eachInOneBrowser(browser, LOCALES, name, async (page, locale) => {
        const mac = await endedSession(page);
        await page.goto(`/status?mac=${mac}&zoneId=${ZONE}&lang=${locale}`);
        const ended = page.getByRole("row", { name: new RegExp(`^${words(locale, "status.endedTime")}`) });
        await expect(ended.getByRole("cell")).toHaveText(ENDED[locale]);
        await expect(page.getByRole("rowheader", { name: words(locale, "status.endTime") })).toHaveCount(0);
      });
    });
  });
}

test("7. an end still ahead reads 'Ends in …'", async ({ page }) => {
  const mac = uniqueMac();
  await putDevice(page, ZONE, mac, { access: "voucher", durationMinutes: 60, accessControllerAuthed: true });
  await page.goto(`/status?mac=${mac}&zoneId=${ZONE}&lang=en`);
  await expect(page.getByRole("row", { name: /^Ends/ }).getByRole("cell")).toHaveText("in 1 hour");
});

test.describe("3. Greek: one word for log in (Είσοδος), another for connect (Σύνδεση)", () => {
  // a Greek browser, as audit-defects' twin of this test had it (merged here)
  test.use({ locale: "el" });
  test("the cruise login's heading, the voucher's terms button and the store's back button", async ({
    page,
  }) => {
    await page.goto(`/?mac=${uniqueMac()}&zoneId=md-stella-demo&lang=el`);
    await expect(page.getByRole("heading", { level: 2, name: "Επιλογή 2: Είσοδος" })).toBeVisible();
    const option = page.getByRole("region", { name: "Επιλογή 1: Κουπόνι" });
    await option.getByRole("textbox").fill("ABCD1234");
    await option.getByRole("button", { name: "Ενεργοποίηση κουπονιού" }).click();
    const terms = page.getByRole("dialog", { name: "Όροι και προϋποθέσεις" });
    await expect(terms.getByRole("button", { name: "Σύνδεση", exact: true })).toBeVisible();
    await page.goto(`/store?mac=${uniqueMac()}&zoneId=jw-swift-demo&lang=el`);
    const back = page.getByRole("link", { name: "Είσοδος" });
    await expect(back).toBeVisible();
    await expect(back).not.toContainText("Σύνδεση");
  });
});

// the start pages with more than one language: the switch is a form there
const SWITCHING = fleetZones().filter((zone) => zone.locales.length > 1);

test.describe("8. every form has a submit button once the script runs (WCAG H32)", () => {
  test(`the ${SWITCHING.length} start pages with a language switch`, async ({ page }) => {
    expect(SWITCHING.length).toBeGreaterThanOrEqual(12);
    for (const zone of SWITCHING) {
      await page.goto(`/?mac=${uniqueMac()}&zoneId=${zone.zoneId}`);
      await expect(page.getByRole("combobox", { name: "Language" })).toBeVisible();
      await expectEveryFormSubmits(page, `${zone.zoneId}'s start page`);
    }
  });

  test("the language switch's button: out of sight, reached by Tab, seen with the focus, and it applies the choice", async ({
    page,
  }) => {
    await page.goto(`/?mac=${uniqueMac()}&zoneId=${ZONE}&lang=en`);
    const select = page.getByRole("combobox", { name: "Language" });
    const apply = page.getByRole("button", { name: "Change language" });
    expect((await apply.boundingBox())?.width).toBeLessThanOrEqual(1);
    await select.focus();
    await page.keyboard.press("Tab");
    await expect(apply).toBeFocused();
    expect((await apply.boundingBox())?.width).toBeGreaterThanOrEqual(44);
    // the select applies a choice at once; its button applies it too, and nothing else happens
    await select.selectOption("sv");
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await page.getByRole("button", { name: "Byt språk" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect(page).toHaveURL(/\/start$/);
  });
});
