import ts from "typescript";

export interface ImportAt {
  specifier: string;
  /** 1-based */
  line: number;
}

/**
 * Every module a source names: static imports and re-exports (types too), import() with a string,
 * side-effect imports. TypeScript's own pre-parser, so that a specifier in a comment or a string
 * is no import, and a multi-line import is found at its specifier's line.
 */
export function readImports(source: string): ImportAt[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  const breaks: number[] = [];
  for (let at = source.indexOf("\n"); at >= 0; at = source.indexOf("\n", at + 1)) breaks.push(at);
  return importedFiles.map(({ fileName, pos }) => ({
    specifier: fileName,
    line: 1 + breaks.filter((at) => at < pos).length,
  }));
}
