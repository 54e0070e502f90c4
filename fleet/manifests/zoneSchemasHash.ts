import { createHash } from "node:crypto";

/** A digest of the manifest and zone schemas: what the generated validators were made from. */
export function zoneSchemasHash(manifestSchema: object, zoneSchema: object): string {
  return createHash("sha256")
    .update(JSON.stringify([manifestSchema, zoneSchema]))
    .digest("hex")
    .slice(0, 16);
}
