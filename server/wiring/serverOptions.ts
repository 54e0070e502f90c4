import { fileURLToPath } from "node:url";
import { httpOptionsFromEnv } from "./httpOptionsFromEnv.ts";
import type { ServerEnv } from "./readServerEnv.ts";

// the demo rows DEMO adds (their first zone's voucher is the one the README names)
export const DEMO_DATA = fileURLToPath(new URL("../demo/demo-data.json", import.meta.url));

/**
 * buildApp's options from the composition's section, decided once at start and handed down: the
 * logger, the public URL and the names served, the HTTP limits, production or not, the demo rows
 * and the simulator's switch. Every plugin reads its own section of `env` itself.
 */
export function serverOptions(server: ServerEnv, env: NodeJS.ProcessEnv) {
  const { HOST: host } = server;
  const wildcard = host === "0.0.0.0" || host === "::";
  return {
    env,
    http: {
      // logs go to stderr: stdout carries only the line that says what to open
      // "silent" turns the logger off altogether (pino's silent level still builds a logger per request)
      logger:
        server.LOG_LEVEL === "silent"
          ? (false as const)
          : { level: server.LOG_LEVEL, stream: process.stderr },
      publicUrl: server.PUBLIC_URL,
      // the listener's own address is a name the portal answers to (a wildcard is none)
      allowedHosts: [...(wildcard ? [] : [host.includes(":") ? `[${host}]` : host]), ...server.ALLOWED_HOSTS],
      ...httpOptionsFromEnv(server),
    },
    production: { hints: server.productionHints },
    demo: { dataPath: server.DEMO ? DEMO_DATA : undefined },
    simulators: { accessController: server.ACCESS_CONTROLLER_SIMULATOR },
  };
}
