import { type Dirent, readdirSync } from "node:fs";
import { join, posix } from "node:path";

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
// built or installed, never written by hand
const SKIPPED = new Set(["node_modules", "dist", "dist-ssr", "dist-storybook", "reports"]);

/** The source files under a folder of root (paths from root, with "/"); none when it does not exist. */
export function sourceFiles(root: string, dir: string): string[] {
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
