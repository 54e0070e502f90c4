const GIGAWORD = 2 ** 32;

/** A byte count as RADIUS's Acct-Input-/Output- Octets and Gigawords (the core adds them back up). */
export function octets(way: "Input" | "Output", bytes: number): Record<string, number> {
  const n = Number.isFinite(bytes) && bytes > 0 ? Math.floor(bytes) : 0;
  return { [`Acct-${way}-Gigawords`]: Math.floor(n / GIGAWORD), [`Acct-${way}-Octets`]: n % GIGAWORD };
}
