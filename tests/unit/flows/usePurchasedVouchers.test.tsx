// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import { createStore } from "jotai";
import { beforeEach, describe, expect, it } from "vitest";
import { setApiZone } from "../../../engine/api/apiClient.ts";
import { usePurchasedVouchers } from "../../../engine/flows/usePurchasedVouchers.ts";
import { errorsAtom } from "../../../engine/state/errorsAtom.ts";
import { storeStorage, withPublicId } from "../../../engine/state/storeStorage.ts";
import { answerApi } from "../answerApi.ts";
import { PREFIX, renderStoreFlow } from "./storeKit.tsx";

const id = (n: number) => `ORDER${n}`.padEnd(22, "x");
const order = (n: number) => `GET /api/v1/store/order/${id(n)}/completed`;
const voucher = (code: string) => ({ name: "1 hour", description: "", code });

beforeEach(() => {
  setApiZone("jw-swift-demo");
  localStorage.clear();
  // stored by an earlier page, oldest first: the newest is at the front
  const earlier = createStore();
  for (const n of [1, 2, 3, 4]) earlier.set(storeStorage.publicIds(PREFIX), withPublicId(PREFIX, id(n)));
});

describe("usePurchasedVouchers", () => {
  it("loads one order per press, newest first, passing over unconfirmed and unknown ones", async () => {
    const { calls } = answerApi({
      [order(4)]: { status: 200, body: [voucher("AAAA2222")] },
      [order(3)]: { status: 202, body: [] },
      [order(2)]: { status: 404, body: { message: "no such order in this zone" } },
      [order(1)]: { status: 200, body: [voucher("BBBB3333"), voucher("CCCC4444")] },
    });
    const flow = renderStoreFlow(() => usePurchasedVouchers(""));
    expect(flow.result.current.vouchers).toEqual([]);
    expect(calls).toEqual([]);
    await act(async () => flow.result.current.loadMore());
    expect(flow.result.current.vouchers.map((v) => v.code)).toEqual(["AAAA2222"]);
    expect(flow.result.current.hasMore).toBe(true);
    await act(async () => flow.result.current.loadMore());
    expect(flow.result.current.vouchers.map((v) => v.code)).toEqual(["AAAA2222", "BBBB3333", "CCCC4444"]);
    expect(flow.result.current.hasMore).toBe(false);
    expect(calls).toEqual([order(4), order(3), order(2), order(1)]);
  });

  it("loads the newest order at once at #purchasedVouchers", async () => {
    answerApi({ [order(4)]: { status: 200, body: [voucher("AAAA2222")] } });
    const flow = renderStoreFlow(() => usePurchasedVouchers("#purchasedVouchers"));
    await waitFor(() => expect(flow.result.current.vouchers).toHaveLength(1));
    expect(flow.result.current.autoLoad).toBe(true);
  });

  it("stops at a failed call with the timeout message, and the next press tries that order again", async () => {
    const { calls } = answerApi({ [order(4)]: { status: 500, body: {} } });
    const flow = renderStoreFlow(() => usePurchasedVouchers(""));
    await act(async () => flow.result.current.loadMore());
    expect(flow.store.get(errorsAtom).map((e) => e.key)).toEqual(["gen.timeout"]);
    await act(async () => flow.result.current.loadMore());
    expect(calls).toEqual([order(4), order(4)]);
  });

  it("has nothing to load without purchases, and ignores what is not a public id", () => {
    localStorage.setItem(`${PREFIX}/publicIds`, JSON.stringify(["short", 42, null]));
    answerApi({});
    const flow = renderStoreFlow(() => usePurchasedVouchers(""));
    expect(flow.result.current.hasMore).toBe(false);
  });
});
