// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../../engine/flows/messages.ts";
import { useErrors } from "../../../engine/flows/useErrors.ts";
import { errorsAtom } from "../../../engine/state/errorsAtom.ts";
import { renderFlow } from "../renderFlow.tsx";

afterEach(() => vi.useRealTimers());

describe("useErrors", () => {
  it("adds a banner once, scrolls to the top, and removes it after 10 s", () => {
    vi.useFakeTimers();
    const scroll = vi.fn();
    window.scrollTo = scroll as never;
    const flow = renderFlow(() => useErrors());
    act(() => flow.result.current.push(messages.timeout));
    act(() => flow.result.current.push(messages.timeout));
    expect(flow.store.get(errorsAtom).map((e) => e.key)).toEqual(["gen.timeout"]);
    expect(scroll).toHaveBeenCalledOnce();
    act(() => flow.result.current.push("A message from the server"));
    expect(flow.store.get(errorsAtom)).toHaveLength(2);
    act(() => vi.advanceTimersByTime(9999));
    expect(flow.store.get(errorsAtom)).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(flow.store.get(errorsAtom)).toEqual([]);
  });

  it("dismisses one banner on request", () => {
    const flow = renderFlow(() => useErrors());
    act(() => flow.result.current.push(messages.timeout));
    act(() => flow.result.current.push(messages.invalidVoucher));
    act(() => flow.result.current.dismiss("gen.timeout"));
    expect(flow.store.get(errorsAtom).map((e) => e.key)).toEqual(["gen.invalidvoucher"]);
  });
});
