// what an operator types on the command line: "24h", "90m", "7d"; "1GB", "500MB", "2GiB"

const TIME: Record<string, number> = { m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000 };
// decimal units, as operators' price lists and the session page count them; binary ones when asked
const SIZE: Record<string, number> = {
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  tb: 1e12,
  kib: 2 ** 10,
  mib: 2 ** 20,
  gib: 2 ** 30,
  tib: 2 ** 40,
};

/** Milliseconds of "24h", "90m", "7d", "1.5h"; undefined when it is not such an amount. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(m|min|h|d)$/i.exec(text.trim());
  if (!match) return undefined;
  const ms = Math.round(Number(match[1]) * (TIME[(match[2] as string).toLowerCase()] as number));
  return ms > 0 ? ms : undefined;
}

/** Bytes of "1GB", "500 MB", "2GiB"; undefined when it is not such an amount. */
export function parseBytes(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*([kmgt]i?b)$/i.exec(text.trim());
  if (!match) return undefined;
  const bytes = Math.round(Number(match[1]) * (SIZE[(match[2] as string).toLowerCase()] as number));
  return bytes > 0 ? bytes : undefined;
}

/**
 * The end of validity: an ISO date-time, or a bare date meaning the end of that day (UTC), so
 * "--valid-until 2026-12-31" still takes vouchers on New Year's Eve.
 */
export function parseValidUntil(text: string): number | undefined {
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(text.trim());
  const at = Date.parse(bare ? `${text.trim()}T23:59:59.999Z` : text.trim());
  return Number.isFinite(at) && /^\d{4}-\d{2}-\d{2}/.test(text.trim()) ? at : undefined;
}
