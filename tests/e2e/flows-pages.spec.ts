import { expect, test, uniqueMac } from "./fixtures.ts";
import { eachInOneBrowser } from "./eachInOneBrowser.ts";
import { groupsOf } from "./groupsOf.ts";
import { asDevice, DEVICE, fleetMac, openAt, type ZoneKey } from "./passengerFleet.ts";
import { HYDRATION_TROUBLE, watchPage } from "./serverRender.ts";

test.describe("crew login /login/crew", () => {
  const CREW = [
    ["nlCrew", "crew-it@nordlinjen.example"],
    ["cargolink", "crew-wifi@cargolink.example"],
  ] as const;
  // each zone a new device in one browser (eachInOneBrowser.ts)
  test("nlCrew, cargolink: voucher or access code, support mail, satellite and iOS notes, and the way back", async ({
    browser,
  }) => {
    await eachInOneBrowser(
      browser,
      CREW,
      ([zone]) => zone,
      async (page, [zone, email]) => {
        await openAt(page, zone, uniqueMac());
        await page.getByRole("link", { name: "Activate voucher or access code" }).click();
        await expect(page).toHaveURL(/\/login\/crew$/);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1, name: "Crew login" })).toBeVisible();
        await expect(main.getByRole("textbox", { name: "Voucher or access code" })).toBeVisible();
        await expect(main.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
        await expect(main.getByText(/^The Wi-Fi runs over a satellite link/)).toBeVisible();
        await expect(main.getByText(/^On iPhone and iPad, keep your voucher code/)).toBeVisible();
        await main.getByRole("link", { name: "Back" }).click();
        await expect(page).toHaveURL(/\/start$/);
      },
    );
  });
});

