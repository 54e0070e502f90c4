import type { FastifyRequest } from "fastify";
import { httpError } from "./problem.ts";

export const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

// "example.org:8080" -> "example.org", "[::1]:8080" -> "[::1]"
export function hostnameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const name = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.split(":")[0];
  return name?.toLowerCase();
}

// answers 421 to a Host it does not serve, so a rebound DNS name cannot reach the API
export function hostCheck(extraHosts: string[] = []) {
  const allowed = new Set([...LOOPBACK_HOSTS, ...extraHosts.map((h) => h.toLowerCase())]);
  return async (request: FastifyRequest): Promise<void> => {
    const name = hostnameOf(request.headers.host);
    if (!name || !allowed.has(name))
      throw httpError(421, "unknown host: add it to ALLOWED_HOSTS to serve it");
  };
}
