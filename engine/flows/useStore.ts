import { useAtom, useAtomValue, useStore as useJotaiStore } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { getOrderVouchers, type OrderVoucher } from "../api/getOrderVouchers.ts";
import {
  type CheckoutCustomer,
  type CheckoutRecord,
  newIdempotencyKey,
  storeStorage,
  withPublicId,
} from "../state/storeStorage.ts";
import { type FormState, formStateAtom } from "../state/formStateAtom.ts";
import { inlinedStoreAtom } from "../state/inlinedStoreAtom.ts";
import type { Cart } from "../state/storeStorage.ts";
import { itemsOf } from "../../steps/customerSteps.ts";
import { hydratedAtom } from "../state/hydratedAtom.ts";
import { userAgentAtom } from "../state/userAgentAtom.ts";
import { zoneAtom } from "../state/zoneAtom.ts";
import { cartLines, cartProblem } from "./cartRules.ts";
import { isStoreSupported } from "./isStoreSupported.ts";
import { storeMessages, tooManyMessage } from "./storeMessages.ts";
import { useCart } from "./useCart.ts";
import { useCheckoutPayment } from "./useCheckoutPayment.ts";
import { useControllerRedirect } from "./useControllerRedirect.ts";
import { useCustomerForm } from "./useCustomerForm.ts";
import { useErrors } from "./useErrors.ts";
import { useStoreCatalog } from "./useStoreCatalog.ts";
import { useTrack } from "./useTrack.ts";

/**
 * "resuming": back from the controller's bypass (?checkout), until this browser's stored checkout
 * is read; "returned": back from the card provider's hosted page (a browser without the script),
 * the payment not confirmed yet (the server's page asks again by itself)
 */
export type StoreStep =
  | "unsupported"
  | "resuming"
  | "items"
  | "customer"
  | "checkout"
  | "returned"
  | "completed";

// the cart a form the server answered drew: "id:amount,…" as an item id → quantity map
function drawnCartOf(form: FormState | null): Cart | undefined {
  const items = form && "items" in form ? form.items : undefined;
  if (items === undefined) return undefined;
  return Object.fromEntries(itemsOf(items).map(({ id, amount }) => [String(id), amount]));
}

// the access controller's temporary bypass (a window to the payment provider); retryCount
// carries the checkout flag, which comes back as /store?checkout=1
export { CHECKOUT_FLAG, TEMP_BYPASS_STEP } from "../../steps/customerSteps.ts";

const sameOrder = (r: CheckoutRecord, customer: CheckoutCustomer, items: CheckoutRecord["items"]) =>
  JSON.stringify([r.customer, r.items]) === JSON.stringify([customer, items]);

/**
 * The store's steps: items → customer → bypass → checkout → completed (spec section 4). The
 * checkout stored in this browser is read once the page has hydrated: until then a return from the
 * bypass is drawn as the checkout on its way (the server drew it so, knowing only the flag).
 */
