import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { mappedSources } from "./mappedSources.ts";

export interface Share {
  /** an npm package (react-dom, @lingui/core) or the project's folder (engine, widgets, schemas) */
  owner: string;
  raw: number;
  /** what the chunk's gzip (level 9) and brotli shrink by without this owner's bytes */
  gzip: number;
  brotli: number;
}

export interface ChunkShares {
  raw: number;
  gzip: number;
  brotli: number;
  shares: Share[];
}

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
const brotli = (text: string) => brotliCompressSync(text).length;

// the project being built: the one the tool runs in (another commit's copy, to compare)
const ROOT = process.cwd();

// node_modules/react-dom/… → react-dom; the project's own files by their first folder
function ownerOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1] as string;
  // the validators generated from the API's schemas (npm run gen), apart from the code around them
  if (source.endsWith(".gen.js")) return "generated validators";
  return relative(ROOT, source).split("/")[0] ?? source;
}

/**
 * Which npm package or folder of the project each byte of a built chunk came from (its source map,
 * `vite build --sourcemap`), and what each costs compressed: the chunk compressed with and without
 * that owner's bytes, since a library's share of a gzip is not its share of the raw text.
 */
export function bundleShares(file: string): ChunkShares | null {
  // rolldown's runtime chunk comes without a map
  if (!existsSync(`${file}.map`)) return null;
  const code = readFileSync(file, "utf8");
  const map = JSON.parse(readFileSync(`${file}.map`, "utf8")) as { sources: string[]; mappings: string };
  // a map's sources are relative to the map's own folder
  const spans = mappedSources(code, map).map((s) => ({
    ...s,
    owner: ownerOf(resolve(dirname(file), s.source)),
  }));
  const whole = { raw: code.length, gzip: gzip(code), brotli: brotli(code) };
  const shares = [...new Set(spans.map((s) => s.owner))].map((owner) => {
    const rest: string[] = [];
    let at = 0;
    let raw = 0;
    for (const span of spans.filter((s) => s.owner === owner)) {
      rest.push(code.slice(at, span.from));
      raw += span.to - span.from;
      at = span.to;
    }
    rest.push(code.slice(at));
    const without = rest.join("");
    return { owner, raw, gzip: whole.gzip - gzip(without), brotli: whole.brotli - brotli(without) };
  });
  return { ...whole, shares: shares.sort((a, b) => b.gzip - a.gzip) };
}
