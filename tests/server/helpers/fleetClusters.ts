import pg from "pg";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../../tools/pg/throwawayPostgres.ts";

// the Gangway servers' own role on each cluster (not a superuser, as in production); its password
// is checked nowhere here (the throwaway clusters trust loopback), but every URL carries it
export const SERVER_ROLE = "gangway";

export interface FleetCluster {
  pg: ThrowawayPostgres;
  // a database as its administrator (the link command's), and as the servers' role
  admin(database: string): string;
  server(database: string): string;
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(
    database: string,
    text: string,
    values?: unknown[],
  ): Promise<T[]>;
  stop(): void;
}

/** A cluster for one side of a link: logical replication, the servers' role, quick retries. */
export async function startFleetCluster(maxSlotWalKeepSize?: string): Promise<FleetCluster> {
  const server = await startThrowawayPostgres({ logical: { walRetrieveRetryMs: 500, maxSlotWalKeepSize } });
  const url = (database: string, user: string) => {
    const u = new URL(server.url);
    u.username = user;
    if (user === SERVER_ROLE) u.password = "gangway-password";
    u.pathname = `/${database}`;
    return u.toString();
  };
  const query = async <T extends pg.QueryResultRow>(database: string, text: string, values?: unknown[]) => {
    const client = new pg.Client(url(database, "postgres"));
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  await query("postgres", `CREATE ROLE ${SERVER_ROLE} LOGIN PASSWORD 'gangway-password'`);
  return {
    pg: server,
    admin: (database) => url(database, "postgres"),
    server: (database) => url(database, SERVER_ROLE),
    query,
    stop: () => server.stop(),
  };
}

/** A Gangway database on the cluster, owned by the servers' role. */
export async function gangwayDatabase(cluster: FleetCluster, name: string): Promise<void> {
  await cluster.query("postgres", `CREATE DATABASE ${name} OWNER ${SERVER_ROLE}`);
}
