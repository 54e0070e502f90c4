import type { OpenZone, Session, Settings } from "../../engine/api/types.ts";
import type { Answer, Routes } from "./apiRoutes.ts";

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

// every error answer (and the 300) has Fastify's error shape: schemas/api/error.schema.json
const problem = (statusCode: number, error: string, message: string): Answer => ({
  status: statusCode,
  body: { statusCode, error, message },
});

const VOUCHER: Record<VoucherAnswer, Answer> = {
  accepted: { status: 200 },
  invalid: problem(404, "Not Found", "unknown voucher code"),
  expired: problem(409, "Conflict", "voucher has expired"),
  deviceLimit: problem(300, "Multiple Choices", "voucher is in use on its maximum of 3 device(s)"),
};

/** The canned server as routes of the API (any other API path is a 404). */
export function cannedApi(api: CannedApi): Routes {
  return {
    "PUT /api/v1/__analytics/v1/analytics/onboard": async (request) => {
      api.events?.push(((await request.json()) as { event: string }).event);
      return { status: 204, body: null };
    },
    "GET /api/v1/__internet": { status: 204, body: null },
    "GET /api/v1/settings": { status: 200, body: api.settings },
    "GET /api/v1/session/:mac": () =>
      api.session === "none"
        ? problem(404, "Not Found", "no session")
        : { status: 200, body: cannedSession(api.session) },
    "GET /api/v1/opens/zone": { status: 200, body: OPEN_ZONES },
    "GET /api/v1/open/:id/available/:mac": { status: 200, body: api.trialAvailable },
    "POST /api/v1/voucher/auth": VOUCHER[api.voucher],
  };
}
