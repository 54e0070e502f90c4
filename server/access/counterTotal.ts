const GIGAWORD = 2 ** 32;
const HALF = 2 ** 31;

/**
 * A session counter's new running total from a report of it. With Gigawords (RFC 2869) the report
 * is the whole total: the larger of the two wins, so a resent or late packet adds nothing. Without
 * them (`wraps`: a gateway that sends none) the report is the total modulo 2^32, and a counter that
 * passed 2^32 starts again near 0: read as serial numbers are (RFC 1982), a step forward of less
 * than 2^31 is growth (across a wrap too), and anything else a late packet, which adds nothing.
 * (The one bound: a counter grows by less than 2 GiB between two reports, which at the default
 * minute's interim is 286 Mbit/s for one device.)
 */
export function counterTotal(stored: number, reported: number, wraps: boolean): number {
  if (!wraps) return Math.max(stored, reported);
  const forward = (((reported - (stored % GIGAWORD)) % GIGAWORD) + GIGAWORD) % GIGAWORD;
  return forward < HALF ? stored + forward : stored;
}
