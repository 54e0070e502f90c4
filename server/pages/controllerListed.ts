// the controller the entry names is one the zone's manifest lists (or it names none)
export function controllerListed(manifest: unknown, query: Record<string, string>): boolean {
  const controller = query.accessControllerIp;
  if (controller === undefined) return true;
  const hosts = (manifest as { network?: { controllerHosts?: string[] } } | null)?.network?.controllerHosts;
  const host = controller
    .replace(/:\d+$/, "")
    .replace(/^\[|\]$/g, "")
    .toLowerCase();
  return (hosts ?? []).some((h) => h.replace(/^\[|\]$/g, "").toLowerCase() === host);
}
