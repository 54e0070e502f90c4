import { findNodeAtLocation, type Node } from "jsonc-parser";
import type { LintProblem, RawProblem } from "./problem.ts";
import { positionOf, type SourceCache } from "./sourceCache.ts";

/** "/pages/StartPage/0" → ["pages", "StartPage", "0"] (RFC 6901 escapes undone) */
export function pointerSegments(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

function find(tree: Node | undefined, segments: string[]): Node | undefined {
  if (!tree) return undefined;
  // jsonc-parser wants numbers for array indices
  const path: (string | number)[] = [];
  let node: Node | undefined = tree;
  for (const segment of segments) {
    const index = node?.type === "array" ? Number(segment) : segment;
    path.push(index);
    node = findNodeAtLocation(tree, path);
    if (!node) return undefined;
  }
  return node;
}

/**
 * Puts a problem on a line: the child-most file of the chain that holds the value wins, since that
 * file set it; when no file holds the whole path (a missing field), the nearest ancestor that exists.
 */
export function locate(problem: RawProblem, chain: string[], sources: SourceCache): LintProblem {
  const files = problem.file ? [problem.file] : [...chain].reverse();
  const segments = pointerSegments(problem.pointer);
  const { check, pointer, message, hint } = problem;
  const at = (file: string, offset: number): LintProblem => {
    const source = sources.get(file);
    const position = source ? positionOf(source, offset) : { line: 1, column: 1 };
    return { file, ...position, pointer, message, ...(hint ? { hint } : {}), check };
  };
  if (problem.offset !== undefined) return at(files[0] as string, problem.offset);
  for (let depth = segments.length; depth >= 0; depth--) {
    for (const file of files) {
      const node = find(sources.get(file)?.tree, segments.slice(0, depth));
      if (!node) continue;
      const key = problem.at === "key" && depth === segments.length ? node.parent?.children?.[0] : undefined;
      return at(file, (key ?? node).offset);
    }
  }
  return at(files[0] as string, 0);
}
