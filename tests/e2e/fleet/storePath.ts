import { expect } from "@playwright/test";
import { CARDS, CUSTOMER, paymentFrame } from "../storeSteps.ts";
import { acceptTerms } from "./acceptTerms.ts";
import { wordsOf } from "./fleetZones.ts";
import type { PathDriver } from "./PathContext.ts";

/**
 * StoreLink: one voucher of the store's first item, bought with the payment sandbox's success
 * card, then activated on this device from the thank-you list.
 */
export const storePath: PathDriver = async (ctx, node) => {
  const { page, actor, t, zone } = ctx;
  const key = zone.store?.items[0]?.name;
  const item = key && wordsOf(zone, key, ctx.locale);
  if (!item)
    throw new Error(`${zone.zoneId}: its StoreLink leads to a store with no items in the demo fleet`);
  const link = node.label === "purchase-wifi-online" ? "start.purchase.wifi" : "start.purchase";
  await actor.press(page.getByRole("link", { name: t(link) }));
  await expect(page.getByRole("heading", { level: 1, name: t("store.title.products") })).toBeVisible();
  await actor.press(page.getByRole("button", { name: t("store.add", { 0: item }) }));
  await actor.press(page.getByRole("main").getByRole("button", { name: t("store.continue"), exact: true }));
  await actor.fill(page.getByLabel(t("store.customer.first")), CUSTOMER.first);
  await actor.fill(page.getByLabel(t("store.customer.last")), CUSTOMER.last);
  await actor.fill(page.getByLabel(t("store.customer.email")), CUSTOMER.email);
  // the terms come before the checkout (spec section 5)
  await actor.check(page.getByRole("main").getByRole("checkbox", { name: t("gen.terms.accept") }));
  await actor.press(page.getByRole("button", { name: t("store.customer.submit") }));
  await expect(page.getByRole("heading", { level: 1, name: t("store.title.checkout") })).toBeVisible();
  // the provider's window speaks its own languages, not the portal's catalog: its fields are
  // found by their autocomplete tokens, which every card form carries
  const frame = paymentFrame(page);
  const pay = frame.locator('button[type="submit"]');
  // the window is ready once it shows the amount: before that, Pay would submit the bare form
  await expect(pay).toContainText(/\d/);
  await actor.fill(frame.locator('input[autocomplete="cc-number"]'), CARDS.success);
  await actor.fill(frame.locator('input[autocomplete="cc-exp"]'), "12/39");
  await actor.fill(frame.locator('input[autocomplete="cc-csc"]'), "123");
  await actor.press(pay);
  await expect(page.getByRole("heading", { name: t("completed.thanks") })).toBeVisible();
  const bought = page.getByRole("listitem").filter({ hasText: item });
  await actor.press(bought.getByRole("button", { name: t("purchased.activate") }));
  await acceptTerms(ctx);
  return {};
};
