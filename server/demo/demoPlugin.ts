import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { DemoData } from "./DemoData.ts";
import { loadDemoData } from "./loadDemoData.ts";
import { seedDemo } from "./seedDemo.ts";

declare module "fastify" {
  interface FastifyInstance {
    // the demo rows when DEMO=1 (server/demo/demo-data.json), reseeded on a reload and by test mode
    demo: DemoData | undefined;
  }
}

export interface DemoPluginOptions {
  // demo-only rows added when absent, on every start; unset in production
  dataPath?: string;
}

/** DEMO=1: the demo rows, checked against the zones at start (invalid data fails it) and added once they are reconciled. */
async function demoPlugin(app: FastifyInstance, o: DemoPluginOptions): Promise<void> {
  const demo = o.dataPath ? loadDemoData(o.dataPath, app.zones.zones) : undefined;
  app.decorate("demo", demo);
  if (demo) app.addHook("onReady", () => seedDemo(app.storage, demo, app.now()));
}

export default fp(demoPlugin, { name: "gangway-demo", dependencies: ["gangway-zones"] });
