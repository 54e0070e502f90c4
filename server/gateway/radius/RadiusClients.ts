import { BlockList, isIP } from "node:net";

export const MIN_SECRET_LENGTH = 16;
const FOUND_KEPT = 4096;

// FreeRADIUS 3.2.5's require_message_authenticator: `require` drops every Access-Request without
// a Message-Authenticator; `auto` lets them through until the client has sent a signed one
export type MessageAuthenticatorPolicy = "require" | "auto";
export const MESSAGE_AUTHENTICATOR_POLICIES: readonly MessageAuthenticatorPolicy[] = ["require", "auto"];

export interface RadiusClient {
  // an address or a CIDR, as configured
  address: string;
  secret: string;
  // the zones its gateways serve; unset: every zone no client names (the `address=secret` form)
  zones?: readonly string[];
  // default `require`
  messageAuthenticator?: MessageAuthenticatorPolicy;
  // the access-controller simulator's own client: it serves every zone
  everyZone?: boolean;
}

/** A RADIUS_CLIENTS or RADIUS_CLIENTS_FILE entry that is not an address or CIDR with a long enough secret. */
export class RadiusClientsError extends Error {}

function rangeOf(address: string): BlockList {
  const [ip = "", bits] = address.split("/");
  const family = isIP(ip);
  const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
  if (!family || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32))
    throw new RadiusClientsError(`RADIUS client "${address}" is not an IP address or CIDR`);
  const list = new BlockList();
  list.addSubnet(ip, prefix, family === 6 ? "ipv6" : "ipv4");
  return list;
}

// an IPv4 client reaching a dual-stack socket shows as ::ffff:a.b.c.d
const bare = (address: string) =>
  address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/**
 * The gateways allowed to ask, each by its address or CIDR with its shared secret: the secret is
 * what makes a request trustworthy, never the MAC in it. The first entry that holds a packet's
 * source address is its client; a source no entry holds is no client. A client speaks only for
 * its zones: those its entry names, else every zone that no entry names.
 */
export class RadiusClients {
  readonly #entries: { client: RadiusClient; range: BlockList }[];
  // the zones some client names: only their clients speak for them
  readonly #named: ReadonlySet<string>;
  // source address → its client (or none), bounded: a flood of sources only empties it
  readonly #found = new Map<string, RadiusClient | undefined>();

  constructor(clients: RadiusClient[]) {
    this.#entries = clients.map((client) => {
      if (client.secret.length < MIN_SECRET_LENGTH)
        throw new RadiusClientsError(
          `RADIUS client ${client.address}: its secret has ${client.secret.length} characters, at least ${MIN_SECRET_LENGTH} are needed`,
        );
      return { client, range: rangeOf(client.address) };
    });
    this.#named = new Set(clients.flatMap((c) => c.zones ?? []));
  }

  // the entries as configured (handed to the RADIUS workers: radiusWorker.ts)
  get list(): RadiusClient[] {
    return this.#entries.map((e) => e.client);
  }

  get size(): number {
    return this.#entries.length;
  }

  clientFor(address: string): RadiusClient | undefined {
    // every packet asks, and BlockList.check costs an object per call: a gateway's answer is kept
    if (this.#found.has(address)) return this.#found.get(address);
    const ip = bare(address);
    const family = isIP(ip);
    const client = family
      ? this.#entries.find((e) => e.range.check(ip, family === 6 ? "ipv6" : "ipv4"))?.client
      : undefined;
    if (this.#found.size >= FOUND_KEPT) this.#found.clear();
    this.#found.set(address, client);
    return client;
  }

  secretFor(address: string): string | undefined {
    return this.clientFor(address)?.secret;
  }

  /** Whether a client may speak for a zone (authorise its devices, report their use). */
  serves(client: RadiusClient, zoneId: string): boolean {
    if (client.everyZone) return true;
    return client.zones ? client.zones.includes(zoneId) : !this.#named.has(zoneId);
  }

  with(client: RadiusClient): RadiusClients {
    return new RadiusClients([...this.#entries.map((e) => e.client), client]);
  }
}
