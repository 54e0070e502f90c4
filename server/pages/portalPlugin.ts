import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { brandImageRoute } from "../brand/brandImageRoute.ts";
import { registerPortal } from "./registerPortal.ts";
import { registerStorybook } from "./registerStorybook.ts";
import { registerZoneFiles } from "./registerZoneFiles.ts";
import { type EnvOption, ownSection } from "../env/ownSection.ts";
import { readPortalEnv } from "./readPortalEnv.ts";

export interface PortalPluginOptions {
  // the built portal, served with an SPA fallback to index.html
  staticDir?: string;
  // a Storybook static build to serve at /storybook/ (reviewers' view of every widget)
  storybookDir?: string;
}

/**
 * The portal's pages and files: the zones' manifests and images (in a plugin, so that
 * @fastify/swagger sees them), Storybook, the brand images its pages name, and the pages
 * themselves, drawn on the server with their forms. Registered last: its fallback answers the rest.
 */
async function portalPlugin(app: FastifyInstance, options: PortalPluginOptions & EnvOption): Promise<void> {
  // its own section of the environment, under what the composition or a test hands it
  const o = ownSection(options, readPortalEnv);
  await app.register(async (files) => registerZoneFiles(files, files));
  registerStorybook(app, o.storybookDir);
  // brand images are part of the portal (its pages name them), not of the API
  if (o.staticDir) brandImageRoute(app, app.brandImages);
  registerPortal(app, o.staticDir, app);
}

export default fp(portalPlugin, {
  name: "gangway-portal",
  dependencies: ["gangway-seam", "gangway-brand", "gangway-test-mode", "gangway-simulators"],
});
