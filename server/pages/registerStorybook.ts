import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

// Storybook's static build runs inline scripts and frames its own preview: its pages get a policy of
// their own, kept to this origin; the portal's strict policy is untouched everywhere else
const STORYBOOK_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
].join("; ");

/** Serves `npm run build-storybook`'s output at /storybook/ when asked to (STORYBOOK_DIR). */
export function registerStorybook(app: FastifyInstance, dir: string | undefined): void {
  if (!dir) return;
  const root = resolve(dir);
  if (!existsSync(join(root, "index.html"))) {
    app.log.warn({ storybookDir: root }, "no Storybook build here: run `npm run build-storybook`");
    return;
  }
  app.get("/storybook", (_request, reply) => reply.redirect("/storybook/", 301));
  app.register(fastifyStatic, {
    root,
    prefix: "/storybook/",
    decorateReply: false,
    setHeaders: (reply: FastifyReply) => {
      reply.header("content-security-policy", STORYBOOK_CSP);
      reply.header("x-frame-options", "SAMEORIGIN");
    },
  });
}
