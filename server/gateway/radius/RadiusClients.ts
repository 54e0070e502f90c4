import { readFileSync } from "node:fs";
import { BlockList, isIP } from "node:net";

export const MIN_SECRET_LENGTH = 16;

export interface RadiusClient {
  // an address or a CIDR, as configured
  address: string;
  secret: string;
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

/**
 * The gateways allowed to ask, each by its address or CIDR with its shared secret: the secret is
 * what makes a request trustworthy, never the MAC in it. The first entry that holds a packet's
 * source address gives its secret; a source no entry holds is no client.
 */
export class RadiusClients {
  readonly #entries: { client: RadiusClient; range: BlockList }[];

  constructor(clients: RadiusClient[]) {
    this.#entries = clients.map((client) => {
      if (client.secret.length < MIN_SECRET_LENGTH)
        throw new RadiusClientsError(
          `RADIUS client ${client.address}: its secret has ${client.secret.length} characters, at least ${MIN_SECRET_LENGTH} are needed`,
        );
      return { client, range: rangeOf(client.address) };
    });
  }

  get size(): number {
    return this.#entries.length;
  }

  secretFor(address: string): string | undefined {
    // an IPv4 client reaching a dual-stack socket shows as ::ffff:a.b.c.d
    const bare = address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const type = isIP(bare) === 6 ? "ipv6" : "ipv4";
    return this.#entries.find((e) => e.range.check(bare, type))?.client.secret;
  }

  with(client: RadiusClient): RadiusClients {
    return new RadiusClients([...this.#entries.map((e) => e.client), client]);
  }
}

/** RADIUS_CLIENTS ("address=secret,address=secret") and RADIUS_CLIENTS_FILE (the same as a JSON object). */
export function radiusClientsFromEnv(env: NodeJS.ProcessEnv): RadiusClient[] | undefined {
  const pairs: [string, string][] = [];
  if (env.RADIUS_CLIENTS)
    for (const entry of env.RADIUS_CLIENTS.split(",")
      .map((e) => e.trim())
      .filter(Boolean)) {
      const at = entry.indexOf("=");
      if (at <= 0)
        throw new RadiusClientsError(`RADIUS_CLIENTS entry "${entry.split("=")[0]}" is not address=secret`);
      pairs.push([entry.slice(0, at).trim(), entry.slice(at + 1)]);
    }
  if (env.RADIUS_CLIENTS_FILE) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(env.RADIUS_CLIENTS_FILE, "utf8"));
    } catch (error) {
      throw new RadiusClientsError(
        `RADIUS_CLIENTS_FILE ${env.RADIUS_CLIENTS_FILE}: ${(error as Error).message}`,
      );
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
      throw new RadiusClientsError(`RADIUS_CLIENTS_FILE must hold a JSON object of "address": "secret"`);
    for (const [address, secret] of Object.entries(parsed)) {
      if (typeof secret !== "string")
        throw new RadiusClientsError(`RADIUS_CLIENTS_FILE: the secret of ${address} is not a string`);
      pairs.push([address, secret]);
    }
  }
  if (!pairs.length) return undefined;
  const clients = pairs.map(([address, secret]) => ({ address, secret }));
  new RadiusClients(clients);
  return clients;
}
