import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * Every file of the folder (manifests and the brand assets beside them), with sizes and times: the
 * lint (about a second) runs again only when one changed, so a logo replaced alone is picked up too.
 */
export function manifestsFingerprint(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .map((file) => {
      const s = statSync(file, { throwIfNoEntry: false });
      return `${file}:${s?.size}:${s?.mtimeMs}`;
    })
    .join("|");
}
