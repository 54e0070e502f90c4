/** The room a path (from the repository's root, with "/") lies in: the longest room folder that holds it. */
export function roomOf(path: string, rooms: readonly string[]): string | undefined {
  let found: string | undefined;
  for (const room of rooms)
    if ((path === room || path.startsWith(`${room}/`)) && room.length > (found?.length ?? -1)) found = room;
  return found;
}
