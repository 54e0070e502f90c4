import { BANNERS } from "../../../steps/banners.ts";
import { cartPost, cartStep } from "../../../steps/cartSteps.ts";
import { cartText } from "../../../steps/customerSteps.ts";
import { storeZoneAnswer } from "../../shop/storeZoneAnswer.ts";
import { type FormAnswer, type FormContext, redraw } from "./FormContext.ts";

const NO_CUSTOMER = { firstName: "", lastName: "", email: "" };

/**
 * The store's items without the script (steps/cartSteps.ts): + and − change the cart the form
 * carries (within the store's limit), Continue takes a cart with something in it on to the
 * customer step, with the cart. Nothing is stored: the cart lives in the page's forms.
 */
export async function cartForm(fc: FormContext): Promise<FormAnswer> {
  const store = await storeZoneAnswer(fc.ctx, fc.actor.zone.zoneId);
  // no store here, or nothing on sale: the page says so itself ('service unavailable')
  if (!store || store.availableStoreItems.length === 0) return redraw(null, BANNERS.serviceUnavailable);
  const { cart, event } = cartPost(fc.fields);
  const itemIds = store.availableStoreItems.map((item) => item.id);
  const turn = cartStep(cart, event, { itemIds, max: store.maxCheckoutItems });
  const items = cartText(turn.cart);
  if (turn.toCustomer) return redraw({ action: "customer", values: NO_CUSTOMER, errors: {}, items });
  return redraw({ action: "cart", items }, turn.banner);
}
