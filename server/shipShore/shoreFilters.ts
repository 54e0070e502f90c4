import { SHIP_TO_SHORE } from "./replicatedTables.ts";
import { echoSite, type LinkNames, SHORE_SITE } from "./linkNames.ts";

// a string literal in DDL (publications take no parameters); zone ids and vessel ids are plain
// already (their patterns), and quoting keeps it so whatever they hold
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * The shore's tables for one vessel, each with its row filter: the vouchers and batches of the
 * vessel's zones, its operator's manifests, and the heartbeats it reads (the shore's, and the
 * shore's echo of its own). PostgreSQL 15 wants a filter's columns in the table's replica
 * identity: the vouchers' key holds zone_id, the batches replicate with REPLICA IDENTITY FULL.
 * The vessel's role reads the same rows by plain SQL (applyVesselPolicies.ts).
 */
export function shoreFilters(vessel: string, zones: readonly string[]): [table: string, filter: string][] {
  const operator = vessel.split("/")[0] as string;
  const inZones = zones.length ? `zone_id IN (${zones.map(literal).join(", ")})` : "false";
  return [
    ["vouchers", inZones],
    ["voucher_batches", inZones],
    ["fleet_manifests", `operator = ${literal(operator)}`],
    ["fleet_heartbeats", `site IN (${literal(SHORE_SITE)}, ${literal(echoSite(vessel))})`],
  ];
}

const shoreTables = (vessel: string, zones: readonly string[]): string =>
  shoreFilters(vessel, zones)
    .map(([table, filter]) => `${table} WHERE (${filter})`)
    .join(", ");

/** The shore's publication for one vessel; never TRUNCATE, which a row filter would not hold back. */
export const createShorePublication = (names: LinkNames, vessel: string, zones: readonly string[]) =>
  `CREATE PUBLICATION ${names.to} FOR TABLE ${shoreTables(vessel, zones)} WITH (publish = 'insert, update, delete')`;

export const alterShorePublication = (names: LinkNames, vessel: string, zones: readonly string[]) =>
  `ALTER PUBLICATION ${names.to} SET TABLE ${shoreTables(vessel, zones)}`;

/** The ship's publication to its copy on shore: whole tables, TRUNCATE too (nothing there writes back). */
export const createShipPublication = (names: LinkNames) =>
  `CREATE PUBLICATION ${names.from} FOR TABLE ${SHIP_TO_SHORE.join(", ")}`;

export const alterShipPublication = (names: LinkNames) =>
  `ALTER PUBLICATION ${names.from} SET TABLE ${SHIP_TO_SHORE.join(", ")}`;
