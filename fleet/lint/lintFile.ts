import { basename } from "node:path";
import { ManifestError, type ResolvedManifest, resolveManifest } from "../manifests/resolveManifest.ts";
import { manifestValidator, zoneValidator } from "../manifests/zoneValidator.ts";
import { checkDuplicateKeys } from "./checks/checkDuplicateKeys.ts";
import type { RawProblem } from "./problem.ts";
import type { SchemaInfo } from "./schemaInfo.ts";
import { schemaProblems } from "./schemaProblems.ts";
import type { SourceCache } from "./sourceCache.ts";
import { fileChecks, zoneChecks } from "./zoneChecks.ts";

export interface Found {
  problem: RawProblem;
  /** the files the problem's pointer may point into, root first */
  chain: string[];
  /** the manifest being linted when it was found */
  origin: string;
}

export interface FileLint {
  found: Found[];
  abstract: boolean;
  zone?: ResolvedManifest;
  valid: boolean;
}

/** Lints one manifest: its syntax, then (resolved) the schema and the checks beyond it. */
export function lintFile(file: string, listed: string[], sources: SourceCache, schema: SchemaInfo): FileLint {
  const source = sources.get(file);
  // a file that does not parse is still an operator file (not a zone) when it says so or is named so
  const abstract = source?.value
    ? source.value.abstract === true
    : basename(file) === "operator.json" || /"abstract"\s*:\s*true/.test(source?.text ?? "");
  const out = (problems: RawProblem[], chain = [file], zone?: ResolvedManifest, valid = false): FileLint => ({
    found: problems.map((problem) => ({ problem, chain, origin: file })),
    abstract,
    ...(zone ? { zone } : {}),
    valid,
  });
  if (source?.syntax) {
    const { offset, message, hint } = source.syntax;
    return out([
      {
        check: "json",
        pointer: "",
        message: `invalid JSON: ${message}`,
        offset,
        file,
        ...(hint ? { hint } : {}),
      },
    ]);
  }
  const duplicates = checkDuplicateKeys(source?.tree, file);
  let zone: ResolvedManifest;
  try {
    zone = resolveManifest(file, sources.read);
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    // a parent that does not parse is reported once, in its own place, by its own lint
    const syntax = sources.get(error.file)?.syntax;
    if (syntax && listed.includes(error.file)) return out(duplicates);
    const check = error.pointer === "/extends" ? "extends" : "json";
    const at = syntax ? { offset: syntax.offset } : {};
    return out([
      ...duplicates,
      {
        check,
        pointer: error.pointer,
        message: error.message,
        file: error.file,
        ...at,
        ...(error.hint ? { hint: error.hint } : {}),
      },
    ]);
  }
  // an abstract operator file is checked on its own too: an error in it may be overridden in every zone today
  const validate = abstract ? manifestValidator() : zoneValidator();
  const valid = validate(zone.manifest);
  const custom = (abstract ? fileChecks : zoneChecks).flatMap((check) => check({ zone, schema }));
  // a custom check explains a bad colour or link better than the schema's regular expression
  const explained = new Set(custom.map((p) => p.pointer));
  const fromSchema = schemaProblems(validate.errors, schema).filter(
    (p) => !(explained.has(p.pointer) && p.message.includes(" does not match ")),
  );
  // duplicate keys name their file themselves, so the zone's chain does not move them
  return out([...duplicates, ...fromSchema, ...custom], zone.chain, zone, valid);
}
