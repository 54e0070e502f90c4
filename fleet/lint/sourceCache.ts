import { readFileSync } from "node:fs";
import { type Node, type ParseError, parseTree, printParseErrorCode } from "jsonc-parser";
import type { JsonObject } from "../manifests/mergeManifests.ts";
import { ManifestError } from "../manifests/resolveManifest.ts";

export interface Source {
  text: string;
  tree: Node | undefined;
  value: JsonObject | undefined;
  /** the first syntax error: strict JSON, no comments, no trailing commas */
  syntax?: { offset: number; message: string; hint?: string };
  lineStarts: number[];
}

// "CommaExpected" → "comma expected"
const readable = (error: ParseError) =>
  printParseErrorCode(error.error)
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();

// the two slips that make most broken JSON, named where they happen
function syntaxHint(text: string, error: ParseError): string | undefined {
  const before = text.slice(0, error.offset).trimEnd();
  if (before.endsWith(",")) return "JSON allows no trailing comma: remove the comma before this point";
  const code = printParseErrorCode(error.error);
  if (code === "CommaExpected") return "a comma is missing before this point";
  if (
    code === "InvalidCommentToken" ||
    text.startsWith("//", error.offset) ||
    text.startsWith("/*", error.offset)
  )
    return 'JSON allows no comments: delete it, or keep the note as a "$comment": "…" field of the manifest';
  return undefined;
}

function load(file: string): Source | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === "\n") lineStarts.push(i + 1);
  const first = errors[0];
  if (first) {
    const hint = syntaxHint(text, first);
    return {
      text,
      tree,
      value: undefined,
      lineStarts,
      syntax: { offset: first.offset, message: readable(first), ...(hint ? { hint } : {}) },
    };
  }
  const value = tree?.type === "object" ? (JSON.parse(text) as JsonObject) : undefined;
  return {
    text,
    tree,
    value,
    lineStarts,
    syntax: value ? undefined : { offset: 0, message: "a manifest must be a JSON object" },
  };
}

/** Each manifest read and parsed once per lint run, kept with its syntax tree for line numbers. */
export function createSourceCache() {
  const sources = new Map<string, Source | undefined>();
  const get = (file: string): Source | undefined => {
    if (!sources.has(file)) sources.set(file, load(file));
    return sources.get(file);
  };
  /** a reader for resolveManifest: invalid files stop the chain with a located error */
  const read = (file: string): JsonObject => {
    const source = get(file);
    if (!source) throw new ManifestError(file, "", "file cannot be read");
    if (source.syntax) throw new ManifestError(file, "", `invalid JSON: ${source.syntax.message}`);
    return source.value as JsonObject;
  };
  return { get, read };
}

export type SourceCache = ReturnType<typeof createSourceCache>;

/** 1-based line and column of an offset. */
export function positionOf(source: Source, offset: number): { line: number; column: number } {
  let [lo, hi] = [0, source.lineStarts.length - 1];
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((source.lineStarts[mid] as number) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - (source.lineStarts[lo] as number) + 1 };
}
