import { randomBytes } from "node:crypto";
import type pg from "pg";
import { openPeerStorage } from "../../storage/open/openPeerStorage.ts";
import { SHIP_TO_SHORE, SHORE_TO_SHIP } from "../replicatedTables.ts";
import { linkNames, VESSEL_ID } from "../linkNames.ts";
import {
  alterShipPublication,
  alterShorePublication,
  createShipPublication,
  createShorePublication,
} from "../shoreFilters.ts";
import { applyVesselPolicies } from "../applyVesselPolicies.ts";
import {
  adminClient,
  ShipShoreLinkError,
  literal,
  named,
  onBothSides,
  otherDatabase,
} from "./adminClient.ts";
import { addressOf, conninfo } from "./conninfo.ts";
import { checkSides, clashingRows, serverRole, vesselZones } from "./checkSides.ts";
import { waitForCopies } from "./waitForCopies.ts";

export interface LinkOptions {
  vessel: string;
  // administrators' URLs of the ship's and the shore's Gangway databases (superusers)
  shipUrl: string;
  shoreUrl: string;
  // host:port at which each PostgreSQL reaches the other over the link (default: the URL's)
  shipFromShore?: string;
  shoreFromShip?: string;
  // libpq's sslmode for the subscriptions (default prefer; require or verify-full across the sea)
  sslmode?: string;
  // how long to wait for the first copies (default 2 minutes; they go on after)
  waitMs?: number;
  log: (line: string) => void;
}

const password = () => randomBytes(24).toString("base64url");

// a replication role that reads the published tables (what `limit` leaves of them: the shore's
// rows for the vessel); its password is set anew on every link; never BYPASSRLS
async function replicationRole(
  c: pg.Client,
  role: string,
  secret: string,
  tables: readonly string[],
  limit: () => Promise<void> = async () => {},
) {
  const { rowCount } = await c.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [role]);
  const verb = rowCount ? "ALTER" : "CREATE";
  await c.query(`${verb} ROLE ${role} LOGIN REPLICATION NOBYPASSRLS PASSWORD ${literal(secret)}`);
  await limit();
  await c.query(`GRANT SELECT ON ${tables.join(", ")} TO ${role}`);
}

