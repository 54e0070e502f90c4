import type { ResolvedManifest } from "../manifests/resolveManifest.ts";
import type { SchemaInfo } from "./schemaInfo.ts";

/** A problem as a check sees it: a pointer into the resolved zone (or into `file`). */
export interface RawProblem {
  check: string;
  pointer: string;
  message: string;
  hint?: string;
  /** the file to point into; without it, the chain of the zone being checked decides */
  file?: string;
  /** point at the property name instead of its value (unknown or duplicate keys) */
  at?: "key";
  /** a byte offset known up front, e.g. where JSON parsing stopped */
  offset?: number;
}

/** A problem as the lint prints it. */
export interface LintProblem {
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
  hint?: string;
  check: string;
}

export interface ZoneContext {
  zone: ResolvedManifest;
  schema: SchemaInfo;
}

export type ZoneCheck = (context: ZoneContext) => RawProblem[];
