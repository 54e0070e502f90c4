import { readFileSync } from "node:fs";
import { formatProblem } from "../../fleet/lint/formatProblem.ts";
import type { LintProblem } from "../../fleet/lint/problem.ts";

// a few source lines around the first problem, the way Vite's overlay shows a syntax error
function codeFrame(problem: LintProblem): string {
  let lines: string[];
  try {
    lines = readFileSync(problem.file, "utf8").split("\n");
  } catch {
    return "";
  }
  const from = Math.max(1, problem.line - 2);
  const to = Math.min(lines.length, problem.line + 2);
  const out: string[] = [];
  for (let n = from; n <= to; n++) {
    out.push(`${n === problem.line ? ">" : " "} ${String(n).padStart(4)} | ${lines[n - 1]}`);
    if (n === problem.line) out.push(`       | ${" ".repeat(problem.column - 1)}^`);
  }
  return out.join("\n");
}

/** An error carrying every lint problem, with the first one's place for Vite's overlay and editor link. */
export function lintError(problems: LintProblem[]): Error & Record<string, unknown> {
  const message = `invalid manifests (npm run lint:manifests):\n${problems.map((p) => formatProblem(p)).join("\n")}`;
  const error = new Error(message) as Error & Record<string, unknown>;
  const first = problems[0];
  if (first) {
    error.id = first.file;
    error.loc = { file: first.file, line: first.line, column: first.column };
    error.frame = codeFrame(first);
  }
  // the stack would point into the plugin, which is not where the mistake is
  error.stack = message;
  return error;
}
