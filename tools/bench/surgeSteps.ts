// What one device of a boarding surge asks the server, in order: its first minutes on the portal
// (settings, session, open zones, availability, trial, access controller), as surge.ts's
// closed loop and boardingArrivals.ts's open arrivals both send them.

export const SURGE_ZONE = "gn-premium-demo";
const TRIAL_OPEN_ID = 1;

export const macOf = (n: number) =>
  `06:00:00:${[(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff].map((b) => b.toString(16).padStart(2, "0")).join(":")}`;

// the gw_browser cookie an answer set, as a Cookie header's pair: a device's trial is bound to
// the browser id its first answer gave, and only that browser takes it through the controller
export function browserCookie(headers: Record<string, string | string[] | undefined>): string | undefined {
  const set = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === "set-cookie")?.[1];
  const line = ([] as string[]).concat(set ?? []).find((c) => c.startsWith("gw_browser="));
  return line?.split(";")[0];
}

type Check = (
  status: number,
  body: string,
  headers: Record<string, string | string[] | undefined>,
) => boolean;

export const SURGE_STEPS: { method: string; path: (mac: string) => string; body?: string; check: Check }[] = [
  { method: "GET", path: () => "/api/v1/settings", check: (s) => s === 200 },
  { method: "GET", path: (mac) => `/api/v1/session/${mac}`, check: (s) => s === 404 },
  { method: "GET", path: () => "/api/v1/opens/zone", check: (s) => s === 200 },
  {
    method: "GET",
    path: (mac) => `/api/v1/open/${TRIAL_OPEN_ID}/available/${mac}`,
    check: (s, body) => s === 200 && body === "true",
  },
  {
    method: "POST",
    path: (mac) => `/api/v1/open/${TRIAL_OPEN_ID}/auth/${mac}`,
    // the passenger ticked the terms
    body: JSON.stringify({ termsAccepted: true }),
    check: (s) => s === 200,
  },
  {
    method: "GET",
    path: (mac) => `/auth?mac=${mac}&zoneId=${SURGE_ZONE}&captiveStep=3&retryCount=0`,
    check: (s, _b, headers) => s === 302 && String(headers.location).startsWith("/status"),
  },
];
