import pg from "pg";
import type { FleetCluster } from "./fleetClusters.ts";

export interface RoleReader {
  user: string;
  // rows, or the SQLSTATE of the refusal ("42501": no right); in the subscription's database or another
  read(text: string, database?: string): Promise<Record<string, unknown>[] | { refused: string }>;
}

// libpq's key='value' pairs, as the link command writes a subscription's connection string
function pairs(info: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of info.matchAll(/(\w+)='((?:[^'\\]|\\.)*)'/g))
    out[m[1] as string] = (m[2] as string).replace(/\\(.)/g, "$1");
  return out;
}

/**
 * What a ship's superuser can do with the link: take the user and password from a subscription's
 * connection string (pg_subscription.subconninfo) and log in to the publisher with them, by plain
 * SQL. The publisher is reached at its own port, not through the satellite relay.
 */
export async function subscriptionRole(
  subscriber: FleetCluster,
  database: string,
  subscription: string,
  publisher: FleetCluster,
): Promise<RoleReader> {
  const [row] = await subscriber.query<{ info: string }>(
    database,
    "SELECT subconninfo AS info FROM pg_subscription WHERE subname = $1",
    [subscription],
  );
  if (!row) throw new Error(`no subscription ${subscription}`);
  const info = pairs(row.info);
  const url = new URL(publisher.pg.url);
  return {
    user: info.user as string,
    async read(text, database = info.dbname) {
      const client = new pg.Client({
        ...{ host: url.hostname, port: Number(url.port), database },
        ...{ user: info.user, password: info.password },
      });
      try {
        await client.connect();
        return (await client.query(text)).rows;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (!code) throw error;
        return { refused: code };
      } finally {
        await client.end().catch(() => {});
      }
    },
  };
}
