import { relative } from "node:path";
import type { LintProblem } from "./problem.ts";

/** file:line:column  /pointer  message  (hint: …), the shape editors and terminals link. */
export function formatProblem(problem: LintProblem, cwd = process.cwd()): string {
  const where = `${relative(cwd, problem.file)}:${problem.line}:${problem.column}`;
  const hint = problem.hint ? `  (hint: ${problem.hint})` : "";
  return `${where}  ${problem.pointer || "/"}  ${problem.message}${hint}`;
}
