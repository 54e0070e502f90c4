import { MBIT, OPEN_DEFAULT_SPEEDS } from "../../manifests/openSpeeds.ts";
import type { RawProblem, ZoneContext } from "../problem.ts";
import { isObject, walkNodes } from "../walkNodes.ts";

// a speed as an operator reads it: "20 Mbit/s", "2.5 Mbit/s"
const mbit = (bytesPerSecond: number) => `${Number((bytesPerSecond / MBIT).toFixed(2))} Mbit/s`;

interface Sold {
  // bytes per second down; null: no limit (nothing can be faster)
  down: number | null;
  where: string;
}

// what the zone sells and how fast: its store's items, its cruise packages, the premium card's
// advertised speed (the vouchers at the desk)
function soldIn(manifest: ZoneContext["zone"]["manifest"]): Sold[] {
  const sold: Sold[] = [];
  const store = isObject(manifest.store) ? manifest.store : {};
  (Array.isArray(store.items) ? store.items : []).forEach((item, i) => {
    if (!isObject(item)) return;
    const down = typeof item.rxMaxBytesPerSecond === "number" ? item.rxMaxBytesPerSecond : null;
    sold.push({ down, where: `store.items[${i}]` });
  });
  const cruise = isObject(manifest.cruise) ? manifest.cruise : {};
  (Array.isArray(cruise.packages) ? cruise.packages : []).forEach((p, i) => {
    if (!isObject(p)) return;
    sold.push({
      down: typeof p.speedMbit === "number" ? p.speedMbit * MBIT : null,
      where: `cruise.packages[${i}]`,
    });
  });
  for (const { node, page } of walkNodes(manifest))
    if (node.type === "PremiumCard" && typeof node.speedMbit === "number")
      sold.push({ down: node.speedMbit * MBIT, where: `the ${page}'s PremiumCard` });
  return sold;
}

/**
 * A free access must not be faster than what the zone sells: a trial at 20 Mbit/s on a ship whose
 * premium is 5 Mbit/s gives the sale away, and tells the passenger the paid access is worse. Each
 * open access (its manifest's speed, else its keyword's default) is compared, down and up alike,
 * with the fastest item, package or premium card of the zone; a zone that sells any access
 * without a speed limit, or sells nothing, has nothing to compare with.
 */
export function checkTrialSpeed({ zone }: ZoneContext): RawProblem[] {
  const { manifest } = zone;
  const sold = soldIn(manifest);
  if (sold.length === 0 || sold.some((s) => s.down === null)) return [];
  const fastest = Math.max(...sold.map((s) => s.down as number));
  const at = sold.filter((s) => s.down === fastest).map((s) => s.where);
  const problems: RawProblem[] = [];
  (Array.isArray(manifest.opens) ? manifest.opens : []).forEach((open, i) => {
    if (!isObject(open) || typeof open.keyword !== "string" || !(open.keyword in OPEN_DEFAULT_SPEEDS)) return;
    const fallback = OPEN_DEFAULT_SPEEDS[open.keyword as keyof typeof OPEN_DEFAULT_SPEEDS];
    const speeds = [open.rxMaxBytesPerSecond, open.txMaxBytesPerSecond].map((s) =>
      typeof s === "number" ? s : fallback,
    );
    const speed = Math.max(...speeds);
    if (speed <= fastest) return;
    const what = open.keyword === "free" ? "free access" : "trial";
    const own = typeof open.rxMaxBytesPerSecond === "number" ? "" : ` (the ${open.keyword} default)`;
    problems.push({
      check: "trial-speed",
      pointer: `/opens/${i}`,
      message: `the ${what} (${open.keyword}, opens[${i}]) runs at ${mbit(speed)}${own}, faster than the fastest access the zone sells: ${mbit(fastest)} (${at.join(", ")})`,
      hint: `give opens[${i}] "rxMaxBytesPerSecond": ${fastest} and "txMaxBytesPerSecond": ${fastest} (${mbit(fastest)}) or less, or sell a faster access`,
    });
  });
  return problems;
}
