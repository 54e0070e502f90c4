import { BANNERS } from "../../../steps/banners.ts";
import { customerPost } from "../../../steps/customerSteps.ts";
import { answerOf } from "../../domain/OutcomeTable.ts";
import { CHECKOUT_OUTCOMES } from "../../shop/checkoutOutcomes.ts";
import { checkoutLocale } from "../../shop/checkoutLocale.ts";
import { mailZone } from "../../shop/mail/mailZone.ts";
import { LOCALE_COOKIE } from "../../http/chosenLocale.ts";
import { type FormAnswer, type FormContext, redraw } from "./FormContext.ts";

// the Idempotency-Key's own rule (store/storeRoutes.ts)
const KEY = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The card payment without the script (issue 35): the order the customer step kept, checked out
 * through the seam as the API's checkout is, but for the card provider's hosted payment page
 * (Nets Easy's HostedPaymentPage); created, the browser goes there, and the provider sends it back
 * to the store's page with the order's public id (storeDraw.ts shows its vouchers), or to the
 * items on cancel. Refused, the items again with the spec's 'Something went wrong' (section 8).
 */
export async function payForm(fc: FormContext): Promise<FormAnswer> {
  const post = customerPost(fc.fields);
  const cart = { action: "cart" as const, items: fc.fields.items ?? "" };
  if ("back" in post) return redraw(cart);
  const { zoneId } = fc.actor.zone;
  const origin = fc.ctx.publicUrl?.replace(/\/+$/, "") ?? `${fc.request.protocol}://${fc.request.host}`;
  const device = new URLSearchParams({ mac: fc.actor.mac, zoneId });
  const locales = mailZone(fc.ctx.zones, zoneId)?.locales ?? [];
  // the language this browser chose for its pages (?lang=, kept), else the checkout's own rule
  const kept = fc.request.cookies?.[LOCALE_COOKIE];
  const key = fc.fields.idempotencyKey ?? "";
  const outcome = await fc.seam.checkout(fc.actor, {
    body: { ...post.values, items: post.items, termsAccepted: post.termsAccepted },
    idempotencyKey: KEY.test(key) ? key : null,
    portalOrigin: origin,
    locale: kept && locales.includes(kept) ? kept : checkoutLocale(fc.request, locales),
    hosted: (publicId) => ({
      returnUrl: `${origin}/store?${device}&order=${encodeURIComponent(publicId)}`,
      cancelUrl: `${origin}/store?${device}`,
    }),
  });
  const { status } = answerOf(CHECKOUT_OUTCOMES, outcome);
  if (status === 200 && outcome.kind === "created" && outcome.hostedPaymentPageUrl)
    return { redirect: outcome.hostedPaymentPageUrl };
  // the same order again (its key: a second press once its payment was made): never a second
  // payment, but its own page, which shows its vouchers once paid
  if (status === 200 && outcome.kind === "created")
    return { redirect: `/store?${device}&order=${encodeURIComponent(outcome.publicId)}` };
  fc.request.log.warn({ zoneId, outcome: outcome.kind }, "a hosted card checkout was not created");
  return redraw(cart, BANNERS.timeout);
}
