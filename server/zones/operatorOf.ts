import { isAbsolute, relative, sep } from "node:path";

/**
 * The operator folder a file of the manifests folder belongs to (`<root>/<operator>/…`), or null
 * for a file at the root or outside it: a problem there cannot be put on one operator.
 */
export function operatorOf(root: string, file: string): string | null {
  const rel = relative(root, file);
  if (rel.startsWith("..") || isAbsolute(rel)) return null;
  const parts = rel.split(sep);
  return parts.length > 1 ? (parts[0] as string) : null;
}
