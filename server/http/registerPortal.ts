import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isAccessControllerPath } from "../accessController/paths.ts";
import { problem } from "./problem.ts";

// hashed build output may be cached for good; the html must be revalidated
function cacheHeaders(reply: FastifyReply, path: string): void {
  const immutable = /[\\/]assets[\\/]/.test(path) && !path.endsWith(".html");
  reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
}

// a client route of the portal: a GET that is not the API, not the access
// controller and does not name a file (a missing /x.js must 404, not get html)
export function isPortalRoute(method: string, path: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (path.startsWith("/api/") || path === "/api" || isAccessControllerPath(path)) return false;
  return !/\.[A-Za-z0-9]+$/.test(path);
}

// serves the built portal from staticDir with an SPA fallback to index.html
export function registerPortal(app: FastifyInstance, staticDir: string | undefined): void {
  const root = staticDir ? resolve(staticDir) : undefined;
  const built = root !== undefined && existsSync(join(root, "index.html"));
  if (root && !built)
    app.log.warn({ staticDir: root }, "no index.html in the static dir: run `npm run build`");
  if (built) app.register(fastifyStatic, { root, cacheControl: false, setHeaders: cacheHeaders });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (built && isPortalRoute(request.method, path)) {
      return reply
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .sendFile("index.html");
    }
    return reply.code(404).send(problem(404, `Route ${request.method}:${path} not found`));
  });
}