test.describe("onboard page /onboard", () => {
  test("welcome, the reserve-and-collect promotion and the cafeteria menu PDF", async ({ page }) => {
    await openAt(page, "aallotar", uniqueMac(), "/onboard");
    const main = page.getByRole("main");
    await expect(main.getByText("Enjoy the crossing! Here is what is on board today.")).toBeVisible();
    await expect(main.getByRole("heading", { name: "Reserve and collect: duty-free" })).toBeVisible();
    await expect(main.getByText(/^Reserve your duty-free shopping now/)).toBeVisible();
    const menu = main.getByRole("link", { name: /^Cafeteria menu \(PDF\)/ });
    await expect(menu).toHaveAttribute("target", "_blank");
    const pdf = await page.request.get((await menu.getAttribute("href")) ?? "");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("the status page's browse link leads there, inside the portal", async ({ page }) => {
    await openAt(page, "aallotar", fleetMac("aallotar", DEVICE.connected), "/status");
    await page.getByRole("main").getByRole("link", { name: "Start browsing" }).click();
    await expect(page).toHaveURL(/\/onboard$/);
    await expect(page.getByRole("heading", { name: "Reserve and collect: duty-free" })).toBeVisible();
  });

  test("in Swedish", async ({ browser }) => {
    const context = await browser.newContext({ locale: "sv-SE" });
    const page = await context.newPage();
    await openAt(page, "aallotar", uniqueMac(), "/onboard");
    await expect(page.getByRole("heading", { name: "Förbeställ och hämta: tax-free" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Cafeterians meny \(PDF\)/ })).toBeVisible();
    await context.close();
  });
});

test.describe("developer page /secret-stuff", () => {
  const devChunks = (urls: string[]) => urls.filter((u) => /\/assets\/DevRoute-[\w-]+\.js$/.test(u));

  test("tern (dev flag on): linked, and its query reads the app's state", async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (r) => loaded.push(r.url()));
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const mac = uniqueMac();
    await openAt(page, "tern", mac, "/", "&dev=1");
    expect(devChunks(loaded), "the dev page is not downloaded before it is opened").toEqual([]);
    await page.getByRole("link", { name: "Developer page" }).click();
    await expect(page).toHaveURL(/\/secret-stuff$/);
    await expect(page.getByRole("heading", { level: 1, name: "Developer page" })).toBeVisible();
    expect(devChunks(loaded)).toHaveLength(1);
    const query = page.getByRole("textbox", { name: "Diagnostic query" });
    const result = page.locator("output");
    const ask = async (text: string) => {
      await query.fill(text);
      await page.getByRole("button", { name: "Evaluate" }).click();
    };
    await ask("query.zoneId");
    await expect(result).toHaveText('"sk-tern"');
    await ask("query.mac");
    await expect(result).toHaveText(JSON.stringify(mac));
    await ask("settings.zonePrefix");
    await expect(result).toHaveText('"skerry/tern"');
    await ask("keys(storage.session)");
    await expect(result).toContainText('"query"');
    await ask("session");
    await expect(result).toHaveText("null");
    // typed text is never run: a call is just an unknown name
    await ask("alert(document.cookie)");
    await expect(result).toHaveText(/unknown name "alert"/);
    await expect(result).toHaveAttribute("data-failed", "true");
    expect(dialogs).toEqual([]);
  });

  test("tern, a connected device: the session's facts", async ({ page }) => {
    await asDevice(page, "tern", fleetMac("tern", DEVICE.connected));
    await openAt(page, "tern", fleetMac("tern", DEVICE.connected), "/secret-stuff", "&dev=1");
    await page.getByRole("textbox", { name: "Diagnostic query" }).fill("session.authVoucherCode");
    await page.getByRole("button", { name: "Evaluate" }).click();
    await expect(page.locator("output")).toHaveText('"TELIVE01"');
  });

  test("tern (dev flag off): the page exists, but the address is the 404 page without the flag", async ({
    page,
  }) => {
    await openAt(page, "tern", uniqueMac(), "/secret-stuff");
    await expect(page.getByText("Sorry, the page you requested cannot be found.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Diagnostic query" })).toHaveCount(0);
  });

  test("puffin, petrel, polaris (dev flag off): no link, the route is the 404 page, the chunk is never loaded", async ({
    browser,
  }) => {
    const zones = ["puffin", "petrel", "polaris"] as const satisfies ZoneKey[];
    await eachInOneBrowser(
      browser,
      zones,
      (zone) => zone,
      async (page, zone) => {
        const loaded: string[] = [];
        page.on("request", (r) => loaded.push(r.url()));
        await openAt(page, zone, uniqueMac());
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("link", { name: "Developer page" })).toHaveCount(0);
        await page.goto("/secret-stuff");
        await expect(page.getByText("Sorry, the page you requested cannot be found.")).toBeVisible();
        expect(devChunks(loaded)).toEqual([]);
      },
    );
  });
});

/** Each operator's own terms, privacy statement and contact, with its support address. */
const OPERATORS: { zone: ZoneKey; terms: RegExp; privacy: RegExp; contact: RegExp; email: string }[] = [
  {
    zone: "polaris",
    terms: /^Nordlinjen provides Wi-Fi on board as is/,
    privacy: /^Nordlinjen processes your device address/,
    contact: /information desk on deck 7/,
    email: "wifi@nordlinjen.example",
  },
  {
    zone: "seahawk",
    terms: /^Channelway Wi-Fi is provided on board/,
    privacy: /^We use your device address/,
    contact: /Information Desk on deck 8/,
    email: "wifi@channelway.example",
  },
  {
    zone: "tern",
    terms: /^Skerry Lines offers Wi-Fi on its island routes/,
    privacy: /^Skerry Lines processes your device address/,
    contact: /at the café counter/,
    email: "wifi@skerrylines.example",
  },
  {
    zone: "thalassa",
    terms: /^Aegeo Ferries provides Wi-Fi on board/,
    privacy: /^We process your device address and data use only to provide the Wi-Fi and to bill vouchers/,
    contact: /reception on deck 5/,
    email: "wifi@aegeoferries.example",
  },
  {
    zone: "aallotar",
    terms: /^Finnway Wi-Fi is available on board/,
    privacy: /^Finnway processes your device address/,
    contact: /the bar on deck 6/,
    email: "wifi@finnway.example",
  },
  {
    zone: "moewe",
    terms: /^Ostsee Linie provides Wi-Fi on board/,
    privacy: /^We process your device address/,
    contact: /info desk on deck 7/,
    email: "wifi@ostseelinie.example",
  },
  {
    zone: "cargolink",
    terms: /^Crew Wi-Fi on Cargolink vessels/,
    privacy: /^Cargolink processes your device address/,
    contact: /the fleet IT desk/,
    email: "crew-wifi@cargolink.example",
  },
  {
    zone: "petrel",
    terms: /^Sarnia Seaways Wi-Fi is provided on board/,
    privacy: /^We process your device address/,
    contact: /the purser's office/,
    email: "wifi@sarniaseaways.example",
  },
];

