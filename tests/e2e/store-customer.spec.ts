import { expect, test, uniqueMac } from "./fixtures.ts";
import { addItem, fillCustomer, openStorage } from "./storeSteps.ts";

test.describe("store: the customer's details", () => {
  test.beforeEach(async ({ page }) => {
    await openStorage(page, uniqueMac());
    await addItem(page, "1 hour");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  });

  test("empty fields each say 'Input required', and focus goes to the first", async ({ page }) => {
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByText("Input required")).toHaveCount(3);
    await expect(page.getByLabel("First name")).toBeFocused();
    await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("First name")).toHaveAccessibleDescription("Input required");
    await expect(page).toHaveURL(/\/store$/);
  });

  test("a name over 127 characters is 'Invalid input', a bad address 'Invalid email'", async ({ page }) => {
    await fillCustomer(page, { first: "A".repeat(128), last: "Lovelace", email: "ada@example" });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByLabel("First name")).toHaveAccessibleDescription("Invalid input");
    await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription("Invalid email");
    await expect(page.getByLabel("Last name")).not.toHaveAttribute("aria-invalid", "true");
    for (const email of ["ada@@example.com", "a da@example.com", "ada@example..com", "@example.com"]) {
      await page.getByLabel("E-mail").fill(email);
      await page.getByRole("button", { name: "Continue to payment" }).click();
      await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription("Invalid email");
    }
  });

  test("trims what was typed, reports CustomerInformation and goes through the bypass to the payment", async ({
    page,
  }) => {
    await fillCustomer(page, { first: "  Ada ", last: " Lovelace ", email: " ada@example.com  " });
    const event = page.waitForRequest(
      (r) =>
        r.url().endsWith("/api/v1/analytics/onboard") && r.postDataJSON()?.event === "CustomerInformation",
    );
    const bypass = page.waitForRequest((r) => new URL(r.url()).pathname === "/tempbypass");
    const order = page.waitForRequest((r) => r.url().endsWith("/api/v1/store/order/checkout/nets"));
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await event;
    const params = new URL((await bypass).url()).searchParams;
    expect(params.get("retryCount")).toBe("1");
    const sent = await order;
    expect(sent.postDataJSON()).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      items: [{ id: 11, amount: 1 }],
      // the customer step's terms were accepted: the server refuses an order without them
      termsAccepted: true,
    });
    expect(sent.headers()["idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
    await expect(page).toHaveURL(/\/store\?checkout=1/);
  });

  test("'Change items' goes back to the cart and keeps the details", async ({ page }) => {
    await fillCustomer(page);
    await page.getByRole("button", { name: "Change items" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Wi-Fi products" })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("First name")).toHaveValue("Ada");
  });
});
