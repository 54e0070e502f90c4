// @vitest-environment jsdom
import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useNavigationGuard } from "../../../engine/routes/useNavigationGuard.ts";
import { zoneAtom } from "../../../engine/state/zoneAtom.ts";
import { renderFlow } from "../renderFlow.tsx";

const IN_APP = "Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 Version/4.0 Chrome/120 Mobile";
const CHROME = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile";

function guard(path: string, userAgent: string, inAppBrowserGuard: boolean) {
  const flow = renderFlow(() => useNavigationGuard(userAgent), { path });
  flow.store.set(zoneAtom, { features: { inAppBrowserGuard } } as never);
  flow.rerender();
  return flow;
}

describe("in-app browser guard", () => {
  it.each(["/start", "/store", "/status", "/login/voucher"])(
    "sends an in-app browser on %s to OpenInBrowser",
    async (path) => {
      const flow = guard(path, IN_APP, true);
      await waitFor(() => expect(flow.location.history.at(-1)).toBe("/open-in-browser"));
    },
  );

  it.each(["/open-in-browser", "/error"])("leaves %s alone", (path) => {
    const flow = guard(path, IN_APP, true);
    expect(flow.location.history).toEqual([path]);
  });

  it("leaves zones without the guard alone", () => {
    const flow = guard("/start", IN_APP, false);
    expect(flow.location.history).toEqual(["/start"]);
  });

  it("sends OpenInBrowser on a full browser to the store", async () => {
    const flow = guard("/open-in-browser", CHROME, true);
    await waitFor(() => expect(flow.location.history.at(-1)).toBe("/store"));
  });
});
