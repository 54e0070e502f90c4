import { expect } from "@playwright/test";
import { freshVoucher } from "../fixtures.ts";
import { acceptTerms } from "./acceptTerms.ts";
import type { PathDriver } from "./PathContext.ts";

/** VoucherLink, PremiumCard: the voucher page, a code no other test has, the terms. */
export const voucherPagePath: PathDriver = async (ctx, node) => {
  const { page, actor, t } = ctx;
  const code = await freshVoucher(page, ctx.zone.zoneId);
  const scope =
    node.type === "PremiumCard" ? page.getByRole("region", { name: t("offer.premium.title") }) : page;
  await actor.press(scope.getByRole("link", { name: t("start.voucher") }));
  await expect(page).toHaveURL(/\/login\/voucher$/);
  await actor.fill(page.getByRole("textbox", { name: t("voucher.code") }), code);
  await actor.press(page.getByRole("button", { name: t("voucher.activate"), exact: true }));
  await acceptTerms(ctx);
  return {};
};

/** CrewLink: the crew login, a voucher or access code, the terms. */
export const crewPath: PathDriver = async (ctx) => {
  const { page, actor, t } = ctx;
  const code = await freshVoucher(page, ctx.zone.zoneId);
  await actor.press(page.getByRole("link", { name: t("crew.login") }));
  await expect(page).toHaveURL(/\/login\/crew$/);
  await actor.fill(page.getByRole("textbox", { name: t("voucher.crew.code") }), code);
  await actor.press(page.getByRole("button", { name: t("voucher.activate"), exact: true }));
  await acceptTerms(ctx);
  return {};
};

/** VoucherField: the start page's one-line field and its arrow button, then the terms. */
export const voucherFieldPath: PathDriver = async (ctx) => {
  const { page, actor, t } = ctx;
  const code = await freshVoucher(page, ctx.zone.zoneId);
  await actor.fill(page.getByRole("textbox", { name: t("voucher.field.label") }), code);
  await actor.press(page.getByRole("button", { name: t("start.voucher"), exact: true }));
  await acceptTerms(ctx);
  return {};
};
