import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../AppContext.ts";
import { normaliseMac } from "../../domain/normaliseMac.ts";
import { refuseCrossSite } from "../../security/refuseCrossSite.ts";
import { voucherLimiter } from "../../vouchers/voucherLimiter.ts";
import type { PageRenderer } from "../pageRenderer.ts";
import { keptQuery, QUERY_COOKIE, querySearchOf } from "../queryCookie.ts";
import { answerForm } from "./answerForm.ts";
import type { FormState } from "./FormContext.ts";
import { languageSwitch } from "./languageSwitch.ts";

/** Draws the page at the request's address, with where a form left the passenger. */
export type DrawPortal = (
  request: FastifyRequest,
  reply: FastifyReply,
  answered: { form: FormState | null; errors: string[]; locale?: string },
) => Promise<FastifyReply>;

// a form's fields are a few short texts: a body of more is no form of the portal's
const FORM_BODY_LIMIT = 4 * 1024;

/**
 * The portal's forms (server/pages/forms/): a page's own address takes a POST of its forms, so a
 * press before the script has taken the page over, or without the script, is answered here by the
 * same use cases the API runs. Not from another site (Fetch Metadata, else Origin), only for a
 * device the page knows (its query, or the one this browser's first page kept), and only from a
 * browser that may act for it (DeviceAuth.mayAct, as the API's calls): otherwise the error page.
 */
export function registerPortalForms(
  app: FastifyInstance,
  ctx: AppContext,
  portal: {
    renderer: () => Promise<PageRenderer | null>;
    draw: DrawPortal;
    /** the pages' limit per client (pages/pageLimit.ts): a form answered costs a page drawn */
    limitPages: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    isPortalPath: (path: string) => boolean;
  },
): void {
  const { renderer, draw, limitPages, isPortalPath } = portal;
  const voucherLimit = voucherLimiter(ctx.limits, ctx.voucherLimits, ctx.rateLimitEpoch, ctx.now);
  app.register(async (forms) => {
    // what the form handlers read, as the API's routes have it (server/zoneApiRoutes.ts)
    forms.decorateRequest("zone", null as never);
    forms.decorateRequest("mac", "");
    forms.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const [path = "/", search = ""] = request.url.split("?", 2);
      const render = await renderer();
      if (!isPortalPath(path) || !render)
        return reply
          .code(404)
          .send({ statusCode: 404, error: "Not Found", message: `Route POST:${path} not found` });
      const query = render.entry.readQuery(
        querySearchOf(search) ?? keptQuery(request.cookies[QUERY_COOKIE]) ?? "",
      );
      const zone = query ? await ctx.zoneRecords.find(query.zoneId) : undefined;
      const mac = query ? normaliseMac(query.mac) : undefined;
      if (!query || !zone || !mac) return reply.redirect("/error", 303);
      request.zone = zone;
      request.mac = mac;
      const body = request.body;
      const posted = typeof body === "object" && body !== null ? (body as Record<string, string>) : {};
      // the header's language switch, posted with this form (languageSwitch.ts)
      const { fields, locale } = languageSwitch(posted);
      // the API's device rule (security/deviceGuard.ts): a browser that may act for the device,
      // which a form's first change gives an id to bind
      ctx.devices.browsers.ensure(request, reply);
      const action =
        fields._action === "voucher"
          ? "activate-voucher"
          : fields._action === "open"
            ? "start-open"
            : "change";
      if (!(await ctx.devices.mayAct(request, zone.zoneId, mac, action)))
        return reply.redirect("/error", 303);
      const manifest = ctx.zones.layout(zone.zonePrefix)?.manifest;
      const answered = await answerForm(
        { ctx, entry: render.entry, request, reply, query, zone, manifest, fields },
        voucherLimit,
      );
      if ("redirect" in answered) return reply.redirect(answered.redirect, 303);
      return draw(request, reply, { ...answered, ...(locale ? { locale } : {}) });
    };
    const options = { preHandler: [refuseCrossSite, limitPages] };
    forms.post("/", options, answer);
    forms.post("/*", options, answer);
  });
}
