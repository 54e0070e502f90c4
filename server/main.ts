import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildApp } from "./buildApp.ts";
import { isHttpsUrl } from "./http/isHttpsUrl.ts";
import { startLine } from "./wiring/startLine.ts";
import { readServerEnv, type ServerEnv } from "./env/readServerEnv.ts";
import { ServerEnvError } from "./env/ServerEnvError.ts";
import { listenOrExplain, startOrExplain } from "./wiring/startOrExplain.ts";
import { httpOptionsFromEnv } from "./env/httpOptionsFromEnv.ts";
import { productionOptionsFromEnv } from "./env/productionOptionsFromEnv.ts";
import { demoEntry } from "./demo/demoEntry.ts";
import { gatewayKeysFromEnv } from "./env/gatewayKeysFromEnv.ts";
import { type RadiusClient, RadiusClientsError } from "./gateway/radius/RadiusClients.ts";
import { radiusClientsFromEnv } from "./gateway/radius/radiusClientsFromEnv.ts";

// a device with no session yet, so the link shows the start page
export const DEMO_MAC = "02:00:00:00:00:10";
const DEMO_DATA = fileURLToPath(new URL("./demo/demo-data.json", import.meta.url));

// a wrong variable stops the start with one line, not a stack trace
let env: ServerEnv;
let gatewayKeys: Record<string, string>;
let radiusClients: RadiusClient[] | undefined;
try {
  env = readServerEnv(process.env);
  gatewayKeys = gatewayKeysFromEnv(process.env);
  radiusClients = radiusClientsFromEnv(process.env);
} catch (error) {
  if (!(error instanceof ServerEnvError || error instanceof RadiusClientsError)) throw error;
  console.error(`gangway: ${error.message}`);
  process.exit(1);
}

const port = env.PORT;
const host = env.HOST;
const demo = env.DEMO;
const wildcard = host === "0.0.0.0" || host === "::";
const allowedHosts = [...(wildcard ? [] : [host.includes(":") ? `[${host}]` : host]), ...env.ALLOWED_HOSTS];

const production = productionOptionsFromEnv(process.env, env);
const app = startOrExplain(() =>
  buildApp({
    storage: {
      dataDir: env.DATA_DIR,
      // set: PostgreSQL, shared by every server of a cluster (README, "Several servers on PostgreSQL")
      databaseUrl: env.DATABASE_URL,
      databasePoolSize: env.DATABASE_POOL_SIZE,
      walCheckpointIntervalMs: 1000,
    },
    http: {
      // logs go to stderr: stdout carries only the line that says what to open
      // "silent" turns the logger off altogether (pino's silent level still builds a logger per request)
      logger: env.LOG_LEVEL === "silent" ? false : { level: env.LOG_LEVEL, stream: process.stderr },
      publicUrl: env.PUBLIC_URL,
      allowedHosts,
      ...httpOptionsFromEnv(env),
    },
    production: { hints: production.productionHints },
    zones: { manifestsDir: env.MANIFESTS_DIR },
    reload: { watch: env.MANIFESTS_WATCH },
    demo: { dataPath: demo ? DEMO_DATA : undefined },
    portal: { staticDir: env.STATIC_DIR, storybookDir: env.STORYBOOK_DIR },
    testMode: { on: env.TEST_MODE, fakeRedirects: env.FAKE_REDIRECTS },
    simulators: {
      accessController: env.ACCESS_CONTROLLER_SIMULATOR,
      cruiseJobDelayMs: env.CRUISE_JOB_DELAY_MS,
    },
    shop: { payment: env.payment, allowSandboxInProduction: production.allowSandboxInProduction },
    devices: {
      serverSecret: env.SERVER_SECRET,
      gatewayKeys,
      // read again on every reload: a new zone's key goes live with its folder (SIGHUP)
      readGatewayKeys: () => gatewayKeysFromEnv(process.env),
      unverifiedZones: env.UNVERIFIED_ZONES,
    },
    rateLimit: { clientLimitScale: env.CLIENT_LIMIT_SCALE },
    gateway: {
      // no gateway configured: the server listens for the simulator alone, on loopback's free ports
      radius: radiusClients
        ? {
            clients: radiusClients,
            host: env.RADIUS_HOST ?? host,
            authPort: env.RADIUS_AUTH_PORT,
            acctPort: env.RADIUS_ACCT_PORT,
            disconnectPort: env.RADIUS_DISCONNECT_PORT,
            workers: env.RADIUS_WORKERS,
          }
        : { disconnectPort: env.RADIUS_DISCONNECT_PORT, workers: env.RADIUS_WORKERS },
      radiusRestToken: env.RADIUS_REST_TOKEN,
    },
    // off unless configured: mail stays in the outbox, /metrics is a 404
    mail: {
      smtp:
        env.SMTP_URL && env.MAIL_FROM
          ? { url: env.SMTP_URL, from: env.MAIL_FROM, ...(env.smtpCa ? { ca: env.smtpCa } : {}) }
          : undefined,
    },
    metrics: { token: env.METRICS_TOKEN },
    maintenance: { retentionDays: env.RETENTION_DAYS },
    brand: { cacheDir: env.BRAND_CACHE_DIR || undefined, warm: env.WARM_BRAND_IMAGES },
    fleetLink: { vesselId: env.VESSEL_ID, heartbeatMs: env.FLEET_HEARTBEAT_MS },
  }),
);

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
const entry = zoneId ? demoEntry(zoneId, DEMO_MAC, gatewayKeys[zoneId]) : "/";
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
