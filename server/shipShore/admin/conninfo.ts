// libpq's own quoting inside a connection string (the DDL quotes the whole string again)
const quoted = (value: string) => `'${value.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`;

export interface Reach {
  // host:port as the other side's PostgreSQL reaches this one over the link
  address: string;
  database: string;
  user: string;
  password: string;
  // libpq's sslmode: "require" or "verify-full" over a satellite link that is not a VPN
  sslmode: string;
}

/** host:port from a URL, or as given ("10.8.0.2:5432", "[fd00::2]:5432"). */
export function addressOf(url: string, given?: string): string {
  if (given) return given;
  const u = new URL(url);
  return `${u.hostname}:${u.port || "5432"}`;
}

/**
 * A subscription's connection to the publisher: keepalives so a dead satellite link is noticed in
 * about a minute rather than TCP's hours, and a connect timeout for a link that is down.
 */
export function conninfo(r: Reach): string {
  const at = r.address.lastIndexOf(":");
  const host = r.address.slice(0, at).replace(/^\[(.*)\]$/, "$1");
  const port = r.address.slice(at + 1);
  const parts = {
    host,
    port,
    dbname: r.database,
    user: r.user,
    password: r.password,
    sslmode: r.sslmode,
    application_name: "gangway-fleet-link",
    connect_timeout: "10",
    keepalives_idle: "30",
    keepalives_interval: "10",
    keepalives_count: "3",
  };
  return Object.entries(parts)
    .map(([k, v]) => `${k}=${quoted(v)}`)
    .join(" ");
}
