import type { Node } from "jsonc-parser";
import type { RawProblem } from "../problem.ts";

/** A key written twice in one object: JSON keeps the last silently, so the first edit is lost. */
export function checkDuplicateKeys(tree: Node | undefined, file: string): RawProblem[] {
  const problems: RawProblem[] = [];
  const walk = (node: Node, pointer: string) => {
    const seen = new Set<string>();
    for (const [i, child] of (node.children ?? []).entries()) {
      if (node.type === "object") {
        const key = String(child.children?.[0]?.value);
        const path = `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
        if (seen.has(key))
          problems.push({
            check: "json",
            file,
            pointer: path,
            message: `key "${key}" appears twice in one object`,
            hint: "the last one wins: remove the other",
            offset: child.offset,
          });
        seen.add(key);
        const value = child.children?.[1];
        if (value) walk(value, path);
      } else walk(child, `${pointer}/${i}`);
    }
  };
  if (tree) walk(tree, "");
  return problems;
}
