import { rmSync } from "node:fs";
import { resolve } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { vi } from "vitest";
import { PassengerSeam } from "../../../server/seam/PassengerSeam.ts";
import { portalWithEntry } from "./portalWithEntry.ts";
import { mergeSections, startApp, type TestApp, type TestAppOptions } from "./testApp.ts";

const FORM_HEADERS = { "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" };

/** What a form post left the browser with: where it was sent (303), or the page drawn again. */
export interface Drawn {
  status: number;
  redirect: string | undefined;
  /** the drawn page's boot data: the step the form reached, and the banners' catalogue ids */
  form: unknown;
  errors: string[];
  body: string;
}

/** The seam's actions whose outcomes the test reads, by the PassengerSeam method's name. */
export type SeamAction =
  | "voucher"
  | "open"
  | "logout"
  | "reset"
  | "handOff"
  | "cruiseLogin"
  | "cruiseCharge"
  | "checkout";

/**
 * One app, and the two faces of its passenger actions as one browser (one cookie jar) uses them:
 * the JSON API and the pages' forms posted without a script. `outcomes` says which outcome kinds
 * the seam answered since the last look, so that a row shows the outcome it names was the one met.
 */
export interface TwoFaces {
  t: TestApp;
  api(method: "GET" | "POST", url: string, body: unknown, zone: string): Promise<LightMyRequestResponse>;
  form(path: string, mac: string, fields: Record<string, string>, zone: string): Promise<Drawn>;
  outcomes(action: SeamAction): Promise<{ kind: string }[]>;
  close(): Promise<void>;
}

function drawnOf(res: LightMyRequestResponse): Drawn {
  const boot = /<script type="application\/json" id="gw-boot">(.*?)<\/script>/s.exec(res.body)?.[1];
  const data = JSON.parse(boot ?? "{}");
  const location = res.headers.location;
  return {
    status: res.statusCode,
    redirect: typeof location === "string" ? location : undefined,
    form: data.form ?? null,
    errors: data.errors ?? [],
    body: res.body,
  };
}

export async function startTwoFaces(options: TestAppOptions = {}): Promise<TwoFaces> {
  const portal = portalWithEntry();
  const t = await startApp(mergeSections({ portal: { staticDir: portal }, testMode: { on: true } }, options));
  const spies = new Map<SeamAction, ReturnType<typeof vi.spyOn>>();
  const seen = new Map<SeamAction, number>();
  for (const action of [
    "voucher",
    "open",
    "logout",
    "reset",
    "handOff",
    "cruiseLogin",
    "cruiseCharge",
    "checkout",
  ] as const)
    spies.set(action, vi.spyOn(PassengerSeam.prototype, action));
  return {
    t,
    api: (method, url, body, zone) => t.api(method, url, body, zone),
    async form(path, mac, fields, zone) {
      const res = await t.app.inject({
        method: "POST",
        url: `${path}?mac=${encodeURIComponent(mac)}&zoneId=${zone}`,
        headers: { ...FORM_HEADERS, ...(t.cookie ? { cookie: t.cookie } : {}) },
        payload: new URLSearchParams(fields).toString(),
      });
      t.keep(res.headers["set-cookie"]);
      return drawnOf(res);
    },
    async outcomes(action) {
      const results = spies.get(action)?.mock.results ?? [];
      const from = seen.get(action) ?? 0;
      seen.set(action, results.length);
      const outcomes: { kind: string }[] = [];
      for (const r of results.slice(from)) outcomes.push((await r.value) as { kind: string });
      return outcomes;
    },
    async close() {
      for (const spy of spies.values()) spy.mockRestore();
      await t.close();
      rmSync(resolve(portal, ".."), { recursive: true, force: true });
    },
  };
}

let macs = 0;
/** A device of its own for every face of every row. */
export const freshMac = () => {
  macs += 1;
  return `02:5e:00:00:${(macs >> 8).toString(16).padStart(2, "0")}:${(macs & 255).toString(16).padStart(2, "0")}`;
};

/** A fresh voucher of `zone` (test mode's), `maxDevices` devices. */
export async function freshVoucher(t: TestApp, zone: string, maxDevices = 1): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/test/voucher",
    payload: { zoneId: zone, maxDevices },
  });
  return res.json().code;
}

/** What an answer means to the passenger: the banner shown, and where the passenger is next. */
export interface Meaning {
  banner?: string;
  /** a step of the page's form ("terms", "conflict", …), "idle" (the page drawn again at its start), or "→/auth" (sent on) */
  next: string;
  flagged?: true;
}

// the English words of each banner, as the drawn page shows them (locales/en)
export const BANNER_WORDS: Record<string, string> = {
  "gen.invalidvoucher": "Invalid voucher code",
  "gen.timeout": "Something went wrong, please try again",
  "gen.auth-conflict": "This voucher is either activated on another device or has expired.",
  "gen.service-unavailable": "Sorry, the service is currently unavailable",
  "cruise.error.unknown": "Unknown error. Please try again.",
  "store.error.emptycart": "Your cart is empty",
};

/** Where a form's answer left the passenger: sent on (the path it was sent to), or the page drawn. */
export function drawnMeaning(d: Drawn): Meaning {
  if (d.status === 303 && d.redirect) return { next: `→${new URL(d.redirect, "http://portal").pathname}` };
  const form = d.form as { step?: string; flagged?: true } | null;
  return {
    next: form?.step ?? "idle",
    ...(d.errors[0] ? { banner: d.errors[0] } : {}),
    ...(form?.flagged ? { flagged: true } : {}),
  };
}

/** A step machine's turn as a meaning (the browser's side: it walks the machine on the API's status). */
export function turnMeaning(
  turn: { banner?: string; flagTerms?: true; controller?: { path: string } },
  step: string,
): Meaning {
  if (turn.controller) return { next: `→${turn.controller.path}` };
  return {
    next: step,
    ...(turn.banner ? { banner: turn.banner } : {}),
    ...(turn.flagTerms ? { flagged: true } : {}),
  };
}