test.describe("fixed pages with the operator's content", () => {
  // a few operators to a test, each a new device in one browser (eachInOneBrowser.ts)
  for (const ops of groupsOf(OPERATORS, 4)) {
    test(`${ops.map((op) => op.zone).join(", ")}: terms, privacy statement and contact`, async ({
      browser,
    }) => {
      const name = (op: (typeof ops)[number]) => `${op.zone}: terms, privacy statement and contact`;
      await eachInOneBrowser(browser, ops, name, async (page, op) => {
        await openAt(page, op.zone, uniqueMac());
        const main = page.getByRole("main");
        await page.goto("/policies");
        await expect(main.getByRole("heading", { level: 1, name: "Terms and conditions" })).toBeVisible();
        await expect(main.getByText(op.terms)).toBeVisible();
        await expect(main.getByText(/session logs .*are deleted after 30 days/i)).toBeVisible();
        await page.goto("/gdpr");
        await expect(main.getByRole("heading", { level: 1, name: "Privacy statement" })).toBeVisible();
        await expect(main.getByText(op.privacy)).toBeVisible();
        await page.goto("/contact");
        await expect(main.getByText(op.contact)).toBeVisible();
        await expect(main.getByRole("link", { name: op.email })).toHaveAttribute(
          "href",
          `mailto:${op.email}`,
        );
      });
    });
  }

  test("thalassa in Greek: the operator's terms in the visitor's language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "el-GR" });
    const page = await context.newPage();
    await openAt(page, "thalassa", uniqueMac(), "/policies");
    await expect(page.getByText(/^Η Aegeo Ferries παρέχει Wi-Fi στο πλοίο/)).toBeVisible();
    await context.close();
  });

  test("the cruise privacy policy page exists for every zone, with the generic text", async ({ page }) => {
    await openAt(page, "polaris", uniqueMac(), "/celestyal-privacy-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  });
});

test.describe("captive-network entry, internet check and open-in-browser on a passenger zone", () => {
  test("CNA: a connected device is told it is online; a new one goes to the start page", async ({ page }) => {
    await openAt(page, "tern", fleetMac("tern", DEVICE.connected), "/cna");
    await expect(page.getByRole("heading", { name: "You are online" })).toBeVisible();
    // the new device's /cna and the start page it goes to, drawn and hydrated without a page error
    // (merged from audit-defects' '/cna for a new device')
    const watch = await watchPage(page);
    await openAt(page, "tern", uniqueMac(), "/cna");
    await expect(page).toHaveURL(/\/start$/);
    expect(watch.messages.filter((m) => HYDRATION_TROUBLE.test(m) || /pageerror/.test(m))).toEqual([]);
  });

  test("internet check: an online device goes on to its status", async ({ page }) => {
    await openAt(page, "tern", fleetMac("tern", DEVICE.connected), "/internetcheck-redirect");
    await expect(page).toHaveURL(/\/status$/);
    await expect(page.getByRole("heading", { level: 1, name: "Connected", exact: true })).toBeVisible();
  });

  test("open-in-browser on a zone without the in-app guard goes to the store", async ({ page }) => {
    await openAt(page, "polaris", uniqueMac(), "/open-in-browser");
    // the server sends it there, the device's query along (engine/ssr/movedTo.ts)
    await expect(page).toHaveURL(/\/store(\?|$)/);
  });
});
