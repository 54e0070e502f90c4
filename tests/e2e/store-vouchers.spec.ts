import type { Page } from "@playwright/test";
import { expect, openPortal, test, uniqueMac } from "./fixtures.ts";
import { CARDS, orderVouchers, payBehindTheScenes, SWIFT } from "./storeSteps.ts";

/** An order bought through the API and paid in the sandbox: its public id and voucher codes. */
async function bought(page: Page, itemId: number, card = CARDS.success) {
  const res = await page.request.post("/api/v1/store/order/checkout/nets", {
    headers: { "X-Zone-Public-Id": SWIFT },
    data: {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      items: [{ id: itemId, amount: 1 }],
      termsAccepted: true,
    },
  });
  const { paymentId, publicId } = (await res.json()) as { paymentId: string; publicId: string };
  if (card === CARDS.declined) return { publicId, codes: [] as string[] };
  await payBehindTheScenes(page, paymentId, card);
  await expect.poll(async () => (await orderVouchers(page, publicId)).status).toBe(200);
  return { publicId, codes: (await orderVouchers(page, publicId)).vouchers.map((v) => v.code) };
}

async function remember(page: Page, publicIds: string[]) {
  await page.evaluate(
    (ids) => localStorage.setItem("jetwave/swift/publicIds", JSON.stringify(ids)),
    publicIds,
  );
}

const list = (page: Page) => page.getByRole("region", { name: "Your vouchers" });

test.describe("voucher page: 'Your vouchers'", () => {
  test("without purchases says none were found, and how to find a missing one", async ({ page }) => {
    await openPortal(page, uniqueMac(), SWIFT);
    await page.goto("/login/voucher#purchasedVouchers");
    await expect(list(page).getByText("No vouchers found")).toBeVisible();
    await expect(list(page).getByText(/^Missing a previous purchase\?/)).toBeVisible();
    await expect(list(page).getByRole("button", { name: "Load previous orders" })).toHaveCount(0);
  });

  test("loads one order per press, newest first, passing over an unpaid one", async ({ page }) => {
    await openPortal(page, uniqueMac(), SWIFT);
    const older = await bought(page, 11);
    const unpaid = await bought(page, 12, CARDS.declined);
    const newer = await bought(page, 13);
    await remember(page, [newer.publicId, unpaid.publicId, older.publicId]);
    await page.goto("/login/voucher");
    await expect(list(page).locator("code")).toHaveCount(0);
    await list(page).getByRole("button", { name: "Load previous orders" }).click();
    await expect(list(page).locator("code")).toHaveText([newer.codes[0] as string]);
    await list(page).getByRole("button", { name: "Load previous orders" }).click();
    await expect(list(page).locator("code")).toHaveText([newer.codes[0] as string, older.codes[0] as string]);
    await expect(list(page).getByText("No vouchers left")).toBeVisible();
    await expect(list(page).getByRole("button", { name: "Load previous orders" })).toHaveCount(0);
  });

  test("#purchasedVouchers loads the newest order at once; a voucher used up on this device is expired", async ({
    page,
  }) => {
    const mac = uniqueMac();
    await openPortal(page, mac, SWIFT);
    const order = await bought(page, 12);
    const code = order.codes[0] as string;
    await remember(page, [order.publicId]);
    await page.goto("/login/voucher#purchasedVouchers");
    const card = list(page).getByRole("listitem").filter({ hasText: code });
    await card.getByRole("button", { name: "Activate on this device" }).click();
    const terms = page.getByRole("dialog", { name: "Terms and conditions" });
    await terms.getByRole("checkbox").check();
    await terms.getByRole("button", { name: "Connect" }).click();
    await expect(page).toHaveURL(/\/status/);
    // the Crossing voucher holds 500 MB: use them up
    const used = await page.request.post("/api/v1/radius/accounting", {
      headers: { "X-Zone-Public-Id": SWIFT },
      data: { mac, bytes: 600_000_000 },
    });
    expect(used.status()).toBe(200);
    await page.goto("/login/voucher#purchasedVouchers");
    await expect(
      list(page).getByRole("listitem").filter({ hasText: code }).getByText("Expired"),
    ).toBeVisible();
  });
});
