import { existsSync, globSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The docs name files by their paths; a file that moves or goes leaves its name behind. Every
// repository path a doc names, in backticks or as a link, must exist: relative to the doc's own
// folder (server/README.md says `storage/Storage.ts`; docs/ pages name server files so too) or to the root.
const ROOT = resolve(import.meta.dirname, "../..");
const DOCS = [
  "README.md",
  "server/README.md",
  "manifests/README.md",
  ...readdirSync(join(ROOT, "docs"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

// written by a build, a bench, a running server or an install: the docs name them, no checkout has them
const OUTPUTS = ["dist/", "dist-ssr/", "dist-storybook/", "reports/", "data/", "DATA_DIR/", "node_modules/"];

// named on purpose although they do not exist, each with its reason; one that comes to exist
// fails too, so that this list only shrinks
const HYPOTHETICAL: Record<string, string> = {
  "manifests/balticstar/operator.json": "the walkthrough's new operator: what npm run new-operator writes",
  "manifests/balticstar/aurora.json": "the walkthrough's new vessel: what npm run new-vessel writes",
  "manifests/gangnet/aurora.json": "an example vessel added to an operator by npm run new-vessel",
};

const EXTENSION = /[\w-]\.(ts|tsx|mts|mjs|js|cjs|json|jsonc|sql|md|css|html|svg|png|webp|avif|po|ya?ml|sh)$/;
const TOP = new Set(readdirSync(ROOT));
const SKIPPED = new Set(["node_modules", ...OUTPUTS.map((o) => o.slice(0, -1))]);

// every file name in the repository's folders, for a doc that names a file by its name alone
function fileNames(dir: string, into = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || SKIPPED.has(entry.name)) continue;
    if (entry.isDirectory()) fileNames(join(dir, entry.name), into);
    else into.add(entry.name);
  }
  return into;
}
const NAMES = fileNames(ROOT);

/**
 * What reads as a path in a code span or a link target; URLs, routes, commands and keys do not. A
 * placeholder (`widgets/<Name>.tsx`) stands for any name: it must match one file at least.
 */
function asPath(text: string): string | undefined {
  const path = text
    .trim()
    .replace(/#.*$/, "")
    .replace(/<[\w-]+>/g, "*");
  if (!/^[\w.@/*-]+$/.test(path) || path.startsWith("/")) return undefined;
  const named = EXTENSION.test(path) || /[\w-]\/$/.test(path);
  return named || (path.includes("/") && TOP.has(path.split("/")[0] as string)) ? path : undefined;
}

/** The paths a doc names, each once, outside its fenced blocks (commands and configuration). */
function namedPaths(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, "");
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] as string);
  const links = [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] as string);
  const paths = [...spans, ...links].flatMap((t) => (/^[a-z]+:/.test(t) ? [] : (asPath(t) ?? [])));
  return [...new Set(paths)];
}

// a doc is read in a checkout (and on the forge): a file beside the checkout is not there
const inRepository = (doc: string, path: string) =>
  !relative(ROOT, resolve(ROOT, dirname(doc), path)).startsWith("..");

function exists(doc: string, path: string): boolean {
  if (!inRepository(doc, path)) return false;
  // the topic pages of docs/ name the server's files as server/ does (`storage/Storage.ts`)
  const bases = [join(ROOT, dirname(doc)), ROOT, ...(doc.startsWith("docs/") ? [join(ROOT, "server")] : [])];
  if (path.includes("*")) return bases.some((cwd) => globSync(path, { cwd }).length > 0);
  if (!path.includes("/")) return NAMES.has(path);
  return bases.some((base) => existsSync(join(base, path)));
}

const missingIn = (doc: string) =>
  namedPaths(readFileSync(join(ROOT, doc), "utf8")).filter(
    (path) => !(path in HYPOTHETICAL) && !OUTPUTS.some((out) => path.startsWith(out)) && !exists(doc, path),
  );

describe("the paths the docs name", () => {
  it.each(DOCS)("%s names only files that exist", (doc) => {
    expect(missingIn(doc).map((path) => `${doc}: \`${path}\` does not exist`)).toEqual([]);
  });

  it("allows only paths that are still hypothetical", () => {
    const named = new Set(DOCS.flatMap((doc) => namedPaths(readFileSync(join(ROOT, doc), "utf8"))));
    const real = Object.keys(HYPOTHETICAL).filter((path) => existsSync(join(ROOT, path)));
    const unnamed = Object.keys(HYPOTHETICAL).filter((path) => !named.has(path));
    expect({ exist: real, unnamed }).toEqual({ exist: [], unnamed: [] });
  });

  it("finds what a doc names, and leaves URLs, routes and commands alone", () => {
    const doc = [
      "`storage/Store.ts` and `server/http/` ([the fleet](../manifests/README.md#layout))",
      "`GET /api/v1/settings`, `https://example.org/a.ts`, `npm run bench`, `brand.header`, `DATA_DIR/x`",
      "```sh\ncat server/nowhere.ts\n```",
      "`tools/checks/importRules.ts` `schemas/gen/*.gen.ts` `005-cluster.sql` `widgets/<Name>.tsx`",
    ].join("\n");
    expect(namedPaths(doc)).toEqual([
      "storage/Store.ts",
      "server/http/",
      "tools/checks/importRules.ts",
      "schemas/gen/*.gen.ts",
      "005-cluster.sql",
      "widgets/*.tsx",
      "../manifests/README.md",
    ]);
    const named = ["005-cluster.sql", "storage/Store.ts", "storage/Storage.ts", "widgets/*.tsx", "db/"];
    expect(named.filter((p) => !exists("server/README.md", p))).toEqual([
      "005-cluster.sql",
      "storage/Store.ts",
      "db/",
    ]);
    // outside the repository, even when the machine has it beside the checkout
    expect(exists("docs/CONTRIBUTING.md", "../../shared/ARCHITECTURE.md")).toBe(false);
    expect(exists("docs/CONTRIBUTING.md", "../README.md")).toBe(true);
  });
});
