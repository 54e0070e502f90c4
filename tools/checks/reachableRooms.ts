import type { RoomRule } from "./importRules.ts";

/**
 * The rooms a room's files may import: itself, those its rule names (a folder names every room in
 * it), and what those may import in turn, floor by floor down. Holds "*" when anything goes.
 */
export function reachableRooms(room: string, rules: Record<string, RoomRule>): Set<string> {
  const rooms = Object.keys(rules);
  const reached = new Set<string>([room]);
  const queue = [room];
  for (let next = queue.pop(); next !== undefined; next = queue.pop())
    for (const folder of rules[next]?.mayImport ?? []) {
      const inside =
        folder === "*" ? [folder] : rooms.filter((r) => r === folder || r.startsWith(`${folder}/`));
      for (const r of inside)
        if (!reached.has(r)) {
          reached.add(r);
          queue.push(r);
        }
    }
  return reached;
}
