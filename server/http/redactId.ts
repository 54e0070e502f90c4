// a relay or payment id is enough to read what it stands for (a charge's voucher code): logs keep
// a prefix to correlate lines, never the whole id
export function redactId(id: string | undefined): string | undefined {
  if (id === undefined) return undefined;
  return id.length <= 8 ? "…" : `${id.slice(0, 6)}…`;
}
