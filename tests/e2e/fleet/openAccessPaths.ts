import { expect } from "@playwright/test";
import { acceptTerms } from "./acceptTerms.ts";
import type { WidgetNode } from "./fleetZones.ts";
import type { PathContext, PathDriver } from "./PathContext.ts";

// the ConnectButton's `label` prop → its catalog id (widgets/ConnectButton.tsx)
const CONNECT_LABELS: Record<string, string> = {
  "connect-wifi": "connect.wifi",
  "start-trial": "connect.trial",
  "free-wifi": "connect.free",
  connect: "gen.connect",
};

/** TrialLink: the trial login page, its terms checkbox and Connect. */
export const trialLinkPath: PathDriver = async (ctx) => {
  const { page, actor, t } = ctx;
  await actor.press(page.getByRole("link", { name: t("start.trial") }));
  await expect(page).toHaveURL(/\/login\/trial\/\d+$/);
  await actor.check(page.getByRole("checkbox", { name: t("gen.terms.accept") }));
  await actor.press(page.getByRole("button", { name: t("gen.connect"), exact: true }));
  return {};
};

/** The button that opens an offer's terms modal: in its card, or the start page's big button. */
function offerButton({ page, t }: PathContext, node: WidgetNode) {
  const minutes = (node.minutes as number | undefined) ?? 15;
  if (node.type === "TrialCard")
    return page
      .getByRole("region", { name: t("offer.trial.title", { minutes }) })
      .getByRole("button", { name: t("offer.trial.start") });
  if (node.type === "FreeCard")
    return page
      .getByRole("region", { name: t("offer.free.title") })
      .getByRole("button", { name: t("gen.connect") });
  const label = CONNECT_LABELS[(node.label as string | undefined) ?? "connect-wifi"] ?? "connect.wifi";
  return page.getByRole("main").getByRole("button", { name: t(label, { minutes }), exact: true });
}

/** TrialCard, FreeCard, ConnectButton: the offer's button opens the terms modal, which connects. */
export const offerModalPath: PathDriver = async (ctx, node) => {
  await ctx.actor.press(offerButton(ctx, node));
  await acceptTerms(ctx);
  const keyword = (node.keyword as string | undefined) ?? (node.type === "TrialCard" ? "trial-premium" : "");
  // the premium trial greets the device on its status page, where the zone has the greeting
  const greets = ctx.zone.pages.StatusPage?.some((n) => n.type === "TrialStartedModal") ?? false;
  return { greeting: greets && keyword === "trial-premium" };
};

/** SimpleTrial: the start page itself holds the terms checkbox and Connect. */
export const simpleTrialPath: PathDriver = async ({ page, actor, t }) => {
  await actor.check(page.getByRole("checkbox", { name: t("gen.terms.accept") }));
  await actor.press(page.getByRole("button", { name: t("gen.connect"), exact: true }));
  return {};
};

/** AgreeButton: the terms-only page, where the button is the agreement. */
export const agreePath: PathDriver = async ({ page, actor, t }) => {
  await actor.press(page.getByRole("button", { name: t("terms.agree") }));
  return {};
};
