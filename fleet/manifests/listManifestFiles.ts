import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";

export const MANIFEST_ROOT = resolve(import.meta.dirname, "../../manifests");

/** Every .json file below the manifests folder, sorted for stable output. */
export function listManifestFiles(root: string = MANIFEST_ROOT): string[] {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => join(entry.parentPath, entry.name));
  return files.sort();
}
