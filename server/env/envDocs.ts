// What each environment variable is for, in the words an operator reads: the reference
// docs/reference/environment.md is generated from this and from the checks of readServerEnv.ts
// (npm run gen), and tests/tools/environmentDoc.test.ts fails when a variable the server reads is
// missing here. `default` is what an unset variable means, in words.
export interface VariableDoc {
  default: string;
  text: string;
}

export const ENV_DOCS: Record<string, VariableDoc> = {
  PORT: { default: "8080", text: "`0` picks a free port; the printed line shows the real one" },
  HOST: {
    default: "127.0.0.1",
    text: "interface to listen on; also an allowed Host header (unless `0.0.0.0`/`::`)",
  },
  ALLOWED_HOSTS: {
    default: "",
    text: "comma-separated extra Host names to serve, e.g. `portal.ship.example`",
  },
  DATA_DIR: {
    default: "./data",
    text: "holds `gangway.db` (+ `-wal`, `-shm`), created on first start; must be writable: a read-only or full one stops the start with one line ([a disk that cannot be written](../explanation/storage.md#a-disk-that-cannot-be-written))",
  },
  DATABASE_URL: {
    default: "",
    text: "`postgres://…`: PostgreSQL instead of SQLite, shared by several servers ([several servers on PostgreSQL](../how-to/postgresql.md)); migrated on start",
  },
  DATABASE_POOL_SIZE: { default: "10", text: "PostgreSQL connections this server keeps" },
  MANIFESTS_DIR: {
    default: "./manifests",
    text: "the fleet: linted at start and on SIGHUP, its zones reconciled into the database ([zones at run time](../explanation/zones-at-run-time.md))",
  },
  MANIFESTS_WATCH: {
    default: "off",
    text: "development: reload `MANIFESTS_DIR` whenever a file in it changes, as SIGHUP does",
  },
  DEMO: {
    default: "on",
    text: "add the demo rows of `server/demo/demo-data.json` that are absent, on every start; the simulator reports its devices' use every 5 s",
  },
  STATIC_DIR: {
    default: "./dist",
    text: "the built portal (`npm run build`); without it portal routes are a JSON 404",
  },
  STORYBOOK_DIR: {
    default: "",
    text: "a Storybook static build (`npm run build-storybook`) to serve at `/storybook/`, under a policy of its own",
  },
  BRAND_CACHE_DIR: {
    default: "`DATA_DIR`/brand-cache",
    text: "where the header and banner variants (AVIF, WebP) are kept, so a restart does not encode them again",
  },
  WARM_BRAND_IMAGES: {
    default: "on",
    text: "make every zone's variants at start and after a reload, in the background; off: on a page's first request",
  },
  TEST_MODE: {
    default: "off",
    text: "adds `POST /api/test/reset`, `/api/test/device`, `/api/test/voucher`, `/api/test/bind`, `/api/test/bypass/close`, `/api/test/cruise/release` and the POST twins of the access controller; refused in a production-looking configuration ([simulators and test mode](simulators-and-test-mode.md))",
  },
  FAKE_REDIRECTS: {
    default: "off",
    text: "settings say `testMode: true`: the portal POSTs the twins instead of redirecting (adds them); refused in a production-looking configuration",
  },
  STARTUP_TIMEOUT_MS: {
    default: "10000 (120000 with `DATABASE_URL`)",
    text: "how long one start-up step (opening the database, migrations, reconciling the manifests, seeding) may take before the start fails: a hang guard (Fastify's `pluginTimeout`); the browser tests stretch it by their load factor",
  },
  LOG_LEVEL: {
    default: "info",
    text: "pino level; logs go to stderr, stdout has only the two lines above; `silent`: no logger at all",
  },
  NODE_ENV: {
    default: "",
    text: "`production` is one of the signals of a production configuration (with an https `PUBLIC_URL`, `ALLOWED_HOSTS`, `DEMO=0`): the payment sandbox, the simulator and test mode are then refused or off",
  },
  CRUISE_JOB_DELAY_MS: {
    default: "1500",
    text: "how long a cruise validation or charge answers 202 (a booking may set its own)",
  },
  PAYMENT_PROVIDER: {
    default: "sandbox",
    text: "`sandbox` (the local payment sandbox ([shop-and-cruise.md](shop-and-cruise.md))) or `nets` (Nets Easy); anything else stops the start",
  },
  NETS_CHECKOUT_KEY: {
    default: "",
    text: "`nets` only: the public checkout key; `test-…` keys use Nets' test environment",
  },
  NETS_SECRET_KEY: {
    default: "",
    text: "`nets` only: the secret key for the Payment API (never sent to the browser)",
  },
  PUBLIC_URL: {
    default: "",
    text: "the portal's public (https) origin: where Nets sends payment notices (`nets` needs it), and the base of the RFC 8908 API's `user-portal-url` (unset: the request's own origin). An http one in a production-looking configuration stops the start, unless `PUBLIC_URL_HTTP=allow`",
  },
  PUBLIC_URL_HTTP: {
    default: "",
    text: "`allow`: serve a production-looking configuration at an http `PUBLIC_URL` anyway (device cookies, vouchers and payment notices then cross the network in clear; every start logs a warning)",
  },
  SANDBOX_NOTICE_DELAY_MS: {
    default: "4000",
    text: "how late the sandbox's delay card has its completion notice arrive",
  },
  PAYMENT_SANDBOX: {
    default: "",
    text: "`allow`: run the sandbox although the configuration looks like production ([the payment sandbox](shop-and-cruise.md)); otherwise such a start stops with one line saying why",
  },
  TRUST_PROXY: {
    default: "off",
    text: "the TLS proxy in front (`127.0.0.1`, a CIDR list, a hop count or `true`): client addresses are then read from `X-Forwarded-For`, so limits are per client, not per proxy",
  },
  GATEWAY_KEYS_FILE: {
    default: "",
    text: 'a JSON file `{ "<zoneId>": "<key>" }` (a secret mount, never the repository): those zones trust only browsers their gateway vouched for ([device identity](../explanation/security-model.md)); a `coovachilli` zone\'s key is its UAM secret; read at start and again on every reload (SIGHUP)',
  },
  GATEWAY_KEYS: {
    default: "",
    text: "the same as `zoneId=key,zoneId=key`, for a demo; keys are at least 32 characters",
  },
  UNVERIFIED_ZONES: {
    default: "",
    text: "zone ids a production-looking configuration may serve although no gateway vouches for their devices (no key, no RADIUS gateway named in the manifest): there a device's running session answers the first browser that used it only; any other such zone stops the start ([device identity](../explanation/security-model.md))",
  },
  SERVER_SECRET: {
    default: "generated",
    text: "signs device cookies and derives the sandbox's secret; unset: 32 random bytes made on first start in `DATA_DIR/server-secret` (several servers behind one name must share one: required with `DATABASE_URL`)",
  },
  CLIENT_LIMIT_SCALE: {
    default: "1",
    text: "multiplies every per-client-address limit, and each client's share of a zone's cap (the browser tests set 100: all their browsers are 127.0.0.1)",
  },
  ACCESS_CONTROLLER_SIMULATOR: {
    default: "auto",
    text: "the access-controller simulator ([simulators and test mode](simulators-and-test-mode.md)): unset, on unless the configuration looks like production (the payment sandbox's rule); `1` on there too, `0` off anywhere",
  },
  REQUEST_TIMEOUT_MS: {
    default: "30000",
    text: "a request (headers and body) that has not arrived by then is answered 408 and closed",
  },
  RADIUS_CLIENTS: {
    default: "",
    text: "the ship's gateways, `address=secret,…` (an address or CIDR each, secrets of 16+ characters): the native RADIUS server listens for them; each serves every zone no client names ([the RADIUS contract](gateway-radius.md))",
  },
  RADIUS_CLIENTS_FILE: {
    default: "",
    text: 'the same as a JSON object `{ "<address or CIDR>": "<secret>" }`, or per client `{ "secret": "…", "zones": ["<zone id>", …], "messageAuthenticator": "require" | "auto" }`: the zones it alone speaks for, and FreeRADIUS 3.2.5\'s Message-Authenticator policy (default `require`)',
  },
  RADIUS_AUTH_PORT: {
    default: "1812",
    text: "RADIUS authentication (UDP); `0` picks a free port, the start line prints the real one",
  },
  RADIUS_ACCT_PORT: { default: "1813", text: "RADIUS accounting (UDP)" },
  RADIUS_HOST: { default: "HOST", text: "the address the RADIUS server listens on" },
  RADIUS_DISCONNECT_PORT: { default: "3799", text: "where gateways take Disconnect-Requests (RFC 5176)" },
  RADIUS_WORKERS: {
    default: "0",
    text: "`1`: a process beside the server's own reads the RADIUS auth port on the second core and answers signed MAC authentications from a read-only SQLite connection, handing the server everything else (which also records every verdict); only with two cores or more and SQLite (on PostgreSQL, or one core, the server reads it alone). `0`: the server reads it alone (measured cheaper so far: `npm run bench:radius`)",
  },
  RADIUS_REST_TOKEN: {
    default: "",
    text: "32+ characters: FreeRADIUS's `rlm_rest` calls `/api/v1/radius/*` with it as a bearer token; unset: that face is off",
  },
  SMTP_URL: {
    default: "",
    text: "order e-mail: `smtp://user:password@host:587` (STARTTLS required: a server that does not offer it gets nothing; `?requireTLS=false` allows clear text) or `smtps://user:password@host:465`; needs `MAIL_FROM`. Unset: mail stays in table `mail_outbox` ([order e-mail](shop-and-cruise.md))",
  },
  MAIL_FROM: {
    default: "",
    text: "the sender of order e-mail: `wifi@operator.example` or `Ship Wi-Fi <wifi@operator.example>`",
  },
  SMTP_CA_FILE: {
    default: "",
    text: "a PEM file of the certificate authority that signed a private mail server's certificate (read at start; a missing file or one without a certificate stops it). It replaces the public roots for the mail server only; `NODE_EXTRA_CA_CERTS` adds a CA for the whole process instead",
  },
  CONSOLE: {
    default: "on",
    text: "`0` switches the console off: nothing answers under `/console` ([the console](../how-to/console.md))",
  },
  CONSOLE_HOST: {
    default: "",
    text: "with `CONSOLE_PORT`: the console's own listener (the crew network's address, not the passengers'); the portal's listener then has no `/console`",
  },
  CONSOLE_PORT: {
    default: "",
    text: "the console's own listener's port (`0` picks a free one)",
  },
  CONSOLE_IDLE_MINUTES: {
    default: "30",
    text: "a console session unused this long is ended",
  },
  METRICS_TOKEN: {
    default: "",
    text: "32+ characters: `GET /metrics` answers Prometheus's text to `Authorization: Bearer <token>` ([metrics](../how-to/prometheus-grafana.md)); unset: `/metrics` is a JSON 404",
  },
  RETENTION_DAYS: {
    default: "30",
    text: "days personal data is kept, as the terms promise: session logs, buyers' names and e-mails, order mail, payment notices, failed checkouts ([retention and erasure](../how-to/reports-and-erasure.md))",
  },
  VESSEL_ID: {
    default: "",
    text: "ship and shore ([ship and shore](../how-to/ship-and-shore.md)): the vessel this server serves, `<operator>/<vessel>` (`meridian/stella`); its database must be linked as that vessel (`npm run fleet -- link`), or the start stops; a database not linked yet is served, with a warning",
  },
  FLEET_HEARTBEAT_MS: {
    default: "15000",
    text: "on a linked database: how often its leader writes its heartbeat and the link's round runs (the shore's manifests, revocations, link states); a vessel's card store closes after three missed beats of the shore",
  },
};
