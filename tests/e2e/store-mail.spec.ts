import { scaled } from "../timeoutFactor.ts";
import { mailTo } from "./e2eMail.ts";
import { expect, test, uniqueMac } from "./fixtures.ts";
import { CARDS, CUSTOMER, openStorage, payWith, toPayment } from "./storeSteps.ts";

test.describe("store: the voucher mail", () => {
  test("a purchase in the browser delivers the voucher mail over SMTP, with the codes the page shows", async ({
    page,
  }) => {
    const mac = uniqueMac();
    // an address of this test's own, so that no other purchase of the run is taken for it
    const email = `buyer-${mac.replace(/:/g, "")}@example.org`;
    await openStorage(page, mac);
    await toPayment(
      page,
      [
        ["1 hour", 1],
        ["Day pass", 1],
      ],
      { ...CUSTOMER, email },
    );
    await payWith(page, CARDS.success);
    await expect(page.getByRole("heading", { name: "Thank you for your purchase!" })).toBeVisible();
    await expect(page.getByText("Your vouchers have been sent to you by e-mail.")).toBeVisible();
    const shown = await page.getByRole("listitem").locator("code").allTextContents();
    expect(shown).toHaveLength(2);

    // the server's SMTP client delivered it to the run's SMTP server, which parsed it
    await expect.poll(() => mailTo(email).length, { timeout: scaled(15_000) }).toBe(1);
    const [mail] = mailTo(email);
    expect(mail?.from).toBe(`"Gangway e2e" <wifi@gangway.example>`);
    // in the page's language (the portal names it in the checkout's Accept-Language), with the ship,
    // its operator and each voucher's terms; an HTML part beside the text
    expect(mail?.subject).toBe("Your Wi-Fi vouchers for Swift");
    expect(mail?.text).toContain(`Hello ${CUSTOMER.first},`);
    expect(mail?.text).toContain("Thank you for buying Wi-Fi on board Swift from JetWave.");
    expect(mail?.text).toContain("1 hour from the first activation · unlimited data · on 1 device");
    expect(mail?.html).toMatch(/^<!doctype html><html lang="en">/);
    for (const code of shown) expect(mail?.text).toContain(code);
  });
});
