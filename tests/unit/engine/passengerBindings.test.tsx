// @vitest-environment jsdom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { setApiZone } from "../../../engine/api/apiClient.ts";
import { activateLocale } from "../../../engine/i18n/activateLocale.ts";
import { AgreeButtonBinding } from "../../../engine/render/bindings/AgreeButtonBinding.tsx";
import { SimpleTrialBinding } from "../../../engine/render/bindings/SimpleTrialBinding.tsx";
import { localeAtom } from "../../../engine/state/localeAtom.ts";
import { queryAtom } from "../../../engine/state/queryAtom.ts";
import { sessionAtom } from "../../../engine/state/sessionAtom.ts";
import { messages } from "../../../locales/en/messages.po";
import { answerApi } from "../answerApi.ts";
import { session } from "../flows/sessions.ts";
import { QUERY } from "../renderFlow.tsx";
import { scaled } from "../../timeoutFactor.ts";

vi.mock("../../../engine/redirect/navigateAway.ts", () => ({ navigateAway: vi.fn() }));

const mac = encodeURIComponent(QUERY.mac);
// the page's one instance, as main.tsx makes it
const i18n = setupI18n();
function mount(children: ReactNode, store = createStore()) {
  store.set(queryAtom, QUERY);
  store.set(localeAtom, "en");
  const location = memoryLocation({ path: "/start" });
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <Router hook={location.hook}>{children}</Router>
      </I18nProvider>
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: "en", messages });
  setApiZone(QUERY.zoneId);
});
afterEach(() => {
  cleanup();
});

describe("simple trial start", () => {
  it("auto-focuses the checkbox, and a form that was removed comes back unchecked", async () => {
    let available = true;
    answerApi({
      "GET /api/v1/opens/zone": { status: 200, body: [{ id: 1, keyword: "trial" }] },
      [`GET /api/v1/open/1/available/${mac}`]: () => ({ status: 200, body: available }),
    });
    const store = mount(<SimpleTrialBinding node={{ type: "SimpleTrial" }} />);
    const box = await screen.findByRole("checkbox");
    expect(document.activeElement).toBe(box);
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    // the session changes and the trial is gone: the form leaves
    available = false;
    act(() => store.set(sessionAtom, session({ isAuthOpen: true, authOpenKeyword: "trial" })));
    await screen.findByText("Activated");
    expect(screen.queryByRole("checkbox")).toBeNull();
    // and comes back, unticked
    available = true;
    act(() => store.set(sessionAtom, null));
    expect(((await screen.findByRole("checkbox")) as HTMLInputElement).checked).toBe(false);
  });

  it("Connect without the box flags it as required and activates nothing", async () => {
    const api = answerApi({
      "GET /api/v1/opens/zone": { status: 200, body: [{ id: 1, keyword: "trial" }] },
      [`GET /api/v1/open/1/available/${mac}`]: { status: 200, body: true },
    });
    mount(<SimpleTrialBinding node={{ type: "SimpleTrial" }} />);
    fireEvent.click(await screen.findByRole("button", { name: "Connect" }));
    expect(await screen.findByText("Please accept the terms to continue")).toBeTruthy();
    expect(screen.getByRole("checkbox").getAttribute("aria-invalid")).toBe("true");
    expect(api.calls.filter((c) => c.startsWith("POST"))).toEqual([]);
  });
});

describe("terms-only page", () => {
  it("the button is busy until the open zone is known, then a press activates it", async () => {
    let answer: (available: boolean) => void = () => {};
    const api = answerApi({
      "GET /api/v1/opens/zone": { status: 200, body: [{ id: 4, keyword: "free" }] },
      [`GET /api/v1/open/4/available/${mac}`]: () =>
        new Promise((resolve) => {
          answer = (body) => resolve({ status: 200, body });
        }),
    });
    mount(<AgreeButtonBinding node={{ type: "AgreeButton" }} />);
    const busy = screen.getByRole("button", { name: "Loading.. Please wait" });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await vi.waitFor(() => expect(api.calls).toContain(`GET /api/v1/open/4/available/${mac}`), {
      timeout: scaled(5_000),
    });
    await act(async () => answer(true));
    fireEvent.click(await screen.findByRole("button", { name: "Agree to terms" }));
    await vi.waitFor(() => expect(api.calls).toContain(`POST /api/v1/open/4/auth/${mac}`), {
      timeout: scaled(5_000),
    });
    // pressing 'Agree to terms' is the acceptance
    expect(api.sent.find((s) => s.call === `POST /api/v1/open/4/auth/${mac}`)?.body).toEqual({
      termsAccepted: true,
    });
  });

  it("where the zone has no such open zone it says the service is unavailable, with nothing to press", async () => {
    const api = answerApi({ "GET /api/v1/opens/zone": { status: 200, body: [] } });
    mount(<AgreeButtonBinding node={{ type: "AgreeButton" }} />);
    expect((await screen.findByRole("status")).textContent).toBe(
      "Sorry, the service is currently unavailable",
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(api.calls.filter((c) => c.startsWith("POST"))).toEqual([]);
  });
});

describe("zone labels", () => {
  it("a zone's rewording replaces the engine's label when its locale is activated", async () => {
    await activateLocale(i18n, "en", { "gen.acceptterms": { en: "Please accept terms to continue" } });
    expect(i18n._("gen.acceptterms")).toBe("Please accept terms to continue");
    expect(i18n._("gen.connect")).toBe("Connect");
  });

  it("a zone without labels, or without one in this locale, keeps the engine's words", async () => {
    await activateLocale(i18n, "sv", { "gen.acceptterms": { en: "Please accept terms to continue" } });
    expect(i18n._("gen.acceptterms")).toBe("Godkänn villkoren för att fortsätta");
    await activateLocale(i18n, "en");
    expect(i18n._("gen.acceptterms")).toBe("Please accept the terms to continue");
  });
});
