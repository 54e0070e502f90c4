import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ConsoleDeps } from "./ConsoleDeps.ts";
import { readConsoleEnv } from "./consoleEnv.ts";
import { consoleRoutes } from "./consoleRoutes.ts";
import { seedDemoAccounts } from "./seedDemoAccounts.ts";

declare module "fastify" {
  interface FastifyInstance {
    // where the console answers: "" on the portal's own listener, else its own (CONSOLE_HOST/PORT)
    // once listening; undefined when CONSOLE=0
    consoleAddress(): string | undefined;
  }
}

export interface ConsolePluginOptions extends Omit<ConsoleDeps, "settings"> {
  // the environment it reads its section of (CONSOLE*), process.env unless a test says otherwise
  env?: NodeJS.ProcessEnv;
  // DEMO=1: the demo's admin and desk accounts are added (seedDemoAccounts.ts)
  demoAccounts?: boolean;
}

/**
 * The console (/console): the info desk's and the operator's pages, on the portal's listener or
 * on one of its own; it reads its own variables, and closes the listener it opened.
 */
async function consolePlugin(app: FastifyInstance, o: ConsolePluginOptions): Promise<void> {
  const settings = readConsoleEnv(o.env ?? process.env);
  const { env: _env, demoAccounts, ...deps } = o;
  const d = { ...deps, settings };
  if (!settings.on) {
    app.decorate("consoleAddress", () => undefined);
    return;
  }
  if (demoAccounts) app.addHook("onReady", () => seedDemoAccounts(o.store, o.now()));
  if (!settings.listen) {
    app.register(consoleRoutes, d);
    app.decorate("consoleAddress", () => "");
    return;
  }
  // the crew's network: a listener of its own, with nothing of the portal on it
  const crew = Fastify({ logger: false, trustProxy: false });
  crew.register(fastifyCookie);
  crew.register(consoleRoutes, d);
  let address: string | undefined;
  const { host, port } = settings.listen;
  app.addHook("onReady", async () => {
    address = await crew.listen({ host, port });
  });
  app.addHook("onClose", async () => {
    await crew.close();
  });
  app.decorate("consoleAddress", () => address);
}

export default fp(consolePlugin, { name: "gangway-console", dependencies: ["@fastify/cookie"] });
