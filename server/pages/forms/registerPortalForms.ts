import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorPath } from "../../../schemas/errorReason.ts";
import { readMac } from "../../../schemas/mac.ts";
import type { DrawnForm } from "../../../steps/DrawnForm.ts";
import type { DeviceAction } from "../../security/DeviceAuth.ts";
import { refuseCrossSite } from "../../security/refuseCrossSite.ts";
import type { PageRenderer } from "../pageRenderer.ts";
import { readPageQuery } from "../pageQuery.ts";
import { answerForm } from "./answerForm.ts";
import { languageSwitch } from "./languageSwitch.ts";

/** Draws the page at the request's address, with where a form left the passenger. */
export type DrawPortal = (
  request: FastifyRequest,
  reply: FastifyReply,
  answered: { form: DrawnForm | null; errors: string[]; locale?: string },
) => Promise<FastifyReply>;

// a form's fields are a few short texts: a body of more is no form of the portal's
const FORM_BODY_LIMIT = 4 * 1024;

// what each form does to the device, as the API's routes say it (security/DeviceAuth.ts)
const actionOf = (action: string | undefined): DeviceAction =>
  action === "voucher" ? "activate-voucher" : action === "open" ? "start-open" : "change";

/**
 * The portal's forms (server/pages/forms/): a page's own address takes a POST of its forms, so a
 * press before the script has taken the page over, or without the script, is answered here by the
 * same seam the API's calls go through (server/seam/). Not from another site (Fetch Metadata, else
 * Origin), only for a device the page knows (its query, or the one this browser's first page
 * kept), and only from a browser the seam lets act for it, as it does the API's: otherwise the
 * error page.
 */
export function registerPortalForms(
  app: FastifyInstance,
  ctx: FastifyInstance,
  portal: {
    renderer: () => Promise<PageRenderer | null>;
    draw: DrawPortal;
    /** the pages' limit per client (pages/pageLimit.ts): a form answered costs a page drawn */
    limitPages: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    isPortalPath: (path: string) => boolean;
  },
): void {
  const { renderer, draw, limitPages, isPortalPath } = portal;
  app.register(async (forms) => {
    forms.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const [path = "/"] = request.url.split("?", 2);
      const render = await renderer();
      if (!isPortalPath(path) || !render)
        return reply
          .code(404)
          .send({ statusCode: 404, error: "Not Found", message: `Route POST:${path} not found` });
      // the device the page names (its address, read once, or the one its first page kept)
      const query = render.entry.queryOf(readPageQuery(request).device);
      const zone = query ? await ctx.zoneRecords.find(query.zoneId) : undefined;
      const mac = query ? readMac(query.mac) : undefined;
      if (!query || !zone || !mac) return reply.redirect("/error", 303);
      const body = request.body;
      const posted = typeof body === "object" && body !== null ? (body as Record<string, string>) : {};
      // the header's language switch, posted with this form (languageSwitch.ts)
      const { fields, locale } = languageSwitch(posted);
      const { seam } = ctx;
      const actor = await seam.actor(request, reply, { zone, mac }, actionOf(fields._action));
      if (!actor) return reply.redirect(errorPath("browser"), 303);
      const manifest = ctx.zones.layout(zone.zonePrefix)?.manifest;
      const answered = await answerForm({
        ctx,
        seam,
        actor,
        entry: render.entry,
        request,
        reply,
        query,
        manifest,
        fields,
      });
      if ("redirect" in answered) return reply.redirect(answered.redirect, 303);
      return draw(request, reply, { ...answered, ...(locale ? { locale } : {}) });
    };
    const options = { preHandler: [refuseCrossSite, limitPages] };
    forms.post("/", options, answer);
    forms.post("/*", options, answer);
  });
}