// statements in one transaction (a table's policies change together, or not at all)
async function inTransaction(c: pg.Client, work: () => Promise<void>) {
  await c.query("BEGIN");
  try {
    await work();
    await c.query("COMMIT");
  } catch (error) {
    await c.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

async function publication(c: pg.Client, name: string, create: string, alter: string) {
  const { rowCount } = await c.query("SELECT 1 FROM pg_publication WHERE pubname = $1", [name]);
  await c.query(rowCount ? alter : create);
}

// created where it is missing (its slot on the publisher with it); otherwise pointed at the
// publisher again, and refreshed: a table a newer release publishes is copied then
async function subscription(c: pg.Client, name: string, info: string) {
  const { rowCount } = await c.query("SELECT 1 FROM pg_subscription WHERE subname = $1", [name]);
  if (!rowCount) {
    await c.query(`CREATE SUBSCRIPTION ${name} CONNECTION ${literal(info)} PUBLICATION ${name}`);
    return "created";
  }
  await c.query(`ALTER SUBSCRIPTION ${name} CONNECTION ${literal(info)}`);
  await c.query(`ALTER SUBSCRIPTION ${name} ENABLE`);
  await c.query(`ALTER SUBSCRIPTION ${name} REFRESH PUBLICATION`);
  return "refreshed";
}

/**
 * npm run fleet -- link: joins a vessel's database and the shore's by logical replication, in
 * both directions (README, "Ship and shore"), and records the link on each side (fleet_links).
 * Both databases must be Gangway's, migrated (a server started on each once). Run it again to
 * change the addresses or passwords, or after an upgrade that publishes more tables.
 */
export async function linkVessel(o: LinkOptions): Promise<void> {
  if (!VESSEL_ID.test(o.vessel))
    throw new ShipShoreLinkError(
      `--vessel must be "<operator>/<vessel>" as the manifests name them, not "${o.vessel}"`,
    );
  const names = linkNames(o.vessel);
  await onBothSides(o, async (ship, shore, also) => {
    await checkSides(ship, shore, o.vessel);
    const zones = await vesselZones(shore, o.vessel);
    const fresh = !(await ship.query("SELECT 1 FROM pg_subscription WHERE subname = $1", [names.to]))
      .rowCount;
    if (fresh) {
      const clash = await clashingRows(ship, shore, zones);
      if (clash)
        throw new ShipShoreLinkError(
          `the ship's database already holds ${clash} the shore has for ${o.vessel}'s zones: link a vessel's database before it mints vouchers of its own`,
        );
    }
    const shoreRole = await serverRole(shore);
    const secrets = { to: password(), from: password() };
    const sslmode = o.sslmode ?? "prefer";

    // the shore: what it decides for the vessel, filtered to its zones and operator
    await shore.query("ALTER TABLE voucher_batches REPLICA IDENTITY FULL");
    // its role reads, by plain SQL too, only what the publication sends (applyVesselPolicies.ts)
    await replicationRole(shore, names.to, secrets.to, SHORE_TO_SHIP, () =>
      inTransaction(shore, () => applyVesselPolicies((text) => shore.query(text), names, o.vessel, zones)),
    );
    const shorePub = [
      createShorePublication(names, o.vessel, zones),
      alterShorePublication(names, o.vessel, zones),
    ];
    await publication(shore, names.to, ...(shorePub as [string, string]));
    // its servers keep the row filter to the vessel's zones when the manifests change (their role
    // needs CREATE on the database for that; without it, run link again after such a change)
    await shore
      .query(`ALTER PUBLICATION ${names.to} OWNER TO ${shoreRole}`)
      .catch((error: Error) =>
        o.log(
          `shore: the publication stays the administrator's (${error.message}): after a vessel's zones change, link again`,
        ),
      );
    await shore.query(
      `INSERT INTO fleet_links (vessel, side, mirror_database, zones_json, linked_at) VALUES ($1, 'shore', $2, $3, $4)
       ON CONFLICT (vessel) DO UPDATE SET mirror_database = EXCLUDED.mirror_database, zones_json = EXCLUDED.zones_json`,
      [o.vessel, names.mirrorDatabase, JSON.stringify(zones), Date.now()],
    );
    o.log(
      `shore: publication ${names.to} (${zones.length} zones: ${zones.join(", ")}) and role ${names.to}, which reads only those rows`,
    );

    // the ship: what happens on board, whole
    await replicationRole(ship, names.from, secrets.from, SHIP_TO_SHORE);
    await publication(ship, names.from, createShipPublication(names), alterShipPublication(names));
    await ship.query(
      `INSERT INTO fleet_links (vessel, side, linked_at) VALUES ($1, 'ship', $2) ON CONFLICT (vessel) DO NOTHING`,
      [o.vessel, Date.now()],
    );
    o.log(`ship: publication ${names.from} (${SHIP_TO_SHORE.length} tables) and role ${names.from}`);

    // the vessel's copy on the shore's cluster: a database of its own, the shore servers' role's
    const exists = (await shore.query("SELECT 1 FROM pg_database WHERE datname = $1", [names.mirrorDatabase]))
      .rowCount;
    if (!exists) await shore.query(`CREATE DATABASE ${names.mirrorDatabase} OWNER ${shoreRole}`);
    const copy = openPeerStorage(otherDatabase(o.shoreUrl, names.mirrorDatabase, shoreRole), 1);
    await copy.migrate().finally(() => copy.close());
    // only its owner connects there: a replication role that did could decode all written there
    await shore.query(`REVOKE CONNECT, TEMPORARY ON DATABASE ${names.mirrorDatabase} FROM PUBLIC`);
    const mirror = also(await adminClient(otherDatabase(o.shoreUrl, names.mirrorDatabase), "shore"));
    o.log(`shore: the vessel's copy, database ${names.mirrorDatabase} (${named(o.shoreUrl)})`);

    const shipDb = new URL(o.shipUrl).pathname.slice(1);
    const shoreDb = new URL(o.shoreUrl).pathname.slice(1);
    const toShip = conninfo({
      ...{ address: addressOf(o.shoreUrl, o.shoreFromShip), database: shoreDb },
      ...{ user: names.to, password: secrets.to, sslmode },
    });
    const toShore = conninfo({
      ...{ address: addressOf(o.shipUrl, o.shipFromShore), database: shipDb },
      ...{ user: names.from, password: secrets.from, sslmode },
    });
    o.log(`ship: subscription ${names.to} ${await subscription(ship, names.to, toShip)}`);
    o.log(`shore: subscription ${names.from} ${await subscription(mirror, names.from, toShore)}`);

    const copied = await waitForCopies(
      [
        { client: ship, subscription: names.to, label: "shore → ship" },
        { client: mirror, subscription: names.from, label: "ship → shore" },
      ],
      o.waitMs ?? 120_000,
    );
    o.log(
      copied
        ? `linked ${o.vessel}: both directions copied and streaming`
        : `linked ${o.vessel}: the first copies go on (npm run fleet -- status says when they are done)`,
    );
  });
}
