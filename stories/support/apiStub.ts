import type { OpenZone, Session, Settings } from "../../engine/api/types.ts";

export type SessionState = "none" | "connected" | "usedUp";
export type VoucherAnswer = "accepted" | "invalid" | "deviceLimit" | "expired";

/** What the canned server answers; each field is one control of the zone gallery. */
export interface CannedApi {
  settings: Settings;
  session: SessionState;
  voucher: VoucherAnswer;
  trialAvailable: boolean;
  /** analytics events received, in order, so stories can check what the engine reported */
  events?: string[];
}

// same-origin homes for the two URLs settings point at, so the stub answers them too
export const ANALYTICS_HOST = "/api/v1/__analytics";
export const INTERNET_CHECK_URL = "/api/v1/__internet";

const HOUR = 3_600_000;

// shapes as in schemas/api/session.schema.json; the engine's validators check them on arrival
export function cannedSession(state: Exclude<SessionState, "none">, now = Date.now()): Session {
  const base: Session = {
    isBackendAuthed: true,
    isAccessControllerAuthed: true,
    isAuthOpen: false,
    authOpenKeyword: null,
    authVoucherCode: "ABC123",
    isSessionResetAvailable: false,
    resetMethod: null,
    nextReset: null,
    isSessionUsedUp: false,
    endTime: new Date(now + 2 * HOUR).toISOString(),
    endTimePermanent: null,
    bytesUsed: 734_000_000,
    byteLimit: 2_000_000_000,
    rxMaxBytesPerSecond: 2_500_000,
    txMaxBytesPerSecond: 625_000,
    connectedClients: 1,
    maxSimultaneousClients: 3,
    logoutMethod: "ACCESS_CONTROLLER",
  };
  if (state === "connected") return base;
  return {
    ...base,
    isAccessControllerAuthed: false,
    isSessionUsedUp: true,
    endTime: new Date(now - HOUR).toISOString(),
    bytesUsed: 2_000_000_000,
  };
}

const OPEN_ZONES: OpenZone[] = [
  { id: 1, keyword: "trial" },
  { id: 2, keyword: "trial-premium" },
  { id: 3, keyword: "free" },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
// every error answer (and the 300) has Fastify's error shape: schemas/api/error.schema.json
const problem = (statusCode: number, error: string, message: string) =>
  json(statusCode, { statusCode, error, message });

const VOUCHER: Record<VoucherAnswer, () => Response> = {
  accepted: () => json(200, {}),
  invalid: () => problem(404, "Not Found", "unknown voucher code"),
  expired: () => problem(409, "Conflict", "voucher has expired"),
  deviceLimit: () => problem(300, "Multiple Choices", "voucher is in use on its maximum of 3 device(s)"),
};

/** Answers /api/v1/* from the canned state; any other API path is a 404. */
export async function answer(api: CannedApi, request: Request, path: string): Promise<Response> {
  const method = request.method;
  if (method === "PUT" && path === "/__analytics/v1/analytics/onboard") {
    api.events?.push(((await request.json()) as { event: string }).event);
    return new Response(null, { status: 204 });
  }
  if (method === "GET" && path === "/__internet") return new Response(null, { status: 204 });
  if (method === "GET" && path === "/settings") return json(200, api.settings);
  if (method === "GET" && /^\/session\/[^/]+$/.test(path)) {
    return api.session === "none"
      ? problem(404, "Not Found", "no session")
      : json(200, cannedSession(api.session));
  }
  if (method === "GET" && path === "/opens/zone") return json(200, OPEN_ZONES);
  if (method === "GET" && /^\/open\/\d+\/available\/[^/]+$/.test(path)) return json(200, api.trialAvailable);
  if (method === "POST" && path === "/voucher/auth") return VOUCHER[api.voucher]();
  return problem(404, "Not Found", `no canned answer for ${method} ${path}`);
}

/** Puts the canned API in front of fetch (the engine's ofetch looks fetch up on each call); returns the undo. */
export function installApiStub(api: CannedApi): () => void {
  const real = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url, window.location.href);
    if (url.origin !== window.location.origin || !url.pathname.startsWith("/api/v1/"))
      return real(input, init);
    return answer(api, request, url.pathname.slice("/api/v1".length));
  };
  return () => {
    globalThis.fetch = real;
  };
}
