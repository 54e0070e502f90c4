import { connectDevice, DEMO_ZONE, expect, openPortal, test, uniqueMac } from "./fixtures.ts";

test.describe("shell: languages, header, status bar, footer", () => {
  test("the language dropdown switches to Swedish and Greek and the choice survives a reload", async ({
    page,
  }) => {
    await openPortal(page, uniqueMac());
    // the select: its form's submit button ("Change language") is in the page too (issue 35)
    const language = page.getByRole("combobox", { name: "Language" });
    await language.selectOption("sv");
    await expect(page.getByRole("heading", { level: 1, name: "Välkommen ombord" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Välkommen ombord" })).toBeVisible();
    await page.getByRole("combobox", { name: "Språk" }).selectOption("el");
    await expect(page.getByRole("heading", { level: 1, name: "Καλώς ήρθατε στο πλοίο" })).toBeVisible();
  });

  test("a page change moves the focus to the new page; the first load keeps the header first", async ({
    page,
  }) => {
    await openPortal(page, uniqueMac());
    await expect(page.getByRole("heading", { level: 1, name: "Welcome on board" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").locator(":focus")).toHaveCount(1);
    await page.getByRole("link", { name: "Activate voucher" }).click();
    await expect(page.getByLabel("Voucher code")).toBeVisible();
    await expect(page.getByRole("main")).toBeFocused();
    // the next Tab stays on the new page, not back in the header
    await page.keyboard.press("Tab");
    await expect(page.getByRole("main").locator(":focus")).toHaveCount(1);
  });

  test("a new device has no status bar and no logout button", async ({ page }) => {
    await openPortal(page, uniqueMac());
    await expect(page.getByRole("heading", { name: "Welcome on board" })).toBeVisible();
    await expect(page.getByRole("link", { name: /session/i })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);
  });

  test("a connected device is sent from the start page to its status; the bar and the logo lead back and forth", async ({
    page,
  }) => {
    const mac = uniqueMac();
    await connectDevice(page, mac, "MULTI234");
    await openPortal(page, mac);
    await expect(page).toHaveURL(/\/status$/);
    await page.getByRole("link", { name: "Gangnet Onboard" }).click();
    await expect(page).toHaveURL(/\/start\?ignoreSessionRedirect=true$/);
    await expect(page.getByRole("heading", { name: "Welcome on board" })).toBeVisible();
    await page.getByRole("link", { name: "Connected session" }).click();
    await expect(page).toHaveURL(/\/status$/);
    await expect(page.getByRole("heading", { level: 1, name: "Connected", exact: true })).toBeVisible();
  });

  test("logout ends the session at the backend and the controller", async ({ page }) => {
    const mac = uniqueMac();
    await connectDevice(page, mac, "MULTI234");
    await openPortal(page, mac);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/start\?.*ignoreSessionRedirect=true/);
    await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Connected session" })).toHaveCount(0);
  });

  test("the footer links to privacy, terms (new tab) and contact, with the operator's marks", async ({
    page,
  }) => {
    await openPortal(page, uniqueMac());
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Terms" })).toHaveAttribute("target", "_blank");
    await expect(footer).toContainText("Powered by Gangway");
    await expect(footer).toContainText("556000-0001");
    await footer.getByRole("link", { name: "Privacy statement" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy statement" })).toBeVisible();
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  });
});

test.describe("start-up faults and attacks", () => {
  test("the API down at start-up shows the error page with a retry that works once it is back", async ({
    page,
  }) => {
    // a later page of the visit: the query comes from sessionStorage, so nothing is inlined in the html
    await page.addInitScript((q) => sessionStorage.setItem("query", JSON.stringify(q)), {
      mac: uniqueMac(),
      zoneId: DEMO_ZONE,
      retryCount: 0,
    });
    let down = true;
    await page.route("**/api/v1/**", (route) => (down ? route.abort("connectionrefused") : route.fallback()));
    await page.goto("/start");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    down = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Welcome on board" })).toBeVisible();
  });

  test("a script in a query parameter is shown as text, never run", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`/?mac=${uniqueMac()}&zoneId=${encodeURIComponent("<img src=x onerror=alert(1)>")}`);
    await expect(page).toHaveURL(/\/error$/);
    expect(dialogs).toEqual([]);
  });
});
