import { readFileSync } from "node:fs";
import {
  MESSAGE_AUTHENTICATOR_POLICIES,
  type MessageAuthenticatorPolicy,
  type RadiusClient,
  RadiusClients,
  RadiusClientsError,
} from "./RadiusClients.ts";

const FORM =
  'RADIUS_CLIENTS_FILE must hold a JSON object: { "<address or CIDR>": "<secret>" } or { "<address or CIDR>": { "secret": "…", "zones": ["<zone id>"], "messageAuthenticator": "require" | "auto" } }';

function entryOf(address: string, value: unknown): RadiusClient {
  const where = `RADIUS_CLIENTS_FILE: ${address}`;
  if (typeof value === "string") return { address, secret: value };
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new RadiusClientsError(FORM);
  const { secret, zones, messageAuthenticator, ...rest } = value as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length) throw new RadiusClientsError(`${where}: unknown field "${unknown[0]}" (${FORM})`);
  if (typeof secret !== "string") throw new RadiusClientsError(`${where}: "secret" is not a string`);
  if (
    zones !== undefined &&
    (!Array.isArray(zones) || !zones.length || zones.some((z) => typeof z !== "string"))
  )
    throw new RadiusClientsError(`${where}: "zones" is not a list of zone ids`);
  if (
    messageAuthenticator !== undefined &&
    !MESSAGE_AUTHENTICATOR_POLICIES.includes(messageAuthenticator as MessageAuthenticatorPolicy)
  )
    throw new RadiusClientsError(`${where}: "messageAuthenticator" is "require" (the default) or "auto"`);
  return {
    address,
    secret,
    ...(zones ? { zones: zones as string[] } : {}),
    ...(messageAuthenticator
      ? { messageAuthenticator: messageAuthenticator as MessageAuthenticatorPolicy }
      : {}),
  };
}

/**
 * RADIUS_CLIENTS ("address=secret,address=secret") and RADIUS_CLIENTS_FILE (a JSON object of
 * address → secret, or → { secret, zones, messageAuthenticator }). An `address=secret` entry
 * names no zones: it serves every zone that no client names.
 */
export function radiusClientsFromEnv(env: NodeJS.ProcessEnv): RadiusClient[] | undefined {
  const clients: RadiusClient[] = [];
  if (env.RADIUS_CLIENTS)
    for (const entry of env.RADIUS_CLIENTS.split(",")
      .map((e) => e.trim())
      .filter(Boolean)) {
      const at = entry.indexOf("=");
      if (at <= 0)
        throw new RadiusClientsError(`RADIUS_CLIENTS entry "${entry.split("=")[0]}" is not address=secret`);
      clients.push({ address: entry.slice(0, at).trim(), secret: entry.slice(at + 1) });
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
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new RadiusClientsError(FORM);
    for (const [address, value] of Object.entries(parsed)) clients.push(entryOf(address, value));
  }
  if (!clients.length) return undefined;
  new RadiusClients(clients);
  return clients;
}
