import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isAccessControllerPath } from "../accessController/paths.ts";
import type { AppContext } from "./AppContext.ts";
import { bootPayload } from "./bootPayload.ts";
import { portalEntry } from "../security/portalEntry.ts";
import { compressText } from "./compressText.ts";
import { type ChunkMap, portalHtml } from "./portalHtml.ts";
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

function readChunkMap(root: string): ChunkMap | null {
  try {
    return JSON.parse(readFileSync(join(root, "gangway-chunks.json"), "utf8")) as ChunkMap;
  } catch {
    return null;
  }
}

// serves the built portal from staticDir; every client route gets index.html with its boot data
export function registerPortal(app: FastifyInstance, staticDir: string | undefined, ctx: AppContext): void {
  const root = staticDir ? resolve(staticDir) : undefined;
  const built = root !== undefined && existsSync(join(root, "index.html"));
  if (root && !built)
    app.log.warn({ staticDir: root }, "no index.html in the static dir: run `npm run build`");
  // index: false, so "/" reaches the handler below and gets its boot data too
  // preCompressed: the build writes .br and .gz beside each asset (tools/build/precompressPlugin.ts)
  if (built)
    app.register(fastifyStatic, {
      root,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  const template = built ? readFileSync(join(root, "index.html"), "utf8") : "";
  const chunks = built ? readChunkMap(root) : null;

  const sendPortal = async (request: FastifyRequest, reply: FastifyReply) => {
    // the gateway's signed entry binds the browser; the boot data is only what this browser may see
    const payload = await portalEntry(
      ctx,
      request,
      reply,
      await bootPayload(ctx, request.query as Record<string, unknown>),
    );
    const html = portalHtml(
      template,
      payload,
      chunks,
      request.headers["accept-language"],
      request.url.split("?")[0],
    );
    const { body, encoding } = compressText(html, request.headers["accept-encoding"]);
    if (encoding) reply.header("content-encoding", encoding);
    return reply
      .header("cache-control", "no-store")
      .header("vary", "accept-encoding")
      .type("text/html; charset=utf-8")
      .send(body);
  };
  // the static plugin would refuse the bare directory, so the entry gets its own route
  if (built) app.get("/", sendPortal);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (built && isPortalRoute(request.method, path)) return sendPortal(request, reply);
    return reply.code(404).send(problem(404, `Route ${request.method}:${path} not found`));
  });
}
