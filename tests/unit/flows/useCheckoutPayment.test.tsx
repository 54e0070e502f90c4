// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setApiZone } from "../../../engine/api/apiClient.ts";
import {
  CONFIRM_POLL_MS,
  type CheckoutPaymentOptions,
  INTERNET_CHECK_INTERVAL_MS,
  useCheckoutPayment,
} from "../../../engine/flows/useCheckoutPayment.ts";
import { errorsAtom } from "../../../engine/state/errorsAtom.ts";
import type { CheckoutRecord } from "../../../engine/state/storeStorage.ts";
import { answerApi, passTime, type Routes } from "../answerApi.ts";
import { fakeDibs, PREFIX, PUBLIC_ID, renderStoreFlow } from "./storeKit.tsx";

vi.mock("../../../engine/payment/loadCheckoutScript.ts", () => ({
  loadCheckoutScript: vi.fn(async () => {}),
}));

const RECORD: CheckoutRecord = {
  idempotencyKey: "0123456789abcdef0123456789abcdef",
  customer: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
  items: [{ id: 11, amount: 1 }],
};
const CHECKOUT = "POST /api/v1/store/order/checkout/nets";
const ORDER = `GET /api/v1/store/order/${PUBLIC_ID}/completed`;
const VOUCHERS = [{ name: "1 hour", description: "", code: "ABCD2345" }];
const created: Routes = {
  [CHECKOUT]: { status: 200, body: { paymentId: "p".repeat(32), publicId: PUBLIC_ID } },
};

function start(routes: Routes, locale: "en" | "sv" | "el" = "en") {
  const fetched = answerApi(routes);
  const options: CheckoutPaymentOptions = {
    record: RECORD,
    prefix: PREFIX,
    onCompleted: vi.fn(),
    onFailed: vi.fn(),
  };
  const flow = renderStoreFlow(() => useCheckoutPayment(options), { locale });
  return { ...flow, ...fetched, options };
}

beforeEach(() => {
  setApiZone("jw-swift-demo");
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useCheckoutPayment", () => {
  it("keeps the public id before it opens the provider's window, themed, in the visitor's language", async () => {
    const made = fakeDibs();
    const seenAtOpen: string[] = [];
    const original = (window as unknown as { Dibs: { Checkout: new (o: unknown) => unknown } }).Dibs.Checkout;
    (window as unknown as { Dibs: unknown }).Dibs = {
      Checkout: class extends (original as new (o: unknown) => object) {
        constructor(o: unknown) {
          seenAtOpen.push(localStorage.getItem(`${PREFIX}/publicIds`) ?? "none");
          super(o);
        }
      },
    };
    const flow = start(created, "sv");
    await waitFor(() => expect(flow.result.current.phase).toBe("paying"));
    expect(seenAtOpen).toEqual([JSON.stringify([PUBLIC_ID])]);
    expect(made[0]?.options).toEqual({
      checkoutKey: "sandbox-checkout-key",
      paymentId: "p".repeat(32),
      containerId: "gw-payment-checkout",
      language: "sv-SE",
      theme: { primaryColor: "#0072BC", linkColor: "#0072BC" },
    });
    const [order] = flow.sent;
    expect(order?.headers.get("Idempotency-Key")).toBe(RECORD.idempotencyKey);
    // the page's language, whatever the browser's own: the order e-mail is written in it
    expect(order?.headers.get("Accept-Language")).toBe("sv");
    // the record comes from the customer step, whose terms were accepted
    expect(order?.body).toEqual({ ...RECORD.customer, items: RECORD.items, termsAccepted: true });
  });

  it("after 'payment-completed' asks the server until the order is completed", async () => {
    const made = fakeDibs();
    let polls = 0;
    const flow = start({
      ...created,
      [ORDER]: () => (++polls < 3 ? { status: 202, body: [] } : { status: 200, body: VOUCHERS }),
    });
    await waitFor(() => expect(flow.result.current.phase).toBe("paying"));
    vi.useFakeTimers();
    act(() => made[0]?.handlers["payment-completed"]?.({ paymentId: "p" }));
    expect(flow.result.current.phase).toBe("confirming");
    const completed = () => vi.mocked(flow.options.onCompleted).mock.calls.length > 0;
    await act(() => passTime(3 * CONFIRM_POLL_MS + 1000, completed));
    expect(flow.options.onCompleted).toHaveBeenCalledWith(VOUCHERS);
    expect(polls).toBe(3);
  });

  it.each([
    ["completed", { status: 200, body: VOUCHERS }],
    ["not completed", { status: 202, body: [] }],
  ] as const)("offline with the order %s: completion, or the session has ended", async (state, answer) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeDibs();
    const flow = start({ ...created, [ORDER]: answer, "GET /api/v1/internet-check": { status: 503 } });
    await waitFor(() => expect(flow.result.current.phase).toBe("paying"));
    // (the clock also runs with real time here, so the test keeps a margin around the 10 s)
    await act(async () => vi.advanceTimersByTimeAsync(INTERNET_CHECK_INTERVAL_MS - 1000));
    expect(flow.calls).not.toContain("GET /api/v1/internet-check");
    const ended = () =>
      vi.mocked(flow.options.onCompleted).mock.calls.length > 0 ||
      flow.result.current.phase === "session-ended";
    await act(() => passTime(1500 + 1000, ended));
    if (state === "completed") expect(flow.options.onCompleted).toHaveBeenCalledWith(VOUCHERS);
    else expect(flow.result.current.phase).toBe("session-ended");
  });

  it("stays on the payment while the internet answers", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeDibs();
    const flow = start({ ...created, "GET /api/v1/internet-check": { status: 200 } });
    await waitFor(() => expect(flow.result.current.phase).toBe("paying"));
    const checks = () => flow.calls.filter((c) => c.endsWith("internet-check")).length;
    await act(() => passTime(3 * INTERNET_CHECK_INTERVAL_MS, () => checks() === 3));
    expect(checks()).toBe(3);
    expect(flow.result.current.phase).toBe("paying");
  });

  it("a checkout that cannot start shows the timeout message and goes back", async () => {
    fakeDibs();
    const flow = start({ [CHECKOUT]: { status: 502, body: { message: "provider down" } } });
    await waitFor(() => expect(flow.options.onFailed).toHaveBeenCalledOnce());
    expect(flow.store.get(errorsAtom).map((e) => e.key)).toEqual(["gen.timeout"]);
    expect(localStorage.getItem(`${PREFIX}/publicIds`)).toBeNull();
  });
});
