import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { httpError } from "./problem.ts";

export const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

// a Host is a name or an address and an optional port, nothing else: "127.0.0.1:1@evil.com",
// a path or spaces are refused before anything reads the name from it
const HOST = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?)(?::(\d{1,5}))?$/;

// "example.org:8080" -> "example.org", "[::1]:8080" -> "[::1]"; undefined for anything malformed,
// a port outside 1–65535 included (it would be echoed into RFC 8908's user-portal-url)
export function hostnameOf(host: string | undefined): string | undefined {
  const m = host === undefined ? null : HOST.exec(host);
  const port = m?.[2] === undefined ? undefined : Number(m[2]);
  if (port !== undefined && (port < 1 || port > 65535)) return undefined;
  return m?.[1]?.toLowerCase();
}

function hostHeaders(request: FastifyRequest): number {
  let n = 0;
  const raw = request.raw.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === "host") n++;
  return n;
}

// answers 421 to a Host it does not serve, so a rebound DNS name cannot reach the API; with a
// trusted proxy the forwarded host (request.host) is checked as well. Two Host headers are a 400:
// a proxy and this server could each read a different one
export function hostCheck(extraHosts: string[] = []) {
  const allowed = new Set([...LOOPBACK_HOSTS, ...extraHosts.map((h) => h.toLowerCase())]);
  // a callback hook: no promise on every request
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (hostHeaders(request) > 1) throw httpError(400, "more than one Host header");
    for (const host of new Set([request.headers.host, request.host])) {
      const name = hostnameOf(host);
      if (!name || !allowed.has(name))
        throw httpError(421, "unknown host: add it to ALLOWED_HOSTS to serve it");
    }
    done();
  };
}
