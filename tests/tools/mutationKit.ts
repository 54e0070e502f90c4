import type { SchemaInfo } from "../../fleet/lint/schemaInfo.ts";
import type { FleetCopy, Json } from "./fleetCopy.ts";

export interface Expected {
  file: string;
  pointer: string;
  line?: number;
  column?: number;
  message?: RegExp;
  hint?: RegExp;
}

export interface Mutation {
  name: string;
  /** breaks the copy; undefined when the schema cannot express the case yet */
  apply(fleet: FleetCopy, schema: SchemaInfo): Expected | undefined;
}

/** Edits the zone as JSON and writes it back, two-space indented, one value per line. */
export function editZone(fleet: FleetCopy, edit: (zone: Json) => void): string {
  const zone = fleet.read(fleet.zone);
  edit(zone);
  fleet.write(fleet.zone, zone);
  return fleet.zone;
}

export const swapLetters = (word: string) => `${word[0]}${word[2]}${word[1]}${word.slice(3)}`;
export const colors = (primary: string) => ({ primary, body: "#eef0f1" });
