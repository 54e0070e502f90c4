import { Agent, request } from "node:http";

export interface Answer {
  status: number;
  body: string;
  // the gw_browser cookie the answer set, as a Cookie header's pair
  cookie?: string;
  ms: number;
}

export interface BenchRequest {
  // the client's address, as the TLS proxy in front forwards it (TRUST_PROXY)
  client: string;
  method: "GET" | "POST";
  path: string;
  zone?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

/**
 * Requests to a bench server on loopback over keep-alive connections, as the TLS proxy in front
 * keeps them; each from the client address it names (X-Forwarded-For).
 */
export function benchClient(base: string, maxSockets = 64) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const { port } = new URL(base);
  const send = (r: BenchRequest): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = r.body === undefined ? undefined : JSON.stringify(r.body);
      const t0 = performance.now();
      const req = request(
        {
          ...{ host: "127.0.0.1", port, method: r.method, path: r.path, agent },
          headers: {
            "x-forwarded-for": r.client,
            "x-forwarded-proto": "https",
            ...(r.zone ? { "x-zone-public-id": r.zone } : {}),
            ...(payload ? { "content-type": "application/json" } : {}),
            ...(r.cookie ? { cookie: r.cookie } : {}),
            ...r.headers,
          },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => {
            const line = (res.headers["set-cookie"] ?? []).find((c) => c.startsWith("gw_browser="));
            resolve({
              status: res.statusCode ?? 0,
              body: text,
              cookie: line?.split(";")[0],
              ms: performance.now() - t0,
            });
          });
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

// what a phone's browser sends for a page: it comes compressed, as on the ship
export const BROWSER_HEADERS = { "accept-encoding": "br, gzip", "accept-language": "en-GB,en;q=0.9" };

// the value at the p-th percentile, to a tenth of a millisecond
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  const at = sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
  return Math.round(at * 10) / 10;
}

// runs `due(elapsedMs)` every few milliseconds until it says it is done: a paced load generator
export async function paced(due: (elapsedMs: number) => boolean): Promise<void> {
  const start = performance.now();
  while (!due(performance.now() - start)) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * A flood's loop (floodAttacks.ts, floodPages.ts): `total` requests at `perSecond`, request n made
 * by `send(n)`; resolves with how many of each status came back once every answer has.
 */
export async function flood(
  total: number,
  perSecond: number,
  send: (n: number) => Promise<Answer>,
): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  const count = (key: string) => {
    answers[key] = (answers[key] ?? 0) + 1;
  };
  const inFlight: Promise<unknown>[] = [];
  let sent = 0;
  await paced((elapsed) => {
    const due = Math.min(total, Math.floor((elapsed / 1000) * perSecond));
    for (; sent < due; sent++)
      inFlight.push(
        send(sent).then(
          (r) => count(String(r.status)),
          () => count("error"),
        ),
      );
    return sent >= total;
  });
  await Promise.all(inFlight);
  return answers;
}