export function useStore(userAgent?: string) {
  const deviceAgent = useAtomValue(userAgentAtom);
  const prefix = useAtomValue(zoneAtom)?.zonePrefix ?? "";
  const checkoutFlag = new URLSearchParams(useSearch()).has("checkout");
  const [, navigate] = useLocation();
  const { push, dismiss } = useErrors();
  const track = useTrack();
  const redirect = useControllerRedirect();
  const supported = isStoreSupported(userAgent ?? deviceAgent);
  const atoms = useJotaiStore();
  const [record, setRecord] = useAtom(storeStorage.checkout(prefix));
  const hydrated = useAtomValue(hydratedAtom);
  const drawnForm = useAtomValue(formStateAtom);
  const customerDrawn = drawnForm?.action === "customer";
  // back from the hosted payment page: the order the server found (its vouchers once paid)
  const inlinedOrder = useAtomValue(inlinedStoreAtom)?.order;
  const returned = hydrated ? undefined : inlinedOrder;
  const [step, setStep] = useState<StoreStep>(() => {
    if (!supported) return "unsupported";
    if (returned) return returned.vouchers ? "completed" : "returned";
    if (checkoutFlag) return "resuming";
    return customerDrawn ? "customer" : "items";
  });
  useEffect(() => {
    if (!hydrated || step !== "resuming") return;
    setStep(!record ? "items" : record.completed ? "completed" : "checkout");
  }, [hydrated, step, record]);
  const [vouchers, setVouchers] = useState<OrderVoucher[]>(() => returned?.vouchers ?? []);
  const { catalog, reload } = useStoreCatalog(step === "items" || step === "customer");
  // the customer step drawn by the server (its form answered before the script ran) stays drawn
  // until the catalog it needs is here
  const store = catalog.status === "ready" ? catalog.store : undefined;
  const cart = useCart(prefix, store, drawnCartOf(drawnForm));
  const form = useCustomerForm(record?.customer);
  // a cart banner goes once the cart is no longer what it says ("empty" beside a total of 29 SEK)
  useEffect(() => {
    if (cart.count > 0) dismiss(storeMessages.emptyCart.id as string);
    if (cart.count <= cart.max) dismiss(storeMessages.tooMany.id as string);
  }, [cart.count, cart.max, dismiss]);

  const toItems = useCallback(() => {
    setStep("items");
    navigate("/store", { replace: true });
  }, [navigate]);

  const toCustomer = () => {
    const problem = cartProblem(cart.cart, store?.availableStoreItems ?? [], cart.max);
    if (problem?.kind === "empty") return push(storeMessages.emptyCart);
    if (problem) return push(tooManyMessage(problem.max));
    // the cart's banners were about the cart: gone now that it is fine
    dismiss(storeMessages.emptyCart.id as string);
    dismiss(storeMessages.tooMany.id as string);
    setStep("customer");
  };

  // the customer step (steps/customerSteps.ts): all checked, the order is kept and the device
  // goes through the controller's bypass to pay
  const toPayment = (fields?: CheckoutCustomer) => {
    if (!store) return;
    const lines = cartLines(cart.cart, store.availableStoreItems).map((l) => ({
      id: l.item.id,
      amount: l.amount,
    }));
    const turn = form.submit(lines, fields);
    if (!turn.checkout || !turn.controller) return;
    const { customer, items } = turn.checkout;
    // the same order keeps its key, so a second try never buys twice
    const reuse = record && !record.completed && sameOrder(record, customer, items);
    const next = reuse ? record : { idempotencyKey: newIdempotencyKey(), customer, items };
    setRecord(next);
    track("CustomerInformation");
    const { path, captiveStep, retryCount } = turn.controller;
    void redirect(path, captiveStep, retryCount);
  };

  const payment = useCheckoutPayment({
    record: step === "checkout" ? record : null,
    prefix,
    onFailed: toItems,
    onCompleted: (bought) => {
      cart.clear();
      // the stored record, with the public id the payment added to it
      const done = {
        ...(atoms.get(storeStorage.checkout(prefix)) ?? record),
        completed: true,
      } as CheckoutRecord;
      setRecord(done);
      if (done.publicId) atoms.set(storeStorage.publicIds(prefix), withPublicId(prefix, done.publicId));
      setVouchers(bought);
      setStep("completed");
    },
  });

  // the session ended before the purchase completed: that order is over, the next try is a new one
  const endSession = () => {
    setRecord(null);
    toItems();
  };

  // a reload of the completed step: the server still knows the order's vouchers
  const completedId = step === "completed" ? record?.publicId : undefined;
  useEffect(() => {
    if (completedId)
      void getOrderVouchers(completedId).then(
        (order) => setVouchers(order.vouchers),
        () => {},
      );
  }, [completedId]);

  return { step, catalog, reload, cart, form, payment, vouchers, toCustomer, toPayment, toItems, endSession };
}
