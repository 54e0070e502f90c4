// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setApiZone } from "../../../engine/api/apiClient.ts";
import {
  CONNECTING_LIMIT_MS,
  CONNECTING_REFRESH_MS,
  useConnecting,
} from "../../../engine/flows/useConnecting.ts";
import { useControllerRedirect } from "../../../engine/flows/useControllerRedirect.ts";
import { useLogout } from "../../../engine/flows/useLogout.ts";
import { useVoucher } from "../../../engine/flows/useVoucher.ts";
import { navigateAway, postAway } from "../../../engine/redirect/navigateAway.ts";
import { connectingAtom } from "../../../engine/state/connectingAtom.ts";
import { errorsAtom } from "../../../engine/state/errorsAtom.ts";
import { sessionAtom } from "../../../engine/state/sessionAtom.ts";
import { zoneAtom } from "../../../engine/state/zoneAtom.ts";
import { answerApi, passTime } from "../answerApi.ts";
import { QUERY, renderFlow } from "../renderFlow.tsx";
import { session } from "./sessions.ts";
import { scaled } from "../../timeoutFactor.ts";

vi.mock("../../../engine/redirect/navigateAway.ts", () => ({ navigateAway: vi.fn(), postAway: vi.fn() }));

// Issue 32: a zone behind a vendor's gateway (network.gateway): the app follows the step the
// server answers a grant with, asks for a fresh one where it has none, and knows none of the
// spec's other controller paths there
const mac = encodeURIComponent(QUERY.mac);
const LOGON = "http://10.1.0.1:3990/logon?username=gw-0123456789abcdef01234567&password=00ff";
const behind = (gateway: string) => (store: ReturnType<typeof renderFlow>["store"]) =>
  act(() => store.set(zoneAtom, { network: { gateway, controllerHosts: ["10.1.0.1"] } } as never));

beforeEach(() => setApiZone(QUERY.zoneId));
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe("a vendor's gateway", () => {
  it("a voucher's answer holds the gateway's login step: the browser goes there, not to /auth", async () => {
    answerApi({
      "POST /api/v1/voucher/auth": { status: 200, body: { handoff: { method: "GET", url: LOGON } } },
    });
    const flow = renderFlow(() => useVoucher(true));
    behind("coovachilli")(flow.store);
    act(() => flow.result.current.setCode("DEMO1234"));
    act(() => flow.result.current.submit());
    act(() => flow.result.current.setTermsAccepted(true));
    await act(async () => flow.result.current.accept());
    await vi.waitFor(() => expect(navigateAway).toHaveBeenCalledWith(LOGON), { timeout: scaled(5_000) });
  });

  it("a hotspot's POST login (MikroTik's) is posted by the app itself, its fields as answered", async () => {
    const login = {
      method: "POST",
      url: "http://10.1.0.1/login",
      fields: { username: "gw-0", password: "9a", dst: "/s" },
    };
    answerApi({ "POST /api/v1/voucher/auth": { status: 200, body: { handoff: login } } });
    const flow = renderFlow(() => useVoucher(true));
    behind("mikrotik")(flow.store);
    act(() => flow.result.current.setCode("DEMO1234"));
    act(() => flow.result.current.submit());
    act(() => flow.result.current.setTermsAccepted(true));
    await act(async () => flow.result.current.accept());
    await vi.waitFor(() => expect(postAway).toHaveBeenCalledWith(login.url, login.fields), {
      timeout: scaled(5_000),
    });
    expect(navigateAway).not.toHaveBeenCalled();
  });

  it("Connect (no step at hand) asks for a fresh credential; none to be had says so and stays", async () => {
    const api = answerApi({
      [`POST /api/v1/session/handoff/${mac}`]: {
        status: 200,
        body: { handoff: { method: "GET", url: LOGON } },
      },
    });
    const flow = renderFlow(() => useControllerRedirect(), { path: "/status" });
    behind("mikrotik")(flow.store);
    await act(async () => flow.result.current("/auth", 3, 0));
    expect(api.calls).toEqual([`POST /api/v1/session/handoff/${mac}`]);
    expect(navigateAway).toHaveBeenCalledWith(LOGON);
    vi.mocked(navigateAway).mockClear();
    answerApi({ [`POST /api/v1/session/handoff/${mac}`]: { status: 409, body: { message: "no grant" } } });
    vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => flow.result.current("/auth", 3, 0));
    expect(navigateAway).not.toHaveBeenCalled();
    expect(flow.store.get(errorsAtom).map((e) => e.key)).toEqual(["gen.timeout"]);
  });

  it("the spec's other steps are the portal's own pages; logout follows the gateway's logout", async () => {
    const flow = renderFlow(() => useControllerRedirect(), { path: "/store" });
    behind("coovachilli")(flow.store);
    const device = `mac=${mac}&zoneId=${QUERY.zoneId}`;
    await act(async () => flow.result.current("/tempbypass", 7, 1));
    expect(navigateAway).toHaveBeenLastCalledWith(`/store?checkout=1&${device}`);
    await act(async () => flow.result.current("/triggerrelay", 9, 0, { relayId: "r1" }));
    expect(navigateAway).toHaveBeenLastCalledWith(`/store?${device}`);
    await act(async () => flow.result.current("/cnabypass", 1, 0));
    expect(navigateAway).toHaveBeenLastCalledWith(`/cna?${device}`);
    answerApi({
      [`POST /api/v1/session/logout/${mac}`]: {
        status: 200,
        body: { handoff: { method: "GET", url: "http://10.1.0.1:3990/logoff" } },
      },
    });
    const logout = renderFlow(() => useLogout(), { path: "/status" });
    behind("coovachilli")(logout.store);
    await act(async () => logout.result.current());
    await vi.waitFor(() => expect(navigateAway).toHaveBeenLastCalledWith("http://10.1.0.1:3990/logoff"), {
      timeout: scaled(5_000),
    });
  });

  it("Connecting…: the session every 1.5 s until Start; past 20 s another try, past three the message", async () => {
    vi.useFakeTimers();
    let asked = 0;
    answerApi({
      [`GET /api/v1/session/${mac}`]: () => {
        asked++;
        return { status: 200, body: session({ isAccessControllerAuthed: false }) };
      },
      [`POST /api/v1/session/handoff/${mac}`]: {
        status: 200,
        body: { handoff: { method: "GET", url: LOGON } },
      },
    });
    const flow = renderFlow(() => useConnecting(true), { path: "/status" });
    behind("coovachilli")(flow.store);
    act(() => flow.store.set(connectingAtom, 1));
    await passTime(3 * CONNECTING_REFRESH_MS + 50);
    expect(asked).toBeGreaterThanOrEqual(3);
    expect(navigateAway).not.toHaveBeenCalled();
    await passTime(CONNECTING_LIMIT_MS, () => vi.mocked(navigateAway).mock.calls.length > 0);
    expect(navigateAway).toHaveBeenCalledWith(LOGON);
    expect(flow.store.get(connectingAtom)).toBeNull();
    // the third try's Start never came either: the spec's failed-return message
    act(() => flow.store.set(connectingAtom, 3));
    await passTime(CONNECTING_LIMIT_MS + 100, () => flow.store.get(errorsAtom).length > 0);
    expect(flow.store.get(errorsAtom).map((e) => e.key)).toEqual(["gen.timeout"]);
    // never called connected on the way (a refresh the fake clock timed out may have cleared it)
    expect(flow.store.get(sessionAtom)?.isAccessControllerAuthed).not.toBe(true);
  });
});
