import type { Storage } from "../Storage.ts";
import { createPool, type Pool } from "../pg/createPool.ts";
import { openPgStorage } from "../pg/openPgStorage.ts";

// Ship and shore open the other side's PostgreSQL database themselves (the vessels' copies on shore,
// npm run fleet -- link): through here, the openers' room, as the server opens its own.

/** Gangway's storage on another PostgreSQL database (a vessel's copy, the peer of a link). */
export const openPeerStorage = (url: string, poolSize?: number): Storage => openPgStorage(url, poolSize);

/** A plain pool on another PostgreSQL database, for the link's own statements. */
export const openPeerPool = (url: string, max?: number): Pool => createPool(url, max);

export type { Pool };
