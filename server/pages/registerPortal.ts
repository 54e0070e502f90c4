import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isAccessControllerPath } from "../gateway/accessControllerPaths.ts";
import { bootPayload } from "./bootPayload.ts";
import { checkBootPayload } from "./checkBootPayload.ts";
import { portalEntry } from "./portalEntry.ts";
import { compressText } from "./compressText.ts";
import { inlineStylesheet } from "./inlineStylesheet.ts";
import { type PageRenderer, pageRenderer } from "./pageRenderer.ts";
import { keepsAnotherDevice, QUERY_COOKIE, QUERY_COOKIE_OPTIONS } from "./queryCookie.ts";
import { type ChunkMap, portalHtml } from "./portalHtml.ts";
import { problem } from "../http/problem.ts";
import { pageLimit, pageLimited, pageTurnedAway } from "./pageLimit.ts";
import { PageQueue } from "./PageQueue.ts";
import { isHttpsUrl } from "../http/isHttpsUrl.ts";
import { controllerListed } from "./controllerListed.ts";
import { unsignedController } from "./unsignedController.ts";
import { withoutController } from "./withoutController.ts";
import { afterPaintScripts } from "./afterPaintScripts.ts";
import { waitsForTap } from "./waitsForTap.ts";
import { chosenLocale } from "../http/chosenLocale.ts";
import { firstOf, readPageQuery } from "./pageQuery.ts";
import { cnaBypass } from "./cnaBypass.ts";
import { type DrawPortal, registerPortalForms } from "./forms/registerPortalForms.ts";
import { takeHandoff } from "./forms/handoffCookie.ts";
import { pageState } from "./forms/pageState.ts";
import { readGatewayEntry } from "./readGatewayEntry.ts";
import { registerGatewayLogin } from "./registerGatewayLogin.ts";
import { withFormTargets } from "../http/withFormTargets.ts";
import { inlineStarter, withScriptHash } from "./inlineStarter.ts";
import { withPaymentTarget } from "../http/withPaymentTarget.ts";
import { crossSiteEntry } from "../security/crossSiteEntry.ts";

// hashed build output may be cached for good; the html must be revalidated
function cacheHeaders(reply: FastifyReply, path: string): void {
  const immutable = /[\\/]assets[\\/]/.test(path) && !path.endsWith(".html");
  reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
}

// the operators' endpoints: a JSON 404 when they are off (no METRICS_TOKEN), never the portal's page
const OPERATIONS_PATHS = new Set(["/metrics", "/healthz"]);

// a client route of the portal: a GET that is not the API, not the access
// controller and does not name a file (a missing /x.js must 404, not get html)
export function isPortalRoute(method: string, path: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (path.startsWith("/api/") || path === "/api" || isAccessControllerPath(path)) return false;
  if (OPERATIONS_PATHS.has(path)) return false;
  return !/\.[A-Za-z0-9]+$/.test(path);
}

function readAsset(root: string, url: string): string {
  try {
    return readFileSync(join(root, url), "utf8");
  } catch {
    return "";
  }
}

function readChunkMap(root: string): ChunkMap | null {
  try {
    return JSON.parse(readFileSync(join(root, "gangway-chunks.json"), "utf8")) as ChunkMap;
  } catch {
    return null;
  }
}

