import { readMac } from "../../schemas/mac.ts";
import { CONNECTING_RELOADS } from "../state/connectingAtom.ts";
import type { Query } from "../state/queryAtom.ts";

/** An address's query as its parameters (the browser's URLSearchParams, the server's request.query). */
export type QueryFields = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * What the portal reads from the address it was opened at, read once where it enters (the
 * browser's boot, the server's page) into typed values; nothing below parses the address again.
 */
export interface Entry {
  /** the device and its zone (null: the address names none, or a malformed one) */
  query: Query | null;
  /** the captive network assistant's system (`os`), when it named one */
  os: string | null;
  /** the controller's step the device comes back from (`captiveStep`) */
  captiveStep: number | null;
  /** the controller's return: its retry count when 1 or more (a login it could not make) */
  returned: number | null;
  /** `?dev=1` turns the developer flag on, `?dev=0` off; null: neither */
  dev: boolean | null;
  /** a language the address asks for (`lang`), lower case; whether a zone offers it is checked later */
  lang: string | null;
  /** back from the gateway's login (`connecting`, `wait`: server/gateway/handoff/) */
  connecting: number | null;
  /** `ignoreSessionRedirect`: the start page stays, whatever the session */
  stay: boolean;
}

const ZONE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A parameter's one value (the first, when the address repeats it), trimmed. */
export const fieldOf = (fields: QueryFields, name: string): string | undefined => {
  const value = fields[name];
  return (typeof value === "string" ? value : value?.[0])?.trim();
};

const intOf = (raw: string | undefined): number =>
  raw === undefined ? Number.NaN : Number.parseInt(raw, 10);

/** The device's query from its fields (the address's, or the ones a page kept), or null when mac or zoneId is missing or malformed. */
export function queryOf(fields: QueryFields): Query | null {
  const mac = readMac(fieldOf(fields, "mac"));
  const zoneId = fieldOf(fields, "zoneId") ?? "";
  if (!mac || !ZONE_ID.test(zoneId)) return null;
  const retry = intOf(fieldOf(fields, "retryCount") ?? "0");
  const query: Query = { mac, zoneId, retryCount: Number.isFinite(retry) && retry >= 0 ? retry : 0 };
  const ip = fieldOf(fields, "accessControllerIp");
  if (ip) query.accessControllerIp = ip;
  return query;
}

function connectingOf(fields: QueryFields): number | null {
  const tries = intOf(fieldOf(fields, "connecting"));
  const wait = intOf(fieldOf(fields, "wait") ?? "0");
  if (!Number.isInteger(tries) || tries < 1 || tries > 99) return null;
  // its reloads without script used up: the page says what it knows
  return Number.isInteger(wait) && wait >= CONNECTING_RELOADS ? null : tries;
}

/** The address's query, read once. */
export function readEntry(fields: QueryFields): Entry {
  const os = fieldOf(fields, "os");
  const step = fieldOf(fields, "captiveStep");
  const returned = intOf(fieldOf(fields, "retryCount"));
  const dev = fieldOf(fields, "dev");
  return {
    query: queryOf(fields),
    os: os && /^[\w.-]{1,32}$/.test(os) ? os : null,
    captiveStep: step && /^\d{1,2}$/.test(step) ? Number(step) : null,
    returned: Number.isFinite(returned) && returned >= 1 ? returned : null,
    dev: dev === "1" ? true : dev === "0" ? false : null,
    lang: fieldOf(fields, "lang")?.toLowerCase() || null,
    connecting: connectingOf(fields),
    stay: fields.ignoreSessionRedirect !== undefined,
  };
}

/** The browser's address, read once: its parameters as the server's request.query has them. */
export function readLocationEntry(search: string): Entry {
  const fields: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) fields[name] = [...(fields[name] ?? []), value];
  return readEntry(fields);
}
