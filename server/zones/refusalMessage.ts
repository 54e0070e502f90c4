import type { ZoneSnapshot } from "./ZoneSnapshot.ts";

/** The log line of a folder refused at start or on a reload, with the lint's lines below it. */
export function refusalMessage(
  refused: NonNullable<ZoneSnapshot["refused"]> | { problems: string[] },
): string {
  const { problems } = refused;
  const kept = "kept" in refused ? refused.kept : undefined;
  const missing = "missing" in refused ? refused.missing : [];
  const whom = kept
    ? `${kept.length ? ` of ${kept.join(", ")}` : ""}${missing.length ? ` (${missing.join(", ")}: none yet, not served)` : ""}; the other operators are served as the folder has them`
    : "";
  return `manifests refused, still serving the last good version${whom}:\n${problems.join("\n")}`;
}
