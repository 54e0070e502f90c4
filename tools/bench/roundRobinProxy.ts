import { type IncomingMessage, request as httpRequest, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobinProxy {
  base: string;
  // upstreams the health check currently sends traffic to
  healthy(): string[];
  close(): Promise<void>;
}

const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A load balancer in miniature, as a cluster's would behave: round robin over the upstreams that
 * pass GET /healthz (checked every `checkMs`), an upstream that failed a request out until its next
 * good check, a refused connection tried on the next upstream (the request never arrived), a GET
 * whose upstream died mid-answer tried again elsewhere, and a POST that may have arrived answered
 * 502 for the client to retry (as nginx does by default).
 */
export async function startRoundRobinProxy(upstreams: string[], checkMs = 200): Promise<RoundRobinProxy> {
  const up = new Set(upstreams);
  let next = 0;
  const pick = (skip: Set<string>) => {
    const candidates = upstreams.filter((u) => up.has(u) && !skip.has(u));
    if (candidates.length === 0) return undefined;
    next = (next + 1) % candidates.length;
    return candidates[next];
  };
  // as balancers do: out after two failed checks in a row (one slow answer on a busy machine is not
  // a dead server), back after one good one; a refused connection takes it out at once (below)
  const failures = new Map<string, number>();
  const mark = (u: string, ok: boolean) => {
    failures.set(u, ok ? 0 : (failures.get(u) ?? 0) + 1);
    if (ok) up.add(u);
    else if ((failures.get(u) ?? 0) >= 2) up.delete(u);
  };
  const check = () =>
    Promise.all(
      upstreams.map((u) =>
        fetch(`${u}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
          (r) => mark(u, r.status === 200),
          () => mark(u, false),
        ),
      ),
    );
  await check();
  const timer = setInterval(() => void check(), checkMs);

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const tried = new Set<string>();
      const failed = (target: string, err: NodeJS.ErrnoException) => {
        if (res.headersSent) return;
        // out at once on any error, as nginx's passive check does (max_fails 1), until the next good
        // health check: a killed server's kept-alive sockets reset every request sent on them, and a
        // client's retry sent there again would meet the same 502 (the cluster test saw one)
        up.delete(target);
        if (err.code === "ECONNREFUSED" || IDEMPOTENT.has(req.method ?? "")) return attempt();
        res.writeHead(502, { "content-type": "application/json" }).end('{"message":"upstream failed"}');
      };
      const attempt = (): void => {
        const target = pick(tried);
        if (!target) {
          res.writeHead(503, { "content-type": "application/json" }).end('{"message":"no healthy server"}');
          return;
        }
        tried.add(target);
        const headers = { ...req.headers, "x-forwarded-for": req.socket.remoteAddress ?? "" };
        const upstream = httpRequest(`${target}${req.url}`, { method: req.method, headers });
        // the answer is buffered whole (the portal's are small): one cut off mid-way counts as failed
        upstream.on("response", (answer: IncomingMessage) => {
          const parts: Buffer[] = [];
          answer.on("data", (c: Buffer) => parts.push(c));
          answer.on("error", () => failed(target, new Error("aborted")));
          answer.on("end", () => {
            if (!answer.complete) return failed(target, new Error("aborted"));
            res.writeHead(answer.statusCode ?? 502, answer.headers).end(Buffer.concat(parts));
          });
        });
        upstream.on("error", (err: NodeJS.ErrnoException) => failed(target, err));
        upstream.end(body);
      };
      attempt();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    healthy: () => upstreams.filter((u) => up.has(u)),
    close: async () => {
      clearInterval(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
