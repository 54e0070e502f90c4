import type { Page, Request } from "@playwright/test";
import { expect, siteVisited, stubSite, test, uniqueMac } from "./fixtures.ts";
import { eachInOneBrowser } from "./eachInOneBrowser.ts";
import { apiCalls, expectConnected, openAt, trackEvents, ZONES, type ZoneKey } from "./passengerFleet.ts";

/**
 * Where a voucher is entered: the voucher page's form, the island-route page's field with its
 * arrow, the crew login. `open` goes from the start page to the field.
 */
interface Entry {
  zone: ZoneKey;
  variant: string;
  open: (page: Page) => Promise<void>;
  label: string;
  submit: string;
  /** where a good code ends: the status page, or (a status page that redirects) the operator's site */
  landing?: "status" | "site";
  /** the entry's own page, opened directly once the walk there has been taken (MATRIX) */
  path?: string;
}

const clickLink = (name: string, path: RegExp) => async (page: Page) => {
  await page.getByRole("link", { name }).click();
  await expect(page).toHaveURL(path);
};
const voucherPage = clickLink("Activate voucher", /\/login\/voucher$/);
const crewPage = clickLink("Activate voucher or access code", /\/login\/crew$/);
const form = { label: "Voucher code", submit: "Activate" };
const field = { label: "Have a voucher? Enter its code", submit: "Activate voucher" };
const crew = { label: "Voucher or access code", submit: "Activate" };

/** The full matrix runs for each kind of entry. */
const MATRIX: Entry[] = [
  {
    zone: "polaris",
    variant: "voucher page (from the premium card)",
    open: voucherPage,
    path: "/login/voucher",
    ...form,
  },
  { zone: "tern", variant: "island-route voucher field with arrow", open: async () => {}, ...field },
  { zone: "cargolink", variant: "crew login", open: crewPage, path: "/login/crew", ...crew },
];

/** Every other zone with a voucher entry: a fresh code takes a new device online. */
const FRESH_ONLY: Entry[] = [
  { zone: "nlCrew", variant: "crew login", open: crewPage, ...crew },
  { zone: "seahawk", variant: "voucher page (from the premium card)", open: voucherPage, ...form },
  { zone: "thalassa", variant: "voucher page (modal variant)", open: voucherPage, ...form },
  { zone: "aallotar", variant: "voucher page (two-option)", open: voucherPage, ...form },
  { zone: "moewe", variant: "voucher page (from the premium card)", open: voucherPage, ...form },
  { zone: "petrel", variant: "voucher page (generic)", open: voucherPage, ...form },
  {
    zone: "puffin",
    variant: "voucher field, then the operator's site",
    open: async () => {},
    ...field,
    landing: "site",
  },
];

const SITE = "https://www.skerrylines.example";
const TERMS = "Terms and conditions";

async function enter(page: Page, entry: Entry, code: string) {
  await page.getByRole("textbox", { name: entry.label }).fill(code);
  await page.getByRole("button", { name: entry.submit, exact: true }).click();
}

async function acceptTerms(page: Page) {
  const dialog = page.getByRole("dialog", { name: TERMS });
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Connect" }).click();
}

/** The bodies the page sent to POST /api/v1/voucher/auth. */
function voucherBodies(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/v1/voucher/auth"))
      bodies.push(request.postDataJSON());
  });
  return bodies;
}

const banner = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

