import { CREDENTIAL_LIFETIME_MS } from "../../access/credentials/credentialName.ts";

// a zone's queue holds at most this many devices: authmon fetches it every few seconds, and a
// gateway whose authmon is gone does not make the server hold every grant of a voyage
const MAX_QUEUED = 1_000;
// a grant authmon has not applied in this long is stale, as a level-1 handoff credential is: its
// limits were the session's then, and the device's page has asked again (useConnecting)
const STALE_MS = CREDENTIAL_LIFETIME_MS;
// authmon reads the first 1024 characters of the list after "* " (authmon.sh, ${authlist:2:1024}):
// an entry cut there would be an `ndsctl auth` of a broken rhid; the rest come at the next poll
const MAX_LIST = 1024;

/** What authmon applies with `ndsctl auth` (openNDS 9.10 libs/authmon.sh), as the FAS decided. */
export interface AuthmonGrant {
  /** sha256(hid ‖ faskey) in hex: the device's token at the gateway */
  rhid: string;
  /** minutes; 0 for openNDS's own sessiontimeout */
  sessionMinutes: number;
  /** kbit/s and kB, 0 for none */
  upRate: number;
  downRate: number;
  upQuota: number;
  downQuota: number;
  /** handed on to BinAuth; letters, digits, + / = only (authmon passes it through `eval`) */
  custom: string;
}

const line = (g: AuthmonGrant) =>
  [g.rhid, g.sessionMinutes, g.upRate, g.downRate, g.upQuota, g.downQuota, g.custom].join(" ");

/**
 * Level 3's queue of grants, by zone, until the zone's authmon fetches it (`auth_get=view`),
 * applies each with `ndsctl auth` and acknowledges the rhids it applied. A grant stays listed
 * until acknowledged: authmon drops one it could not apply (its ndsctl busy) and meets it again.
 * In memory, as OpenndsDeauths: a restart forgets it, and the device's browser asks again.
 */
export class AuthmonQueue {
  readonly #queues = new Map<string, Map<string, { grant: AuthmonGrant; mac: string; at: number }>>();

  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** The device's grant, replacing one it had waiting (`mac`: whose, for drop). */
  add(zoneId: string, grant: AuthmonGrant, mac = ""): void {
    if (!/^[0-9a-f]{64}$/.test(grant.rhid) || !/^[A-Za-z0-9+/=]*$/.test(grant.custom))
      throw new Error("an authmon grant's rhid is sha256 hex, its custom base64");
    const queue = this.#queues.get(zoneId) ?? new Map();
    queue.delete(grant.rhid);
    if (mac) for (const [rhid, q] of queue) if (q.mac === mac) queue.delete(rhid);
    if (queue.size >= MAX_QUEUED) queue.delete(queue.keys().next().value as string);
    queue.set(grant.rhid, { grant, mac, at: this.#now() });
    this.#queues.set(zoneId, queue);
  }

  /**
   * The zone's grants as authmon reads them: "*", then each line url-encoded, space-separated, as
   * many whole entries as authmon reads in one poll (MAX_LIST).
   */
  view(zoneId: string): string {
    const queue = this.#queues.get(zoneId);
    const fresh = [...(queue?.values() ?? [])].filter((q) => this.#now() - q.at < STALE_MS);
    if (queue && fresh.length < queue.size)
      this.#queues.set(zoneId, new Map(fresh.map((q) => [q.grant.rhid, q])));
    const entries: string[] = [];
    let length = -1;
    for (const q of fresh) {
      const entry = encodeURIComponent(line(q.grant));
      if (length + 1 + entry.length > MAX_LIST) break;
      entries.push(entry);
      length += 1 + entry.length;
    }
    return ["*", ...entries].join(" ");
  }

  /** authmon's acknowledgement ("* <rhid> <rhid>…", or one a line): those grants are done. */
  acknowledge(zoneId: string, acklist: string): void {
    const queue = this.#queues.get(zoneId);
    for (const rhid of acklist.split(/[\s*]+/)) queue?.delete(rhid);
  }

  /** The device's waiting grant withdrawn (a logout, a revoke): authmon must not let it on after. */
  drop(zoneId: string, mac: string): void {
    const queue = this.#queues.get(zoneId);
    for (const [rhid, q] of queue ?? []) if (q.mac === mac) queue?.delete(rhid);
  }

  clear(zoneId: string): void {
    this.#queues.delete(zoneId);
  }

  /** whether a device's grant is still waiting for authmon */
  waiting(zoneId: string, rhid: string): boolean {
    return this.#queues.get(zoneId)?.has(rhid) ?? false;
  }
}
