import { expect, test, uniqueMac } from "./fixtures.ts";
import { putDevice } from "./states/putDevice.ts";

// Issue 35: a trial used up, its page opened directly (/login/trial/{id}), said "Something went
// wrong, please try again" with the script (retrying cannot help) and "service unavailable"
// without. It says the spec's words for a trial not available, with its minutes (gn-premium-demo's
// trial runs the trial keyword's 30), before anything is pressed, on both faces and in each language.
const WORDS = {
  en: "30min free is not available",
  sv: "30 min gratis är inte tillgängligt",
  el: "Τα 30 λεπτά δωρεάν δεν είναι διαθέσιμα",
} as const;

async function trialId(page: import("@playwright/test").Page): Promise<number> {
  const res = await page.request.get("/api/v1/opens/zone", {
    headers: { "X-Zone-Public-Id": "gn-premium-demo" },
  });
  const opens = (await res.json()) as { id: number; keyword: string }[];
  const trial = opens.find((o) => o.keyword === "trial");
  expect(trial, "gn-premium-demo has a trial").toBeDefined();
  return trial?.id ?? 0;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a used-up trial's page, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const [lang, words] of Object.entries(WORDS)) {
      test(`says it is not available (${lang}), with nothing to press`, async ({ page }) => {
        const mac = uniqueMac();
        await putDevice(page, "gn-premium-demo", mac, { access: "trial", startedMinutesAgo: 45 });
        const id = await trialId(page);
        await page.goto(`/login/trial/${id}?mac=${mac}&zoneId=gn-premium-demo&lang=${lang}`);
        await expect(page.getByRole("status").filter({ hasText: words })).toBeVisible();
        await expect(page.getByRole("checkbox")).toHaveCount(0);
        await expect(page.getByText(/Something went wrong|Något gick fel|Κάτι πήγε στραβά/)).toHaveCount(0);
      });
    }

    test("taken after the page was drawn: Connect's refusal says the same, not 'service unavailable'", async ({
      page,
    }) => {
      const mac = uniqueMac();
      const id = await trialId(page);
      await page.goto(`/login/trial/${id}?mac=${mac}&zoneId=gn-premium-demo&lang=en`);
      await putDevice(page, "gn-premium-demo", mac, { access: "trial", startedMinutesAgo: 45 });
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: "Connect" }).click();
      await expect(page.getByRole("status").filter({ hasText: WORDS.en })).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: /Sorry|Something went wrong/ })).toHaveCount(0);
    });

    test("a device whose trial is not taken still gets its terms and Connect", async ({ page }) => {
      const id = await trialId(page);
      await page.goto(`/login/trial/${id}?mac=${uniqueMac()}&zoneId=gn-premium-demo&lang=en`);
      await expect(page.getByRole("button", { name: "Connect" })).toBeVisible();
      await expect(page.getByText(WORDS.en)).toHaveCount(0);
    });
  });
}
