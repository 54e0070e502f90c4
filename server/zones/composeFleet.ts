import { existsSync } from "node:fs";
import { lintFleet, type LintResult } from "../../fleet/lint/lintFleet.ts";
import type { LintProblem } from "../../fleet/lint/problem.ts";
import { assembleFleet, operatorFolders } from "./assembleFleet.ts";
import { rivalsOf } from "./rivalsOf.ts";
import { operatorOf } from "./operatorOf.ts";

export interface ComposedFleet {
  // the folder put together (staging: the caller promotes it to the last good fleet)
  dir: string;
  lint: LintResult;
  // refused operators served from their last good version, and those with none (not served)
  kept: string[];
  missing: string[];
}

// the operators the problems are on; null when one is on no operator's folder (a root manifest)
function operatorsOf(root: string, problems: LintProblem[]): Set<string> | null {
  const found = new Set<string>();
  for (const p of problems) {
    const op = operatorOf(root, p.file);
    if (op === null) return null;
    found.add(op);
  }
  return found;
}

/**
 * A fleet that can be served although the manifests folder has problems: every operator whose
 * folder passed the lint as it is now, and each refused operator's last good version (from
 * `keepDir`), so that one operator's broken folder never takes another's zones down. Put together
 * in `stagingDir` and linted again; an operator that clashes there with a kept one (a zone id, a
 * prefix, a gateway name) is refused too, since the kept one was served first; a kept version the
 * lint now refuses on its own is dropped. Undefined when a problem belongs to no operator.
 */
export function composeFleet(
  source: string,
  sourceLint: LintResult,
  keepDir: string,
  stagingDir: string,
): ComposedFleet | undefined {
  const keptOps = operatorFolders(keepDir);
  const sourceOps = existsSync(source) ? operatorFolders(source) : [];
  const refused = operatorsOf(source, sourceLint.problems);
  if (!refused) return undefined;
  const kept = new Set([...refused].filter((op) => keptOps.includes(op)));
  const refuse = (op: string) => {
    refused.add(op);
    if (keptOps.includes(op)) kept.add(op);
  };
  // each round refuses one more operator or drops one kept version: it ends
  for (let round = 0; round <= sourceOps.length + keptOps.length + 1; round++) {
    assembleFleet(stagingDir, {
      fresh: { dir: source, operators: sourceOps.filter((op) => !refused.has(op)) },
      kept: { dir: keepDir, operators: [...kept] },
    });
    const lint = lintFleet({ root: stagingDir });
    const blamed = operatorsOf(stagingDir, lint.problems);
    if (!blamed) return undefined;
    if (blamed.size === 0)
      return {
        ...{ dir: stagingDir, lint, kept: [...kept].sort() },
        missing: [...refused].filter((op) => !kept.has(op)).sort(),
      };
    const fresh = [...blamed].filter((op) => !kept.has(op));
    if (fresh.length > 0) {
      for (const op of fresh) refuse(op);
      continue;
    }
    for (const op of blamed) {
      const rivals = rivalsOf(stagingDir, lint.zones, op).filter((r) => !kept.has(r));
      if (rivals.length > 0) for (const r of rivals) refuse(r);
      else kept.delete(op);
    }
  }
  return undefined;
}

/** The whole last good fleet, when the folder's problems cannot be put on operators (or it is gone). */
export function keptFleet(source: string, keepDir: string, stagingDir: string): ComposedFleet | undefined {
  const operators = operatorFolders(keepDir);
  if (operators.length === 0) return undefined;
  assembleFleet(stagingDir, { fresh: { dir: "", operators: [] }, kept: { dir: keepDir, operators } });
  const lint = lintFleet({ root: stagingDir });
  if (lint.problems.length > 0) return undefined;
  const missing = operatorFolders(source).filter((op) => !operators.includes(op));
  return { dir: stagingDir, lint, kept: operators, missing };
}
