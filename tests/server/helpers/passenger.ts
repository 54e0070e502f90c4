import { request } from "node:http";

// a passenger's device as the cluster test drives it: the portal's calls in order, each retried
// once when the load balancer answers 502 (its server died with the request in flight) or drops it
export interface Passenger {
  base: string;
  zone: string;
  retries: { count: number };
  // the device's own address on loopback (127.0.0.2, …): behind the balancer each passenger is a
  // client of its own, as on a ship, so per-client limits count devices, not the test
  address?: string;
  // the cookies its browser was given (name → value), sent back: what it starts is bound to them
  cookies?: Map<string, string>;
}

// one request from the passenger's address (fetch cannot choose its source address)
function send(p: Passenger, method: string, path: string, body?: unknown): Promise<Response> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(`${p.base}${path}`, {
      method,
      localAddress: p.address,
      headers: {
        "x-zone-public-id": p.zone,
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
        ...(p.cookies?.size ? { cookie: [...p.cookies].map(([n, v]) => `${n}=${v}`).join("; ") } : {}),
      },
    });
    req.on("response", (res) => {
      p.cookies ??= new Map();
      for (const line of res.headers["set-cookie"] ?? []) {
        const [pair = ""] = line.split(";");
        const eq = pair.indexOf("=");
        if (eq > 0) p.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("error", reject);
      res.on("end", () => resolve(new Response(Buffer.concat(parts), { status: res.statusCode ?? 502 })));
    });
    req.on("error", reject);
    req.end(payload);
  });
}

export async function call(p: Passenger, method: string, path: string, body?: unknown): Promise<Response> {
  // a 502, or a connection the balancer itself dropped: the request may or may not have arrived
  const first = await send(p, method, path, body).catch(() => undefined);
  if (first && first.status !== 502) return first;
  p.retries.count++;
  return send(p, method, path, body);
}

function expectStatus(res: Response, wanted: number[], what: string): void {
  if (!wanted.includes(res.status)) throw new Error(`${what}: HTTP ${res.status}`);
}

// the start page's calls, then the trial, then the access controller's redirect
export async function boardWithTrial(p: Passenger, mac: string): Promise<void> {
  expectStatus(await call(p, "GET", "/api/v1/settings"), [200], "settings");
  expectStatus(await call(p, "GET", `/api/v1/session/${mac}`), [404], "session");
  expectStatus(await call(p, "GET", "/api/v1/opens/zone"), [200], "opens");
  expectStatus(await call(p, "GET", `/api/v1/open/1/available/${mac}`), [200], "available");
  const trial = await call(p, "POST", `/api/v1/open/1/auth/${mac}`, { termsAccepted: true });
  // a retried trial whose first try committed finds the trial taken: the device is online, as wanted
  if (trial.status === 409) {
    const session = await call(p, "GET", `/api/v1/session/${mac}`);
    if (session.status !== 200 || !(await session.json()).isBackendAuthed) throw new Error("trial: HTTP 409");
  } else expectStatus(trial, [200], "trial");
  const auth = await call(p, "GET", `/auth?mac=${mac}&zoneId=${p.zone}&captiveStep=3&retryCount=0`);
  expectStatus(auth, [302], "access controller");
}

export async function boardWithVoucher(p: Passenger, mac: string, code: string): Promise<void> {
  expectStatus(await call(p, "GET", "/api/v1/settings"), [200], "settings");
  expectStatus(await call(p, "GET", `/api/v1/session/${mac}`), [404], "session");
  // a retried activation whose first try committed answers "already active": 200 as well
  const voucher = await call(p, "POST", "/api/v1/voucher/auth", {
    mac,
    voucher: code,
    logoutOldest: false,
    termsAccepted: true,
  });
  expectStatus(voucher, [200], "voucher");
  expectStatus(
    await call(p, "GET", `/auth?mac=${mac}&zoneId=${p.zone}&captiveStep=3&retryCount=0`),
    [302],
    "auth",
  );
}
