import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { UNNAMED_ALLOWED } from "../../tools/checks/unnamedAllowed.ts";
import { exportedNames, unnamedFiles } from "../../tools/checks/unnamedFiles.ts";

// server files named after none of their exports (issue 41: 98 of 515 at its start, 34 after its
// renames and splits): only those on the list, each with why; tools/checks/check-file-names.ts
// lists them
const ALLOWED = Object.keys(UNNAMED_ALLOWED);

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), "gangway-names-"));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

describe("files named after what they export", () => {
  it("reads a module's exports: declared, listed, renamed and types", () => {
    const source = [
      "export async function pageRenderer() {}",
      "export const LIMIT = 1;",
      "export interface PageRequest {}",
      "export type RenderEntry = string;",
      'export { a, b as shown } from "./x.ts";',
      'export type { Inner } from "./y.ts";',
      'export * from "./z.ts";',
    ].join("\n");
    expect(exportedNames(source)).toEqual([
      "pageRenderer",
      "LIMIT",
      "PageRequest",
      "RenderEntry",
      "a",
      "shown",
      "Inner",
    ]);
  });

  it("names a file whose name is none of its exports, not one that is (in any case, a constant's underscores aside) or exports nothing", () => {
    const dir = tree({
      "server/pages/pageRenderer.ts": "export function pageRenderer() {}\nexport const other = 1;\n",
      "server/gateway/handOff.ts": "export interface Handoff {}\n",
      "server/main.ts": "await start();\n",
      "server/domain/time.ts": "export const MINUTE = 60_000;\nexport const HOUR = 60 * MINUTE;\n",
      "server/pages/pageRenderer.test.ts": "export const x = 1;\n",
      "server/opens/openOutcomes.ts": "export const OPEN_OUTCOMES = {};\n",
      "server/domain/terms.ts": 'export const TERMS_REFUSED = "accept the terms";\n',
    });
    // a folder's entries come in the file system's order
    const found = unnamedFiles(dir, "server").sort((a, b) => a.file.localeCompare(b.file));
    expect(found).toEqual([
      { file: "server/domain/terms.ts", exports: ["TERMS_REFUSED"] },
      { file: "server/domain/time.ts", exports: ["MINUTE", "HOUR"] },
    ]);
  });

  it("names every server file after an export, but for the short list's, each with why", () => {
    const found = unnamedFiles(resolve(import.meta.dirname, "../.."), "server").map((f) => f.file);
    const unlisted = found.filter((file) => !ALLOWED.includes(file));
    expect(unlisted, "named after none of their exports: rename or split them").toEqual([]);
  });

  it("lets the short list only shrink: a file on it that is named now (or gone) leaves it", () => {
    const found = new Set(unnamedFiles(resolve(import.meta.dirname, "../.."), "server").map((f) => f.file));
    const named = ALLOWED.filter((file) => !found.has(file));
    expect(named, "named after an export now, or gone: take them off tools/checks/unnamedAllowed.ts").toEqual(
      [],
    );
    expect(ALLOWED.length).toBeLessThanOrEqual(34);
  });
});
