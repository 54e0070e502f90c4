import type { RadiusOptions } from "./gateway/gateway.ts";
import type { BypassWindows } from "./gateway/simulator/BypassWindows.ts";
import type { BrandImages } from "./brand/brandImages.ts";
import type { MailTransport } from "./shop/mail/MailTransport.ts";
import type { MailPolicy } from "./shop/mail/mailPolicy.ts";
import type { HttpTransport } from "./shop/payments/HttpTransport.ts";
import type { PaymentOptions } from "./shop/payments/PaymentConfig.ts";
import type { LimitStore } from "./rateLimit/LimitStore.ts";
import type { VoucherLimits } from "./vouchers/VoucherLimits.ts";
import type { OpenLimits } from "./opens/openLimits.ts";

export interface BuildAppOptions {
  // the database lives in <dataDir>/gangway.db, created on first start (unless databaseUrl is set)
  dataDir: string;
  // the console's variables (CONSOLE, CONSOLE_HOST, CONSOLE_PORT, CONSOLE_IDLE_MINUTES): it reads
  // its own section of process.env unless a test hands it one
  consoleEnv?: NodeJS.ProcessEnv;
  // PostgreSQL instead of SQLite (postgres://user:pass@host:5432/db): what several servers share
  databaseUrl?: string;
  // connections this server keeps to PostgreSQL (default 10)
  databasePoolSize?: number;
  // the manifests folder (default: the repository's manifests/): linted at start, its zones
  // reconciled into the database on every start and reloadZones() (SIGHUP)
  manifestsDir?: string;
  // development: reload the manifests folder whenever a file in it changes, as SIGHUP does
  watchManifests?: boolean;
  // tests: a reload's worker, once it has linted the folder, sets [1] and waits until [0] is
  // non-zero (Atomics, on a SharedArrayBuffer), so a test can hold a reload under way
  reloadGate?: Int32Array;
  // demo-only rows (server/demo/demo-data.json) added when absent, on every start (and reseeded in
  // test mode); unset in production
  demoDataPath?: string;
  // the built portal, served with an SPA fallback to index.html
  staticDir?: string;
  // a Storybook static build to serve at /storybook/ (reviewers' view of every widget)
  storybookDir?: string;
  // adds POST /api/test/reset and the POST twins of the access-controller redirects
  testMode?: boolean;
  // tells the portal (settings.testMode) to use the POST twins instead of real redirects;
  // separate from testMode so browser tests can exercise the real redirects
  fakeRedirects?: boolean;
  logger?: boolean | object;
  now?: () => number;
  // Host header values served besides localhost, 127.0.0.1 and [::1]
  allowedHosts?: string[];
  // the simulator's interim updates every this many ms for every session; unset: each session's
  // Acct-Interim-Interval from its Accept, as a real gateway
  accountingIntervalMs?: number;
  voucherLimits?: Partial<VoucherLimits>;
  // trial and free activations (default: server/opens/openLimits.ts)
  openLimits?: Partial<OpenLimits>;
  // the portal's public origin (https://portal.ship.example) for links the RFC 8908 API gives
  // out; unset: the request's own origin
  publicUrl?: string;
  // checkpoint the WAL from a worker thread this often, off the event loop; unset: SQLite's
  // own checkpoints inside commits (fine for tests and small sites)
  walCheckpointIntervalMs?: number;
  // registers @fastify/swagger, so that app.swagger() gives the OpenAPI document (the generator's)
  openApi?: boolean;
  // how long a cruise validation or charge answers 202 unless its booking says otherwise (default 1500)
  cruiseJobDelayMs?: number;
  // the card payment provider: the local sandbox (default) or Nets Easy (server/shop/payments/PaymentConfig.ts)
  payment?: PaymentOptions;
  // order e-mail over SMTP (SMTP_URL, MAIL_FROM): smtp://user:password@host:587 (STARTTLS required
  // unless the URL says ?requireTLS=false) or smtps://…:465;
  // unset (and no `mail`): mail stays in the database's mail_outbox table
  // `ca`: SMTP_CA_FILE's PEM, the authority a private mail server's certificate is signed by
  smtp?: { url: string; from: string; ca?: string };
  // delivers the outbox instead of SMTP (tests record mail here)
  mail?: MailTransport;
  // tries, delays and the retry timer of mail delivery (default store/mail/mailPolicy.ts)
  mailPolicy?: Partial<MailPolicy>;
  // METRICS_TOKEN: GET /metrics answers Prometheus's text to this bearer token; unset: no metrics
  metricsToken?: string;
  // RETENTION_DAYS: personal data (orders' names and e-mails, mail, payment notices, session logs)
  // is removed this many days on (default 30, what the terms promise)
  retentionDays?: number;
  // how the payment code reaches the provider; tests stand in for Nets Easy here (default: fetch,
  // or in-process for the sandbox)
  paymentTransport?: HttpTransport;
  // zoneId -> the key its access controller signs redirects with (server/README.md, "Gateway keys")
  gatewayKeys?: Record<string, string>;
  // the keys as their source has them now, read again on every reload (server/main.ts:
  // GATEWAY_KEYS_FILE and GATEWAY_KEYS); unset: gatewayKeys for as long as the server runs
  readGatewayKeys?: () => Record<string, string>;
  // UNVERIFIED_ZONES: zones a production configuration may serve although no gateway vouches for
  // their devices (each device then answers the first browser that uses it; security/ZoneVerification.ts)
  unverifiedZones?: string[];
  // signs device cookies and derives the sandbox's secret; default: made once and kept in dataDir
  serverSecret?: string;
  // Fastify's trustProxy: the TLS proxy in front (addresses, CIDRs, a hop count or true), so that
  // request.ip is the client's and limits are per client, not per proxy (TRUST_PROXY)
  trustProxy?: boolean | string | string[] | number;
  // where rate-limit counters live; default: the database (survives restarts)
  limitStore?: LimitStore;
  // the simulator's bypass windows (tests look at their size)
  bypass?: BypassWindows;
  // multiplies every per-client-address maximum (default 1): many clients behind one address
  clientLimitScale?: number;
  // how long a request may take to arrive, body included (default 30 s): a slow body ties nothing up
  requestTimeoutMs?: number;
  // how long each start-up step (a plugin, an onReady hook) may take before the start fails
  // (Fastify's pluginTimeout; default 10 s, 120 s with databaseUrl): a hang guard, stretched where
  // a loaded machine starts the server (the browser tests, the OpenAPI generator)
  startupTimeoutMs?: number;
  // how often orders, logs and counters are pruned and unfulfilled orders reconciled while running
  // (default 10 minutes; 0: only at start)
  maintenanceIntervalMs?: number;
  // the access-controller simulator (/auth, /logout, … /generate_204): unset, on unless the
  // configuration looks like production (wiring/simulatorSwitch.ts); ACCESS_CONTROLLER_SIMULATOR
  accessControllerSimulator?: boolean;
  // the native RADIUS server and Disconnect-Requests (server/gateway/gateway.ts); ports 0 unless given
  radius?: RadiusOptions;
  // RADIUS_REST_TOKEN: FreeRADIUS's rlm_rest calls /api/v1/radius/* with it; unset: that face is off
  radiusRestToken?: string;
  // the sandbox may run although the configuration looks like production (PAYMENT_SANDBOX=allow)
  allowSandboxInProduction?: boolean;
  // DEMO=0, NODE_ENV=production: what the sandbox refusal looks at besides https PUBLIC_URL and ALLOWED_HOSTS
  productionHints?: string[];
  // headers and banners as responsive variants (default: made on first use, kept in brandCacheDir)
  brandImages?: BrandImages;
  // where those variants are kept across restarts (default <dataDir>/brand-cache; BRAND_CACHE_DIR)
  brandCacheDir?: string;
  // make every zone's variants at start (and after a reload) rather than on a page's first request
  warmBrandImages?: boolean;
  // ship and shore (FLEET_HEARTBEAT_MS): how often a linked database's leader writes its heartbeat
  // and the link's round runs (default 15 s); a ship's card store closes after three missed ones
  fleetHeartbeatMs?: number;
  // VESSEL_ID: the vessel this server is the Gangway of; its database must be linked as that vessel
  vesselId?: string;
}
