import { expect } from "@playwright/test";
import { acceptTerms } from "./acceptTerms.ts";
import { wordsOf } from "./fleetZones.ts";
import type { PathContext, PathDriver } from "./PathContext.ts";

/**
 * This test's own booking and package. A booking's package is issued once (a prepaid one for
 * good, a bought one again within ten minutes: server/cruise/decideCruiseCharge.ts) and
 * its voucher serves the package's devices, mostly one: a second test on the same package would
 * meet the device limit and log the first out. So every test has its own booking
 * (E2E-FLEET-<dataKey> in server/demo/demo-data.json), and every repeat or retry of it buys
 * the booking's next package.
 */
function purchaseFor({ zone, dataKey, attempt, locale }: PathContext) {
  const key = `E2E-FLEET-${dataKey.toUpperCase()}`;
  const booking = zone.cruise?.bookings.find((b) => b.personalKey === key);
  if (!booking)
    throw new Error(`${zone.zoneId}: add the booking ${key} to server/demo/demo-data.json for this test`);
  const forSale = (zone.cruise?.packages ?? []).filter((p) => !booking.prepaid?.includes(p.id));
  const pkg = forSale[attempt];
  if (!pkg) throw new Error(`${zone.zoneId}: booking ${key} has no package left for attempt ${attempt + 1}`);
  return { booking, title: wordsOf(zone, pkg.title, locale) };
}

/** CruiseLogin: the booking login, the terms, a package billed to the cabin, its voucher here. */
export const cruisePath: PathDriver = async (ctx) => {
  const { page, actor, t } = ctx;
  const { booking, title } = purchaseFor(ctx);
  const form = page.getByRole("region", { name: t("cruise.login.title") });
  await actor.fill(form.getByLabel(t("cruise.login.surname")), booking.surname);
  await actor.fill(form.getByLabel(t("cruise.login.key"), { exact: true }), booking.personalKey);
  await actor.fill(form.getByLabel(t("cruise.login.email")), booking.email);
  await actor.date(form.getByLabel(t("cruise.login.dob")), booking.dateOfBirth);
  await actor.press(form.getByRole("button", { name: t("cruise.login.next") }));
  await acceptTerms(ctx, "gen.continue");
  await expect(page.getByRole("heading", { level: 1, name: t("cruise.packages.title") })).toBeVisible();
  const item = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await actor.press(item.getByRole("button", { name: t("cruise.packages.select") }));
  await actor.press(
    page
      .getByRole("dialog", { name: title, exact: true })
      .getByRole("button", { name: t("cruise.modal.buy") }),
  );
  await expect(page).toHaveURL(/\/purchase-complete$/);
  await actor.press(page.getByRole("button", { name: t("cruise.activate-here") }));
  await acceptTerms(ctx);
  return {};
};
