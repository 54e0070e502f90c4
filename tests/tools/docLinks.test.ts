import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Every link between the docs lands: the file exists, and its #anchor is one of the target's headings
// (GitHub's slugs). A doc that moves or a heading that is renamed fails here, not in a reader's hands.
const ROOT = resolve(import.meta.dirname, "../..");
const DOCS = [
  ...["README.md", "server/README.md", "manifests/README.md", "server/gateway/freeradius/README.md"],
  ...readdirSync(join(ROOT, "docs"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");
}

function anchors(markdown: string): Set<string> {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, "");
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of prose.matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(m[1] as string);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

/** The relative links of a doc, outside its fenced blocks: [text](target) and <img src="…">. */
function links(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
  const md = [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] as string);
  const img = [...prose.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1] as string);
  return [...md, ...img].filter((t) => !/^[a-z]+:/.test(t));
}

function broken(doc: string): string[] {
  const text = readFileSync(join(ROOT, doc), "utf8");
  return links(text).flatMap((link) => {
    const [path = "", anchor] = link.split("#");
    const target = path ? resolve(join(ROOT, dirname(doc)), path) : join(ROOT, doc);
    if (!target.startsWith(ROOT)) return [`${doc}: ${link} leaves the repository`];
    if (!existsSync(target)) return [`${doc}: ${link} (no such file)`];
    if (anchor === undefined || statSync(target).isDirectory() || !target.endsWith(".md")) return [];
    return anchors(readFileSync(target, "utf8")).has(anchor) ? [] : [`${doc}: ${link} (no such heading)`];
  });
}

describe("the links between the docs", () => {
  it.each(DOCS)("%s links only to files and headings that exist", (doc) => {
    expect(broken(doc)).toEqual([]);
  });

  it("finds a missing file, a missing heading and a link out of the repository", () => {
    expect(slug("What `npm test` runs")).toBe("what-npm-test-runs");
    expect(slug("Ship and shore: a vessel")).toBe("ship-and-shore-a-vessel");
    expect(anchors("# A\n## B b\n## B b\n```\n# not\n```")).toEqual(new Set(["a", "b-b", "b-b-1"]));
    expect(links('[x](a.md#b) `[y](c.md)` <img src="d.png"> [z](https://e.example)')).toEqual([
      "a.md#b",
      "d.png",
    ]);
  });

  it("the README stays a front door: under 150 lines", () => {
    expect(readFileSync(join(ROOT, "README.md"), "utf8").split("\n").length).toBeLessThan(150);
  });
});
