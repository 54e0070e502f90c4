import { type FSWatcher, readdirSync, watch } from "node:fs";
import { join } from "node:path";

// the folder and every folder below it
function foldersOf(dir: string): string[] {
  const below = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name));
  return [dir, ...below];
}

/**
 * Development only (MANIFESTS_WATCH=1): a change in the manifests folder reloads it as SIGHUP
 * would, a moment after the last write, so an editor's save shows on the next page load.
 * Production reloads on SIGHUP only, when the operator says the folder is complete.
 *
 * One watcher per folder, not fs.watch's recursive mode: on Linux that one watches each file, and
 * loses a file for good once it is replaced by a rename (how `sed -i` and many editors save).
 */
export function watchManifests(dir: string, reload: () => Promise<unknown>, quietMs = 150): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watchers = new Map<string, FSWatcher>();
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      sync();
      void reload();
    }, quietMs);
  };
  // watch folders that appeared (a copied-in operator), forget those that went
  const sync = () => {
    let folders: string[] = [];
    try {
      folders = foldersOf(dir);
    } catch {
      // the folder itself is gone for now: the reload says so
    }
    for (const [folder, watcher] of watchers)
      if (!folders.includes(folder)) {
        watcher.close();
        watchers.delete(folder);
      }
    for (const folder of folders)
      if (!watchers.has(folder))
        try {
          const watcher = watch(folder, changed);
          watcher.on("error", () => {
            watcher.close();
            watchers.delete(folder);
          });
          watchers.set(folder, watcher);
        } catch {
          // removed in between: the next change looks again
        }
  };
  sync();
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
  };
}
