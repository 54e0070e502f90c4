import { createHash } from "node:crypto";

/** What an environment validator was made from: the digest of its schema. */
export const envDigest = (schema: object): string =>
  createHash("sha256").update(JSON.stringify(schema)).digest("hex").slice(0, 16);
