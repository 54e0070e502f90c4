/** An import between two rooms: the room it leaves, the room it lands in, and one file that makes it. */
export interface RoomEdge {
  from: string;
  to: string;
  example: string;
}

/**
 * The cycles between rooms: each a set of rooms that import one another round (Tarjan's strongly
 * connected components of more than one room), with one import per edge inside it. No cycle
 * between files can still hide one between folders: a imports b's file x, b's file y imports a.
 */
export function roomCycles(edges: readonly RoomEdge[]): { rooms: string[]; imports: string[] }[] {
  const next = new Map<string, string[]>();
  for (const e of edges) if (e.from !== e.to) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (room: string) => {
    index.set(room, index.size);
    low.set(room, index.get(room) as number);
    stack.push(room);
    onStack.add(room);
    for (const to of next.get(room) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(room, Math.min(low.get(room) as number, low.get(to) as number));
      } else if (onStack.has(to)) low.set(room, Math.min(low.get(room) as number, index.get(to) as number));
    }
    if (low.get(room) !== index.get(room)) return;
    const component: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      onStack.delete(top);
      component.push(top);
      if (top === room) break;
    }
    if (component.length > 1) components.push(component.sort());
  };
  for (const room of [...next.keys()].sort()) if (!index.has(room)) visit(room);
  return components.map((rooms) => ({
    rooms,
    imports: [
      ...new Set(
        edges
          .filter((e) => rooms.includes(e.from) && rooms.includes(e.to) && e.from !== e.to)
          .map((e) => e.example),
      ),
    ].sort(),
  }));
}
