import { type Dirent, readdirSync, statSync } from "node:fs";
import { join, posix } from "node:path";

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
// built or installed, never written by hand
const SKIPPED = new Set(["node_modules", "dist", "dist-ssr", "dist-storybook", "reports"]);

// a room may be one file (server/Options.ts, say): the file itself
const isFile = (root: string, path: string) =>
  statSync(join(root, path), { throwIfNoEntry: false })?.isFile();

/** The source files under a folder of root (paths from root, with "/"), or the file it names; none when it does not exist. */
export function sourceFiles(root: string, dir: string): string[] {
  if (isFile(root, dir)) return SOURCE.test(dir) ? [dir] : [];
  let entries: Dirent[];
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory())
      return SKIPPED.has(entry.name) || entry.name.startsWith(".") ? [] : sourceFiles(root, path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** Whether a folder of root holds any file (a source or not: manifests/ holds JSON), outside what is built or installed. */
export function hasFiles(root: string, dir: string): boolean {
  if (isFile(root, dir)) return true;
  let entries: Dirent[];
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return false;
  }
  return entries.some((entry) =>
    entry.isDirectory()
      ? !SKIPPED.has(entry.name) && !entry.name.startsWith(".") && hasFiles(root, posix.join(dir, entry.name))
      : true,
  );
}
