import pg from "pg";

/** A refusal the operator can act on (the link command prints it, one line). */
export class ShipShoreLinkError extends Error {}

// Node's "localhost" tries ::1 and 127.0.0.1 and fails with an AggregateError whose own message is empty
const reason = (error: unknown): string => {
  const { message, errors, code } = error as { message?: string; errors?: unknown[]; code?: string };
  return message || (errors?.[0] ? reason(errors[0]) : code || String(error));
};

// "gangway at db.example:5432": enough to tell two databases apart, never the password
export const named = (url: string): string => {
  const u = new URL(url);
  return `${decodeURIComponent(u.pathname.slice(1)) || "(default)"} at ${u.host}`;
};

/** An administrator's connection (a superuser: PostgreSQL 15 lets only one create subscriptions). */
export async function adminClient(url: string, label: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // the server may drop the connection meanwhile; the query in flight fails instead of the process
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new ShipShoreLinkError(`cannot reach the ${label}'s PostgreSQL (${named(url)}): ${reason(error)}`);
  }
  const { rows } = await client.query<{ level: string; superuser: boolean }>(
    "SELECT current_setting('wal_level') AS level, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser",
  );
  const checks = rows[0];
  const problem = !checks?.superuser
    ? `connect as a superuser (PostgreSQL 15 lets only a superuser create subscriptions), not ${client.user}`
    : checks.level !== "logical"
      ? `set wal_level = logical in its postgresql.conf and restart it (it is ${checks.level})`
      : undefined;
  if (problem) {
    await client.end();
    throw new ShipShoreLinkError(`the ${label}'s PostgreSQL (${named(url)}): ${problem}`);
  }
  return client;
}

/**
 * Both sides' administrators' connections for `work`, each opened, checked and closed here; the
 * work may open more (the vessel's copy) and hands them to `also` to close.
 */
export async function onBothSides<T>(
  urls: { shipUrl: string; shoreUrl: string },
  work: (ship: pg.Client, shore: pg.Client, also: (c: pg.Client) => pg.Client) => Promise<T>,
): Promise<T> {
  const opened: pg.Client[] = [];
  const also = (c: pg.Client) => {
    opened.push(c);
    return c;
  };
  try {
    const ship = also(await adminClient(urls.shipUrl, "ship"));
    const shore = also(await adminClient(urls.shoreUrl, "shore"));
    return await work(ship, shore, also);
  } finally {
    await Promise.all(opened.map((c) => c.end().catch(() => {})));
  }
}

/** The same cluster's database by another name (the vessel's copy on the shore's cluster). */
export function otherDatabase(url: string, database: string, role?: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  // objects made on this connection belong to the shore servers' role, so they migrate it later
  if (role) u.searchParams.set("options", `-c role=${role}`);
  return u.toString();
}

// a literal for DDL, which takes no parameters (passwords here are base64url, names are plain)
export const literal = (value: string): string => `'${value.replaceAll("'", "''")}'`;
export const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`;