// serves the built portal from staticDir; every client route gets index.html with its boot data
export function registerPortal(
  app: FastifyInstance,
  staticDir: string | undefined,
  ctx: FastifyInstance,
  renderEntry?: string,
): void {
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
  const page = built
    ? inlineStylesheet(readFileSync(join(root, "index.html"), "utf8"), root)
    : { template: "", css: "" };
  const chunks = built ? readChunkMap(root) : null;
  // the module scripts come out of the template: the page's starter fetches them after its first paint
  const { template, scripts } = afterPaintScripts(page.template, chunks?.afterPaint);
  // the other pages' stylesheet, inlined on a deep link as the start page's is: a <link> to it
  // would hold the first paint of /status, /store… for a second round trip
  const laterCss = built && chunks?.laterCss ? readAsset(root, chunks.laterCss) : "";
  // the starter inline in the pages the server draws, allowed by its hash
  const starter = built && chunks?.afterPaint ? inlineStarter(readAsset(root, chunks.afterPaint)) : undefined;
  // the engine's server-render entry, built beside the portal (npm run build)
  const entry = renderEntry ?? (root ? join(root, "..", "dist-ssr", "renderPage.js") : undefined);
  let renderer: Promise<PageRenderer | null> | undefined;

  // Secure behind an https PUBLIC_URL even when the TLS proxy is not named in TRUST_PROXY
  const queryCookieOptions = {
    ...QUERY_COOKIE_OPTIONS,
    secure: isHttpsUrl(ctx.publicUrl) ? true : ("auto" as const),
  };
  const loadRenderer = () => {
    renderer ??= built && entry ? pageRenderer(entry, app.log) : Promise.resolve(null);
    return renderer;
  };
  // before a page is drawn (or a form answered): over the limit → 429, which costs nothing to answer
  const weights = new WeakMap<FastifyRequest, number>();
  const limitPages = async (request: FastifyRequest, reply: FastifyReply) => {
    const allowance = await pageLimit(ctx, request);
    weights.set(request, allowance.recent);
    const wait = allowance.retryAfterSeconds;
    if (wait === undefined) return;
    reply.header("retry-after", String(wait));
    throw pageLimited(wait);
  };
  // pages are drawn a few at a time, the lightest client's first (PageQueue.ts)
  const queue = new PageQueue();

  // the page at the request's address; `answered`: where a form posted to it left the passenger
  // (the form was counted against the page limit already)
  const sendPortal = async (
    request: FastifyRequest,
    reply: FastifyReply,
    answered?: Parameters<DrawPortal>[2],
  ) => {
    if (!answered) await limitPages(request, reply);
    if (!(await queue.turn(weights.get(request) ?? 0))) {
      reply.header("retry-after", "1");
      throw pageTurnedAway();
    }
    try {
      return await drawPortal(request, reply, answered);
    } finally {
      queue.done();
    }
  };
  const drawPortal = async (
    request: FastifyRequest,
    reply: FastifyReply,
    answered?: Parameters<DrawPortal>[2],
  ) => {
    // the browser gets its id with its first page, so that what it starts is bound to it
    ctx.devices.browsers.ensure(request, reply);
    // the address read once: its path, its query as Fastify parsed it, and the device's query (the
    // URL's, else the one its first page kept: a link followed without script)
    const [path = "/", search = ""] = request.url.split("?", 2);
    const address = readPageQuery(request);
    const fullQuery = address.device;
    // a gateway's redirect in its own dialect (CoovaChilli's, MikroTik's): where the device logs
    // on is kept when the gateway vouched for it; its answer to a login goes on to the page it means
    const gatewayEntry =
      address.names && !answered
        ? await readGatewayEntry(ctx, request, reply, fullQuery)
        : ({ kind: "none" } as const);
    if (gatewayEntry.kind === "redirect") return reply.redirect(gatewayEntry.to, 302);
    // of a vendor's redirect the portal keeps the device and the zone (the rest is kept signed)
    const queryRecord =
      gatewayEntry.kind === "entry"
        ? { mac: fullQuery.mac ?? "", zoneId: fullQuery.zoneId ?? "" }
        : fullQuery;
    // a keyed zone's entry names only the controller its gateway signed: the page again without it
    if (address.names && unsignedController(ctx, queryRecord))
      return reply.redirect(`${path}?${withoutController(queryRecord)}`, 302);
    // the gateway's signed entry binds the browser; the boot data is only what this browser may see
    const vouched = gatewayEntry.kind === "entry" && gatewayEntry.vouched;
    const asker = (zoneId: string) => ctx.devices.openAsker(request, zoneId);
    const entered = await portalEntry(
      ctx,
      request,
      reply,
      await bootPayload(ctx, queryRecord, asker),
      vouched,
    );
    // a form's answer, and what a form answered on the way to the controller left for this page
    // (a form answered on the cruise package and purchase-complete pages draws them with the booking's packages again)
    const takes = !answered || path === "/store" || path === "/purchase-complete";
    const handoff = entered.payload && takes ? takeHandoff(request, reply, entered.payload) : undefined;
    // what the page needs to draw without the script: the cruise login's validation polled, the
    // store's items, an order back from the hosted payment page (forms/pageState.ts)
    const device = entered.payload && { zoneId: entered.payload.zoneId, mac: entered.payload.mac };
    const querySearch = new URLSearchParams(address.device).toString();
    const at = { path, search, querySearch, device: device ?? { zoneId: "", mac: "" } };
    const state = device ? await pageState(ctx, request, reply, at, handoff) : undefined;
    if (state && "redirect" in state) return reply.redirect(state.redirect, 303);
    const drawnAs = answered ?? state?.drawn;
    const payload = entered.payload && {
      ...entered.payload,
      ...(drawnAs ? { form: drawnAs.form, errors: drawnAs.errors } : {}),
      ...(handoff ? { handoff } : {}),
      ...state?.inline,
    };
    // the browser takes the page's data as it comes: data that fails its schema stays out of the page
    const refusedData = payload ? !checkBootPayload(payload, request.log) : false;
    const render = await loadRenderer();
    // the captive assistant of a device not online goes through the controller's bypass first
    const bypass =
      payload && render && !answered
        ? cnaBypass(render.entry, path, address.fields, queryRecord, payload)
        : null;
    if (bypass) return reply.redirect(bypass, 302);
    const pageRequest = {
      path,
      // as the browser's router will see it: passed on as it came, never parsed again
      search: search ? `?${search}` : "",
      fields: address.fields,
      device: queryRecord,
      acceptLanguage: request.headers["accept-language"],
      userAgent: request.headers["user-agent"],
      // as the browser writes it (no default port): the open-in-browser page shows it
      origin: new URL(`${request.protocol}://${request.host}`).origin,
      // a language switch posted with a form (forms/languageSwitch.ts) chooses as ?lang= does
      chosenLocale: chosenLocale(request, reply, answered?.locale ?? firstOf(address.fields.lang)),
    };
    const drawnPage = render
      ? payload
        ? await render(payload, pageRequest)
        : await render.bare(pageRequest)
      : null;
    // a page that is only a way elsewhere (engine/ssr/movedTo.ts): the browser goes there now
    if (drawnPage?.redirect) return reply.redirect(drawnPage.redirect, answered ? 303 : 302);
    // the validation still running: the page without the script asks again (noscript refresh)
    const rendered = drawnPage && state?.reload ? { ...drawnPage, reload: state.reload } : drawnPage;
    // kept for later pages only what the gateway vouched for (in a zone where it vouches), a
    // controller the manifest lists, and never from another site over another device of the zone
    if (
      payload &&
      entered.keepsQuery &&
      address.names &&
      controllerListed(payload.manifest, queryRecord) &&
      !(crossSiteEntry(request) && keepsAnotherDevice(request.cookies[QUERY_COOKIE], payload))
    )
      reply.setCookie(QUERY_COOKIE, new URLSearchParams(queryRecord).toString(), queryCookieOptions);
    // what the server drew decides what the page needs (the entry drawn as a status page needs the
    // other pages' chunk and stylesheet, /status drawn as the start page does not)
    const drawn = rendered?.path ?? path;
    const html = portalHtml(template, payload, chunks, request.headers["accept-language"], drawn, {
      css: page.css,
      laterCss,
      rendered,
      scripts,
      untilTap:
        !answered && waitsForTap({ drawn, payload, reload: rendered?.reload, fields: address.fields }),
      inlineStarter: starter?.tag,
      refusedData,
    });
    // its forms may lead to the zone's gateway (a 303 to its login or logout)
    const hosts = (payload?.manifest?.network as { controllerHosts?: string[] } | undefined)?.controllerHosts;
    const policy = reply.getHeader("content-security-policy");
    // and the store's payment form to the card provider's hosted page (http/withPaymentTarget.ts)
    if (typeof policy === "string") {
      const widened = withPaymentTarget(withFormTargets(policy, hosts), ctx.payment.scriptOrigin);
      reply.header(
        "content-security-policy",
        starter && rendered && html.includes(starter.tag) ? withScriptHash(widened, starter.hash) : widened,
      );
    }
    const { body, encoding } = compressText(html, request.headers["accept-encoding"]);
    if (encoding) reply.header("content-encoding", encoding);
    // the 404 page, drawn for an unknown route or a page the zone does not have, is a 404 (page kept)
    if (rendered?.notFound) reply.code(404);
    return reply
      .header("cache-control", "no-store")
      .header("vary", "accept-encoding")
      .type("text/html; charset=utf-8")
      .send(body);
  };
  // the static plugin would refuse the bare directory, so the entry gets its own route
  if (built) app.get("/", (request, reply) => sendPortal(request, reply));
  // the pages' forms, answered before or without the script (server/pages/forms/)
  if (built)
    registerPortalForms(app, ctx, {
      renderer: loadRenderer,
      draw: sendPortal,
      limitPages,
      isPortalPath: (path) => isPortalRoute("GET", path),
    });

  // the page that posts a gateway's login (a MikroTik hotspot's), under a policy of its own
  if (built) registerGatewayLogin(app, ctx, loadRenderer);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (built && isPortalRoute(request.method, path)) return sendPortal(request, reply);
    return reply.code(404).send(problem(404, `Route ${request.method}:${path} not found`));
  });
}
