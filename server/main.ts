import { readFileSync } from "node:fs";
import { isHttpsUrl } from "./http/isHttpsUrl.ts";
import { startLine } from "./wiring/startLine.ts";
import { readServerEnv, type ServerEnv } from "./wiring/readServerEnv.ts";
import { ServerEnvError } from "./env/ServerEnvError.ts";
import { DEMO_DATA, serverOptions } from "./wiring/serverOptions.ts";
import { checkEnvironment } from "./wiring/environment.ts";
import { demoEntry } from "./demo/demoEntry.ts";
import { gatewayKeysFromEnv } from "./env/gatewayKeysFromEnv.ts";
import { RadiusClientsError } from "./gateway/radius/RadiusClients.ts";

// a device with no session yet, so the link shows the start page
const DEMO_MAC = "02:00:00:00:00:10";

// a wrong variable stops the start with one line, not a stack trace: every section checked at
// once here (wiring/environment.ts), then each plugin reads its own as it registers
let env: ServerEnv;
try {
  checkEnvironment(process.env);
  env = readServerEnv(process.env);
} catch (error) {
  if (!(error instanceof ServerEnvError || error instanceof RadiusClientsError)) throw error;
  console.error(`gangway: ${error.message}`);
  process.exit(1);
}

// the app's ~1,400 modules only now: a start refused above takes 0.3 CPU-s instead of 1.6 (a
// supervisor restarting a misconfigured unit, the tests of each refusal)
const { buildApp } = await import("./buildApp.ts");
const { listenOrExplain, startOrExplain } = await import("./wiring/startOrExplain.ts");

const { PORT: port, HOST: host, DEMO: demo } = env;
const wildcard = host === "0.0.0.0" || host === "::";
const app = startOrExplain(() => buildApp(serverOptions(env, process.env)));

// served over http by the operator's word (PUBLIC_URL_HTTP=allow): said at every start
if (env.PUBLIC_URL_HTTP === "allow" && env.PUBLIC_URL && !isHttpsUrl(env.PUBLIC_URL))
  app.log.warn(
    { publicUrl: env.PUBLIC_URL },
    "PUBLIC_URL is http (PUBLIC_URL_HTTP=allow): device cookies, vouchers and payment notices cross the network in clear",
  );

async function shutdown(signal: string): Promise<void> {
  app.log.info({ signal }, "shutting down");
  // closing fastify closes the database (onClose)
  setTimeout(() => process.exit(1), 5000).unref();
  await app.close();
  // everything worth keeping is closed; a brand-image variant still being encoded (a cache, made
  // again on demand) must not hold the exit past the hang guard
  process.exit(0);
}
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));
// going live: copy an operator folder into MANIFESTS_DIR and `kill -HUP <pid>`, no build, no restart
process.on(
  "SIGHUP",
  () => void app.reloadZones().catch((error) => app.log.error({ error }, "reload failed")),
);

await listenOrExplain(() => app.listen({ port, host }));
const address = app.server.address();
const actualPort = typeof address === "object" && address ? address.port : port;
const shownHost = wildcard ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
// the demo data's first zone (gn-premium-demo), whose demo voucher the README names
const zoneId = demo ? Object.keys(JSON.parse(readFileSync(DEMO_DATA, "utf8")).zones)[0] : undefined;
const entry = zoneId ? demoEntry(zoneId, DEMO_MAC, gatewayKeysFromEnv(process.env)[zoneId]) : "/";
console.log(`Gangway portal: http://${shownHost}:${actualPort}${entry}`);
// and one line of what is on: production or not and why, payments, simulator, both RADIUS faces and
// their ports, mail, metrics (server/startLine.ts); in the log too, with its facts as fields
const on = app.whatIsOn();
console.log(`Gangway: ${startLine(on)}`);
app.log.info(on, "what is on");
// the console: on this listener, or its own (CONSOLE_HOST/CONSOLE_PORT); nothing with CONSOLE=0
const consoleAt = app.consoleAddress();
if (consoleAt !== undefined)
  console.log(
    `Gangway console: ${consoleAt || `http://${shownHost}:${actualPort}`}/console${demo ? " (demo: demo-admin or demo-desk, password gangway-demo-console)" : ""}`,
  );
