/**
 * One direction of one vessel's link, as this server sees it (GET /healthz, GET /metrics).
 * ship-to-shore: what happens on board, copied to the vessel's database on the shore's cluster;
 * shore-to-ship: the shore's vouchers, batches, revocations and manifests for the vessel.
 */
export interface LinkStatus {
  vessel: string;
  direction: "ship-to-shore" | "shore-to-ship";
  // up: changes flow; down: the link is cut (or the other side is not answering), changes wait in
  // the sender's replication slot; lost: the slot passed max_slot_wal_keep_size and was dropped
  // by PostgreSQL: a re-sync (npm run fleet -- resync) copies the tables again; unknown: no slot
  // or subscription by the link's names on this side (unlinked by hand?)
  state: "up" | "down" | "lost" | "unknown";
  // what the sending side holds that the receiving side has not confirmed (known where the slot is)
  lagBytes: number | null;
  // how old the newest heartbeat of the sending side is that the receiving side has applied
  lagSeconds: number | null;
  // when that heartbeat was written (the console shows it, and its age when the page is drawn)
  beatAt: number | null;
}

export interface ShipShoreStatus {
  // this database's side of its links (none: no link)
  side: "none" | "ship" | "shore";
  vessel?: string;
  links: LinkStatus[];
}

/** The ship-and-shore link as a server runs it (startShipShoreLink.ts); one that does nothing without links. */
export interface ShipShoreLink {
  status(): ShipShoreStatus;
  // card checkout needs the internet: on a linked vessel, only while the shore's heartbeats arrive
  cardPaymentsOpen(): boolean;
  // runs a first round at once (awaited by `first`), then one every heartbeat; `leader` says
  // whether this server leads the cluster's periodic jobs now (the heartbeat is the leader's)
  start(leader: () => boolean): void;
  first(): Promise<void>;
  stop(): Promise<void>;
}

export const NO_SHIP_SHORE_LINK: ShipShoreLink = {
  status: () => ({ side: "none", links: [] }),
  cardPaymentsOpen: () => true,
  start: () => {},
  first: async () => {},
  stop: async () => {},
};
