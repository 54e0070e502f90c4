import { createHash } from "node:crypto";
import { errorPath } from "../../schemas/errorReason.ts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { credentialName } from "../access/credentials/credentialName.ts";
import { findCredential } from "../access/credentials/findCredential.ts";
import { GATEWAY_LOGIN_PATH } from "../gateway/handoff/handOff.ts";
import type { PostStep } from "../gateway/dialects/GatewayDialect.ts";
import { portalUrl } from "../gateway/portalUrl.ts";
import { refuseCrossSite } from "../security/refuseCrossSite.ts";
import { chosenLocale } from "../http/chosenLocale.ts";
import type { PageRenderer } from "./pageRenderer.ts";
import { acceptedLanguages } from "../http/preferredLocale.ts";

const CREDENTIAL_ID = /^[0-9a-f]{24}$/;
// what the page looks like without the portal's stylesheet: a card and a button
const STYLE =
  "body{margin:0;font-family:system-ui,sans-serif;background:#eef0f1;color:#1d2433}" +
  ".gw-card{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:10px}" +
  ".gw-button{font:inherit;padding:.75rem 1.5rem;border:0;border-radius:10px;background:#314e92;color:#fff}";

const attribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A gateway whose login takes a POST (a MikroTik hotspot): the portal's own pages may post only to
 * themselves (CSP form-action 'self'), so the grant sends the browser here, and this page, under a
 * policy of its own that lets it post to that one origin and run its one script (by its hash),
 * posts the login at once, or on its button without script. Only for the browser that may act for
 * the credential's device, while the credential is fresh; else the status page (not connected,
 * with Connect) or the error page.
 */
export function registerGatewayLogin(
  app: FastifyInstance,
  ctx: FastifyInstance,
  renderer: () => Promise<PageRenderer | null>,
): void {
  type Route = { Querystring: { c?: string } };
  app.get<Route>(GATEWAY_LOGIN_PATH, { preHandler: refuseCrossSite }, async (request, reply) => {
    const id = request.query.c ?? "";
    const row = CREDENTIAL_ID.test(id) ? await findCredential(ctx.storage.db, id) : undefined;
    if (!row) return reply.redirect(errorPath("login"), 303);
    const device = { zoneId: row.zoneId, mac: row.mac };
    if (!(await ctx.devices.mayAct(request, device.zoneId, device.mac)))
      return reply.redirect(errorPath("browser"), 303);
    const usable = row.usedAt === null && ctx.now() < row.expiresAt;
    const step = usable ? ctx.seam.loginStep(request, device, { id, username: credentialName(id) }) : null;
    if (!step) return reply.redirect(portalUrl("/status", device), 303);
    if (step.method === "GET") return reply.redirect(step.url, 303);
    const render = await renderer();
    if (!render) return reply.redirect(portalUrl("/status", device), 303);
    const zone = ctx.zones.zones.find((z) => z.zoneId === device.zoneId);
    const locales = (ctx.zones.layout(zone?.zonePrefix ?? "")?.manifest.locales ?? ["en"]) as string[];
    const locale = render.entry.pickLocale(
      locales as Parameters<typeof render.entry.pickLocale>[0],
      chosenLocale(request, reply, ""),
      acceptedLanguages(request.headers["accept-language"]),
    );
    const page = await render.entry.renderGatewayLogin({ locale, action: step.action, fields: step.fields });
    return drawPage(reply, step, locale, { ...page, formId: render.entry.GATEWAY_LOGIN_FORM_ID });
  });

  function drawPage(
    reply: FastifyReply,
    step: PostStep,
    locale: string,
    page: { html: string; title: string; formId: string },
  ) {
    const script = `document.getElementById(${JSON.stringify(page.formId)}).submit();`;
    const hash = createHash("sha256").update(script).digest("base64");
    reply.header(
      "content-security-policy",
      `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${hash}'; ` +
        // the gateway's login, and the portal it sends the device back to (form-action governs redirects)
        `form-action ${new URL(step.action).origin} 'self'; base-uri 'none'; frame-ancestors 'none'`,
    );
    // the gateway is not told where the browser came from (the credential's id is in this URL)
    reply.header("referrer-policy", "no-referrer");
    reply.header("cache-control", "no-store");
    return reply
      .type("text/html; charset=utf-8")
      .send(
        `<!doctype html><html lang="${attribute(locale)}"><head><meta charset="utf-8">` +
          `<meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<title>${attribute(page.title)}</title><style>${STYLE}</style></head>` +
          `<body>${page.html}<script>${script}</script></body></html>`,
      );
  }
}
