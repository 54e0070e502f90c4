import { useAtomValue, useStore } from "jotai";
import { useEffect, useRef, useState } from "react";
import { checkInternet, internetCheckUrlFor } from "../api/checkInternet.ts";
import { getOrderVouchers, type OrderVoucher } from "../api/getOrderVouchers.ts";
import { postCheckoutNets } from "../api/postCheckoutNets.ts";
import { checkoutLanguage, type DibsCheckout, openDibsCheckout } from "../payment/dibsCheckout.ts";
import { loadCheckoutScript } from "../payment/loadCheckoutScript.ts";
import { localeAtom } from "../state/localeAtom.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { settingsAtom } from "../state/settingsAtom.ts";
import { type CheckoutRecord, storeStorage, withPublicId } from "../state/storeStorage.ts";
import { zoneAtom } from "../state/zoneAtom.ts";
import { messages } from "./messages.ts";
import { useErrors } from "./useErrors.ts";

export type PaymentPhase = "starting" | "paying" | "confirming" | "unconfirmed" | "session-ended";

export const CHECKOUT_CONTAINER_ID = "gw-payment-checkout";
export const INTERNET_CHECK_INTERVAL_MS = 10000;
// after the payment window says 'paid', the server's order status is the truth: ask it for a minute
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_POLLS = 30;

export interface CheckoutPaymentOptions {
  // the checkout to pay; null while the store is on another step
  record: CheckoutRecord | null;
  prefix: string;
  onCompleted: (vouchers: OrderVoucher[]) => void;
  // the checkout could not start (the spec's checkout timeout): back to the items
  onFailed: () => void;
}

/**
 * Order → public id kept → the provider's checkout script → its payment window. While the visitor
 * pays, reachability is checked every 10 s; offline, the order decides: completed → done, else the
 * session has ended. After 'payment-completed' the server's order status is polled.
 */
export function useCheckoutPayment(options: CheckoutPaymentOptions) {
  const settings = useAtomValue(settingsAtom);
  const query = useAtomValue(queryAtom);
  const locale = useAtomValue(localeAtom);
  const primary = useAtomValue(zoneAtom)?.brand.colors?.primary;
  const { push } = useErrors();
  const atoms = useStore();
  const [phase, setPhase] = useState<PaymentPhase>("starting");
  const publicId = useRef<string | null>(null);
  // the effects below run per checkout, not per render: they read the rest through this
  const latest = useRef({ options, settings, query, locale, primary, push, atoms });
  latest.current = { options, settings, query, locale, primary, push, atoms };
  const key = options.record?.idempotencyKey;

  useEffect(() => {
    const { options: o, settings: s, atoms: a } = latest.current;
    const record = o.record;
    if (!record || key === undefined) return;
    let live = true;
    let checkout: DibsCheckout | null = null;
    setPhase("starting");
    (async () => {
      try {
        const [first, ...rest] = record.items;
        if (!first) throw new Error("a checkout without items");
        // a checkout's record is made by the customer step, once its terms were accepted
        const order = await postCheckoutNets(
          { ...record.customer, items: [first, ...rest], termsAccepted: true },
          record.idempotencyKey,
          latest.current.locale,
        );
        // kept before the payment window opens: whatever happens next, 'load previous orders' finds it
        a.set(storeStorage.publicIds(o.prefix), withPublicId(o.prefix, order.publicId));
        a.set(storeStorage.checkout(o.prefix), { ...record, publicId: order.publicId });
        publicId.current = order.publicId;
        if (!s?.checkoutScriptUrl || !s.checkoutKey) throw new Error("no card payment provider configured");
        await loadCheckoutScript(s.checkoutScriptUrl);
        if (!live) return;
        const { locale: l, primary: p } = latest.current;
        checkout = openDibsCheckout({
          checkoutKey: s.checkoutKey,
          paymentId: order.paymentId,
          containerId: CHECKOUT_CONTAINER_ID,
          language: checkoutLanguage(l),
          theme: p ? { primaryColor: p, linkColor: p } : {},
        });
        checkout.on("payment-completed", () => live && setPhase("confirming"));
        setPhase("paying");
      } catch (error) {
        if (!live) return;
        console.error("the checkout could not start", error);
        latest.current.push(messages.timeout);
        latest.current.options.onFailed();
      }
    })();
    return () => {
      live = false;
      checkout?.cleanup?.();
    };
  }, [key]);

  useEffect(() => {
    const configured = latest.current.settings?.internetCheckUrl;
    const url = configured && internetCheckUrlFor(configured, latest.current.query);
    if (key === undefined || !url || (phase !== "starting" && phase !== "paying")) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the next check is set when this one has its answer, so checks never overlap on a slow link
    const check = async () => {
      const online = await checkInternet(url);
      const order =
        online || !publicId.current ? null : await getOrderVouchers(publicId.current).catch(() => null);
      if (!live) return;
      if (online) timer = setTimeout(check, INTERNET_CHECK_INTERVAL_MS);
      else if (order?.completed) latest.current.options.onCompleted(order.vouchers);
      else setPhase("session-ended");
    };
    timer = setTimeout(check, INTERNET_CHECK_INTERVAL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, phase]);

  useEffect(() => {
    if (phase !== "confirming") return;
    let live = true;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const order = publicId.current ? await getOrderVouchers(publicId.current).catch(() => null) : null;
      if (!live) return;
      if (order?.completed) return latest.current.options.onCompleted(order.vouchers);
      if (++polls >= CONFIRM_POLLS) return setPhase("unconfirmed");
      timer = setTimeout(poll, CONFIRM_POLL_MS);
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [phase]);

  return { phase, containerId: CHECKOUT_CONTAINER_ID };
}
