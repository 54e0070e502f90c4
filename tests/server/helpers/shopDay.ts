import { expect } from "vitest";
import type { HttpRequest } from "../../../server/shop/payments/HttpTransport.ts";
import { injectTransport } from "../../../server/shop/payments/injectTransport.ts";
import { CARDS, CUSTOMER, checkout, pay, waitForVouchers } from "./shop.ts";
import { mergeSections, startApp, type TestApp, type TestAppOptions } from "./testApp.ts";

/**
 * A day at the Swift's store on a server of its own: one checkout the payment provider failed
 * (502, the sandbox unreachable for it) and one purchase paid with the sandbox's test card.
 */
export async function shopDay(
  options: TestAppOptions = {},
  buyer = "ada.buyer@example.org",
): Promise<{ t: TestApp; code: string }> {
  const state: { app?: TestApp["app"]; down: boolean } = { down: true };
  const t = await startApp(
    mergeSections(options, {
      shop: {
        paymentTransport: (request: HttpRequest) =>
          state.down || !state.app
            ? Promise.reject(new Error("connect ETIMEDOUT"))
            : injectTransport(state.app)(request),
      },
    }),
  );
  state.app = t.app;
  const items = [{ id: 11, amount: 1 }];
  expect((await checkout(t, { ...CUSTOMER, email: "dee.failed@example.org", items })).statusCode).toBe(502);
  state.down = false;
  const res = await checkout(t, { ...CUSTOMER, email: buyer, items });
  expect(res.statusCode, res.body).toBe(200);
  expect((await pay(t, res.json().paymentId, CARDS.success)).statusCode).toBe(200);
  const [voucher] = await waitForVouchers(t, res.json().publicId);
  return { t, code: voucher?.code ?? "" };
}
