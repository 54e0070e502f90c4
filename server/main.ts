import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildApp } from "./buildApp.ts";
import { portalUrl } from "./accessController/portalUrl.ts";
import { paymentOptionsFromEnv } from "./payments/paymentOptionsFromEnv.ts";

// a device with no session yet, so the link shows the start page
export const DEMO_MAC = "02:00:00:00:00:10";
const DEMO_DATA = fileURLToPath(new URL("./demo/demo-data.json", import.meta.url));

const env = process.env;
const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === "" ? fallback : !["0", "false", "no", "off"].includes(value.toLowerCase());

const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? "127.0.0.1";
const demo = flag(env.DEMO, true);
const wildcard = host === "0.0.0.0" || host === "::";
const allowedHosts = [
  ...(wildcard ? [] : [host.includes(":") ? `[${host}]` : host]),
  ...(env.ALLOWED_HOSTS ?? "").split(","),
]
  .map((h) => h.trim())
  .filter(Boolean);

const app = buildApp({
  dataDir: env.DATA_DIR ?? "./data",
  // set: PostgreSQL, shared by every server of a cluster (README, "Several servers on PostgreSQL")
  databaseUrl: env.DATABASE_URL || undefined,
  databasePoolSize: /^\d{1,3}$/.test(env.DATABASE_POOL_SIZE ?? "")
    ? Number(env.DATABASE_POOL_SIZE)
    : undefined,
  trustProxy: (env.TRUST_PROXY ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean),
  manifestsDir: env.MANIFESTS_DIR || "./manifests",
  watchManifests: flag(env.MANIFESTS_WATCH, false),
  demoDataPath: demo ? DEMO_DATA : undefined,
  staticDir: env.STATIC_DIR ?? "./dist",
  storybookDir: env.STORYBOOK_DIR,
  testMode: flag(env.TEST_MODE, false),
  fakeRedirects: flag(env.FAKE_REDIRECTS, false),
  // logs go to stderr: stdout carries only the line that says what to open
  // "silent" turns the logger off altogether (pino's silent level still builds a logger per request)
  logger: env.LOG_LEVEL === "silent" ? false : { level: env.LOG_LEVEL ?? "info", stream: process.stderr },
  publicUrl: env.PUBLIC_URL || undefined,
  walCheckpointIntervalMs: 1000,
  allowedHosts,
  accountingIntervalMs: demo ? 5000 : 0,
  // a value that is not a whole number of milliseconds keeps the default
  cruiseJobDelayMs: /^\d{1,9}$/.test(env.CRUISE_JOB_DELAY_MS ?? "")
    ? Number(env.CRUISE_JOB_DELAY_MS)
    : undefined,
  payment: paymentOptionsFromEnv(env),
});

async function shutdown(signal: string): Promise<void> {
  app.log.info({ signal }, "shutting down");
  // closing fastify closes the database (onClose)
  setTimeout(() => process.exit(1), 5000).unref();
  await app.close();
}
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));
// going live: copy an operator folder into MANIFESTS_DIR and `kill -HUP <pid>`, no build, no restart
process.on(
  "SIGHUP",
  () => void app.reloadZones().catch((error) => app.log.error({ error }, "reload failed")),
);

await app.listen({ port, host });
const address = app.server.address();
const actualPort = typeof address === "object" && address ? address.port : port;
const shownHost = wildcard ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
// the demo data's first zone (gn-premium-demo), whose demo voucher the README names
const zoneId = demo ? Object.keys(JSON.parse(readFileSync(DEMO_DATA, "utf8")).zones)[0] : undefined;
const entry = zoneId ? portalUrl("/", { mac: DEMO_MAC, zoneId }) : "/";
console.log(`Gangway portal: http://${shownHost}:${actualPort}${entry}`);
