import { type SmtpSecurity, smtpSecurity } from "../shop/mail/smtpSecurity.ts";

/** What a started server runs with: each switch that decides what it does on a ship or on shore. */
export interface StartFacts {
  // what made the configuration look like production (sandboxGuard.ts); none: a development start
  productionSignals: string[];
  demo: boolean;
  testMode: boolean;
  fakeRedirects: boolean;
  // where the data lives (the store's own words: its file, or the PostgreSQL host)
  database: string;
  payments: "sandbox" | "nets test" | "nets live";
  simulator: boolean;
  // the native RADIUS face, once listening: for the configured gateways, or for the simulator only
  radius: { host: string; authPort: number; acctPort: number; gateways: number } | undefined;
  // FreeRADIUS's rlm_rest face (RADIUS_REST_TOKEN)
  rest: boolean;
  // SMTP_URL without its password and query, and how it protects the mail; or another transport
  // given in code; none: the outbox keeps it
  mail: { url: string; security: SmtpSecurity } | "custom" | undefined;
  metrics: boolean;
  unverifiedZones: number;
  // the console (CONSOLE*): where it answers ("" the portal's own listener, else its own address
  // once listening) and CONSOLE_IDLE_MINUTES; undefined: CONSOLE=0
  console: { at: string | undefined; idleMinutes: number } | undefined;
}

function consolePart(c: StartFacts["console"]): string {
  if (!c) return "console off (CONSOLE=0)";
  const where =
    c.at === ""
      ? "on the portal's listener (/console)"
      : `on its own listener ${c.at ?? "(not yet listening)"} (CONSOLE_HOST, CONSOLE_PORT)`;
  return `console ${where}, sessions end after ${c.idleMinutes} idle minutes`;
}

// smtp://user:password@host:587/?requireTLS=false → smtp://user@host:587: consoles and logs never
// see the password
const shownUrl = (url: string) =>
  url.replace(/^(smtps?:\/\/[^:@/]+):[^@/]*@/i, "$1@").replace(/\/?\?.*$/, "");

/** SMTP_URL as the start line and its log show it. */
export const smtpFacts = (url: string) => ({ url: shownUrl(url), security: smtpSecurity(url) });

const MAIL_SECURITY = {
  tls: "TLS",
  starttls: "STARTTLS required",
  "clear allowed": "STARTTLS when offered, clear text allowed (?requireTLS=false)",
} as const;

function radiusPart(f: StartFacts): string {
  const rest = `rlm_rest face ${f.rest ? "on (/api/v1/radius/*)" : "off"}`;
  if (!f.radius) return `RADIUS native face off (no RADIUS_CLIENTS), ${rest}`;
  const where = `${f.radius.host} auth ${f.radius.authPort}/udp acct ${f.radius.acctPort}/udp`;
  const whom =
    f.radius.gateways > 0
      ? `${f.radius.gateways} gateway${f.radius.gateways === 1 ? "" : "s"}`
      : "the simulator only (no RADIUS_CLIENTS)";
  return `RADIUS native face on ${where} for ${whom}, ${rest}`;
}

/**
 * The start's one line of what is on, for the operator's console and the log: production or not
 * (and the signals that say so), the database, payments, the simulator, test mode, both RADIUS
 * faces and their ports, mail and how it is protected, metrics, the console. Semicolons between the parts.
 */
export function startLine(f: StartFacts): string {
  const production =
    f.productionSignals.length > 0
      ? `production (${f.productionSignals.join(", ")})`
      : "development (no production signal: PUBLIC_URL not https, no ALLOWED_HOSTS, DEMO on, NODE_ENV not production)";
  const mail =
    f.mail === undefined
      ? "mail kept in the outbox (no SMTP_URL)"
      : f.mail === "custom"
        ? "mail through the transport given in code"
        : `mail over ${f.mail.url} (${MAIL_SECURITY[f.mail.security]})`;
  return [
    production,
    `demo data ${f.demo ? "on" : "off"}`,
    ...(f.testMode || f.fakeRedirects
      ? [`test mode ${f.testMode ? "on" : "off"}, fake redirects ${f.fakeRedirects ? "on" : "off"}`]
      : []),
    `database ${f.database}`,
    f.payments === "sandbox"
      ? "payments: the sandbox (test cards only)"
      : `payments: Nets Easy (${f.payments.slice(5)})`,
    `access-controller simulator ${f.simulator ? "on" : "off"}`,
    radiusPart(f),
    mail,
    `metrics ${f.metrics ? "on (/metrics, METRICS_TOKEN)" : "off (no METRICS_TOKEN)"}`,
    consolePart(f.console),
    ...(f.unverifiedZones > 0 ? [`${f.unverifiedZones} zones unverified`] : []),
  ].join("; ");
}
