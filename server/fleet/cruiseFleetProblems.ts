import type { FleetCruise } from "./FleetCruise.ts";

const folded = (text: string) => text.trim().toLowerCase();

// what the schema cannot say about a zone's cruise block: unique ids, references that resolve,
// and no two bookings a passenger could not tell apart
export function cruiseFleetProblems(cruise: FleetCruise | undefined, at: string): string[] {
  if (!cruise) return [];
  const problems: string[] = [];
  const ids = cruise.packages.map((p) => p.id);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i) problems.push(`${at}/cruise/packages/${i}: package id ${id} appears twice`);
  });
  const seen = new Set<string>();
  cruise.bookings.forEach((b, i) => {
    const where = `${at}/cruise/bookings/${i}`;
    for (const id of [...(b.prepaid ?? []), ...(b.chargeable ?? [])]) {
      if (!ids.includes(id)) problems.push(`${where}: package ${id} is not in this zone's cruise packages`);
    }
    for (const id of b.prepaid ?? []) {
      if (b.chargeable?.includes(id)) problems.push(`${where}: package ${id} is both prepaid and chargeable`);
    }
    const key = [b.surname, b.personalKey, b.dateOfBirth].map(folded).join("|");
    if (seen.has(key)) problems.push(`${where}: another booking has the same surname, key and date of birth`);
    seen.add(key);
  });
  return problems;
}
