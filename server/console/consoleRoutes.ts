import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { appendAudit } from "./appendAudit.ts";
import { auditCsv, auditTrail } from "./auditTrail.ts";
import { auditView } from "./auditView.ts";
import type { ConsoleDeps } from "./ConsoleDeps.ts";
import { CONSOLE_CSP } from "./consoleCss.ts";
import { checkPreSessionToken, PRE_COOKIE, preSessionToken } from "./preSessionToken.ts";
import { cookieOptions, SESSION_COOKIE } from "./sessionCookie.ts";
import { signed } from "./signed.ts";
import { WORDS } from "./consoleMessages.ts";
import { consolePage } from "./consolePage.ts";
import { csrfMatches, postedOf } from "./Posted.ts";
import { localeOf } from "./localeOf.ts";
import { sessionOf, tokenOf } from "./sessionOf.ts";
import { closeSession, pruneSessions } from "./consoleSession.ts";
import { accountRoutes } from "./accountRoutes.ts";
import { deskRoutes } from "./deskRoutes.ts";
import { sellRoutes } from "./sellRoutes.ts";
import { reportRoutes } from "./reportRoutes.ts";
import { zoneRoutes } from "./zoneRoutes.ts";
import { vesselRoutes } from "./vesselRoutes.ts";
import { type Draw, keepSession, maybeSessionIn, sessionIn } from "./sessionIn.ts";
import { signIn } from "./signIn.ts";
import { signInView } from "./signInView.ts";
import { visibleZones } from "./visibleZones.ts";

const FORM_BODY_LIMIT = 8 * 1024;
// the session a guarded route was let in with

/** The console's pages and forms under /console: sign-in and out here, the desk's in deskRoutes.ts. */
export async function consoleRoutes(app: FastifyInstance, d: ConsoleDeps): Promise<void> {
  // pages and forms for people, not the API: left out of the OpenAPI document
  app.addHook("onRoute", (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // its own CSP: its inline style by hash, no script at all, no framing
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("content-security-policy", CONSOLE_CSP);
    reply.header("referrer-policy", "no-referrer");
    return payload;
  });
  const draw: Draw = (request, reply, title, body, status = 200) => {
    const { i18n, locale } = localeOf(d, request, reply);
    const session = maybeSessionIn(request);
    const html = consolePage(
      {
        i18n,
        locale,
        title: i18n._(title),
        account: session?.account,
        csrf: session?.csrf,
        // a form's answer has no page of its own to show again in another language: the desk's
        here: request.method === "GET" || request.url === "/console/sign-in" ? request.url : "/console/desk",
      },
      body(i18n),
    );
    return reply.code(status).type("text/html; charset=utf-8").send(html);
  };
  // everything but the sign-in form needs a session; every POST its CSRF token
  app.addHook("preHandler", async (request, reply) => {
    const path = request.url.split("?")[0];
    if (path === "/console/sign-in") return;
    const session = await sessionOf(d, request);
    if (!session) {
      if (request.method === "GET") return reply.redirect("/console/sign-in", 303);
      return reply
        .code(401)
        .send({ statusCode: 401, error: "Unauthorized", message: "sign in to the console first" });
    }
    keepSession(request, session);
    if (request.method === "POST" && !csrfMatches(session, postedOf(request)))
      return draw(request, reply, WORDS.expired, (t) => t._(WORDS.expired), 403);
  });

  const signInPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    problem?: string,
    status = 200,
    name = "",
  ) => {
    const csrf = preSessionToken(d.secret, request, reply, d.secureCookies);
    return draw(request, reply, WORDS.signIn, (t) => signInView(t, csrf, problem, name), status);
  };
  app.get("/console", async (_request, reply) => reply.redirect("/console/desk", 303));
  app.get("/console/sign-in", async (request, reply) => signInPage(request, reply));
  app.post("/console/sign-in", async (request, reply) => {
    const posted = postedOf(request);
    const { i18n } = localeOf(d, request, reply);
    if (!checkPreSessionToken(d.secret, request, posted._csrf))
      return signInPage(request, reply, i18n._(WORDS.expired), 403);
    const now = d.now();
    const outcome = await signIn(
      d.store,
      { name: posted.name ?? "", password: posted.password ?? "", code: posted.code, address: request.ip },
      now,
    );
    if (outcome.kind === "wait") {
      reply.header("retry-after", String(Math.ceil(outcome.waitMs / 1000)));
      return signInPage(
        request,
        reply,
        i18n._(WORDS.wait.id, { seconds: Math.ceil(outcome.waitMs / 1000) }),
        429,
      );
    }
    if (outcome.kind === "refused")
      return signInPage(request, reply, i18n._(WORDS.refused), 401, posted.name ?? "");
    // a new id at each sign-in: whatever session cookie the browser brought is replaced
    reply.setCookie(SESSION_COOKIE, signed(d.secret, outcome.token), cookieOptions(d.secureCookies));
    reply.clearCookie(PRE_COOKIE, cookieOptions(d.secureCookies));
    await pruneSessions(d.store, now, d.settings.idleMs);
    return reply.redirect("/console/desk", 303);
  });
  app.post("/console/sign-out", async (request, reply) => {
    const token = tokenOf(d, request);
    const { account } = sessionIn(request);
    if (token) await closeSession(d.store, token);
    await appendAudit(d.store.db, {
      ...{ at: d.now(), account: account.name, address: request.ip, action: "sign-out" },
      ...{ target: account.name, outcome: "signed-out" },
    });
    reply.clearCookie(SESSION_COOKIE, cookieOptions(d.secureCookies));
    return reply.redirect("/console/sign-in", 303);
  });

  const filterOf = (request: FastifyRequest) => {
    const q = request.query as Record<string, string | undefined>;
    return {
      action: q.action?.slice(0, 40) || undefined,
      who: q.who?.slice(0, 64) || undefined,
      zone: q.zone?.slice(0, 64) || undefined,
    };
  };
  const trail = async (request: FastifyRequest) => {
    const { account } = sessionIn(request);
    const zones = (await visibleZones(d.store.db, account)).map((z) => z.zoneId);
    return { zones, rows: await auditTrail(d.store.db, account, zones, filterOf(request)) };
  };
  app.get("/console/audit", async (request, reply) => {
    const { zones, rows } = await trail(request);
    return draw(request, reply, WORDS.audit, (t) => auditView(t, rows, filterOf(request), zones));
  });
  app.get("/console/audit.csv", async (request, reply) =>
    reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="gangway-audit.csv"')
      .send(auditCsv((await trail(request)).rows)),
  );
  deskRoutes(app, d, draw);
  reportRoutes(app, d, draw);
  zoneRoutes(app, d, draw);
  vesselRoutes(app, d, draw);
  accountRoutes(app, d, draw);
  sellRoutes(app, d, draw);
}
