import type { Mac } from "../../schemas/mac.ts";
import type { LimitClient } from "./LimitClient.ts";
import type { OpenAsker } from "./OpenAsker.ts";
import type { ZoneRecord } from "./types.ts";

/** What a use case may write to the log: facts as fields, never a full MAC or a code. */
export interface ActorLog {
  info(facts: object, message: string): void;
  warn(facts: object, message: string): void;
  error(facts: object, message: string): void;
}

/**
 * Who acts in a zone: resolved once, where a request enters (server/seam/), for the JSON API and the
 * pages' forms alike, and handed to a use case instead of the request.
 */
export interface Visitor {
  zone: ZoneRecord;
  /** this browser's id (a digest: security/BrowserIds.ts); one that showed none got one with this answer */
  browser: string;
  /** who the request counts as for the limits (security/DeviceAuth.ts's limitClient) */
  client: LimitClient;
  now: number;
  log: ActorLog;
}

/** A visitor acting on a device, whose MAC was read once at the door and which this browser may act for. */
export interface Actor extends Visitor {
  mac: Mac;
  /** the zone's gateway vouches that this browser is the device (its signed redirect bound it) */
  vouched: boolean;
  /** in a zone no gateway vouches for: who asks, whose grant an open access is (domain/OpenAsker.ts) */
  asker: OpenAsker | undefined;
}

/** The device an actor acts on, as the storage names it. */
export const deviceOf = (actor: Actor) => ({ zoneId: actor.zone.zoneId, mac: actor.mac });
