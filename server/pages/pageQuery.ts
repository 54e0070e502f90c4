import type { FastifyRequest } from "fastify";
import { QUERY_COOKIE } from "./queryCookie.ts";

/** An address's query as Fastify read it (request.query): each parameter's value, or values. */
export type QueryFields = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A page's address, read once at the door, and the device it is for. */
export interface PageQuery {
  /** the address's own parameters (the page reads its `lang`, `os`, `retryCount`… from them) */
  fields: QueryFields;
  /** whether the address names a device and a zone (the gateway's entry link) */
  names: boolean;
  /** the device's parameters, one value each: the address's, else the ones this browser's first page kept */
  device: Record<string, string>;
}

/** A parameter's one value (the first, when the address repeats it). */
export const firstOf = (value: string | readonly string[] | undefined): string | undefined =>
  typeof value === "string" ? value : value?.[0];

// one value per parameter
function firstValues(fields: QueryFields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const first = firstOf(value);
    if (first !== undefined) out[name] = first;
  }
  return out;
}

const namesDevice = (fields: Record<string, string>) => Boolean(fields.mac && fields.zoneId);

/**
 * The page's query, read once: request.query (Fastify parsed the address), and the device it
 * names, or, for a link followed without the script, the one the `gw-query` cookie kept
 * (queryCookie.ts). Nothing below splits request.url or parses the query again.
 */
export function readPageQuery(request: FastifyRequest): PageQuery {
  const fields = (request.query ?? {}) as QueryFields;
  const own = firstValues(fields);
  if (namesDevice(own)) return { fields, names: true, device: own };
  const kept = Object.fromEntries(new URLSearchParams(request.cookies[QUERY_COOKIE] ?? ""));
  return { fields, names: false, device: namesDevice(kept) ? kept : {} };
}