/** What each kind of entry must do with each kind of code, on a new device's page at the entry. */
const CASES: {
  name: string;
  run: (page: Page, code: (suffix: string) => string, entry: Entry) => Promise<void>;
}[] = [
  {
    name: "a fresh code, typed in lower case, goes through the terms to Connected",
    run: async (page, code, entry) => {
      const bodies = voucherBodies(page);
      const events = trackEvents(page);
      await enter(page, entry, code("FRESH1").toLowerCase());
      await acceptTerms(page);
      await expectConnected(page);
      expect(bodies).toEqual([
        expect.objectContaining({ voucher: code("FRESH1"), logoutOldest: false, termsAccepted: true }),
      ]);
      expect(events).toEqual(
        expect.arrayContaining(["ACTIVATE_VOUCHER_ATTEMPT", "ACTIVATE_VOUCHER_SUCCESS"]),
      );
    },
  },
  {
    name: "a code under 3 characters is 'Invalid voucher code' without a call",
    run: async (page, _code, entry) => {
      const calls = apiCalls(page);
      await enter(page, entry, "ab");
      await expect(banner(page, "Invalid voucher code")).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(calls.filter((c) => c.endsWith("/voucher/auth"))).toEqual([]);
    },
  },
  {
    name: "an unknown code (404) is 'Invalid voucher code', and the device stays",
    run: async (page, _code, entry) => {
      const events = trackEvents(page);
      await enter(page, entry, "NOPE99");
      await acceptTerms(page);
      await expect(banner(page, "Invalid voucher code")).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(events).toEqual(expect.arrayContaining(["ACTIVATE_VOUCHER_ATTEMPT", "ACTIVATE_VOUCHER_FAIL"]));
    },
  },
  ...(
    [
      ["expired", "OLD001"],
      ["used elsewhere (its data spent on another device)", "GONE01"],
    ] as const
  ).map(([state, suffix]) => ({
    name: `a voucher ${state} (409) gets the auth-conflict text`,
    run: async (page: Page, code: (suffix: string) => string, entry: Entry) => {
      await enter(page, entry, code(suffix));
      await acceptTerms(page);
      await expect(
        banner(page, "This voucher is either activated on another device or has expired."),
      ).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Connected" })).toHaveCount(0);
    },
  })),
  {
    name: "over its device limit (300): the Conflict warning; Cancel closes it",
    run: async (page, code, entry) => {
      const events = trackEvents(page);
      const bodies = voucherBodies(page);
      await enter(page, entry, code("BUSY01"));
      await acceptTerms(page);
      const conflict = page.getByRole("dialog", { name: "Conflict" });
      await expect(conflict).toContainText("This voucher has exceeded its device limit");
      await conflict.getByRole("button", { name: "Cancel" }).click();
      await expect(conflict).toBeHidden();
      expect(bodies).toHaveLength(1);
      expect(events).toContain("ACTIVATE_VOUCHER_LOGOUT_WARNING");
    },
  },
  {
    name: "over its device limit (300): Continue logs the other device out and connects this one",
    run: async (page, code, entry) => {
      const bodies = voucherBodies(page);
      await enter(page, entry, code("BUSY02"));
      await acceptTerms(page);
      await page.getByRole("dialog", { name: "Conflict" }).getByRole("button", { name: "Continue" }).click();
      await expectConnected(page);
      expect(bodies).toEqual([
        expect.objectContaining({ voucher: code("BUSY02"), logoutOldest: false, termsAccepted: true }),
        expect.objectContaining({ voucher: code("BUSY02"), logoutOldest: true, termsAccepted: true }),
      ]);
    },
  },
  {
    name: "Connect without the terms keeps the terms modal open with the checkbox flagged",
    run: async (page, code, entry) => {
      const calls = apiCalls(page);
      await enter(page, entry, code("FRESH2"));
      const dialog = page.getByRole("dialog", { name: TERMS });
      await dialog.getByRole("button", { name: "Connect" }).click();
      await expect(dialog.getByText("Please accept the terms to continue")).toBeVisible();
      await expect(dialog.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
      expect(calls.filter((c) => c.endsWith("/voucher/auth"))).toEqual([]);
    },
  },
];

// each case a new device at the entry; the cases of one entry share a browser (eachInOneBrowser.ts),
// split in two tests so that both halves run in parallel
for (const entry of MATRIX) {
  const code = (suffix: string) => `${ZONES[entry.zone].code}${suffix}`;
  test.describe(`voucher: ${entry.zone}, ${entry.variant}`, () => {
    for (const [half, cases] of [
      ["a fresh, a too short, an unknown and an expired code", CASES.slice(0, 4)],
      [
        "a code used elsewhere, the device limit's Cancel and Continue, Connect without the terms",
        CASES.slice(4),
      ],
    ] as const) {
      test(half, async ({ browser }) => {
        await eachInOneBrowser(
          browser,
          cases,
          (c) => c.name,
          async (page, c) => {
            // the walk from the start page is taken by the first case (a fresh code); the others
            // open the entry's page as the server draws it, which is what they test
            if (c === CASES[0] || !entry.path) {
              await openAt(page, entry.zone, uniqueMac());
              await entry.open(page);
            } else await openAt(page, entry.zone, uniqueMac(), entry.path);
            await c.run(page, code, entry);
          },
        );
      });
    }
  });
}

test.describe("voucher: a fresh code in every other zone", () => {
  test("each takes a new device online (puffin's to the operator's site)", async ({ browser }) => {
    const name = (entry: Entry) => `${entry.zone}, ${entry.variant}`;
    await eachInOneBrowser(browser, FRESH_ONLY, name, async (page, entry) => {
      // only the zone that sends the device there: Playwright turns a tab's cache off while it has
      // a route, and every other zone must not ask for the site (the fixture fails a request off host)
      if (entry.landing === "site") await stubSite(page, SITE);
      await openAt(page, entry.zone, uniqueMac());
      await entry.open(page);
      await enter(page, entry, `${ZONES[entry.zone].code}FRESH1`);
      await acceptTerms(page);
      if (entry.landing === "site") await expect.poll(() => siteVisited(page, SITE)).toBe(true);
      else await expectConnected(page);
    });
  });
});
