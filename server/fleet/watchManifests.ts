import { type FSWatcher, watch } from "node:fs";

/**
 * Development only (MANIFESTS_WATCH=1): a change in the manifests folder reloads it as SIGHUP
 * would, a moment after the last write, so an editor's save shows on the next page load.
 * Production reloads on SIGHUP only, when the operator says the folder is complete.
 */
export function watchManifests(dir: string, reload: () => Promise<unknown>, quietMs = 150): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let watcher: FSWatcher | undefined = watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => void reload(), quietMs);
  });
  return () => {
    clearTimeout(timer);
    watcher?.close();
    watcher = undefined;
  };
}
