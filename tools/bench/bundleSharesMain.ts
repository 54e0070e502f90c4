// `npm run bench:bundle`: what each npm package and each folder of the project costs in every
// chunk of the portal's build (KB raw, and what the chunk's gzip and brotli shrink by without it).
// It builds the portal with source maps into a temporary folder; dist/ is left as it is. To see what
// grew, run it on two commits (issue 44 found the page data's validator in the main chunk this way).
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { bundleShares } from "./bundleShares.ts";

// an owner whose gzip share is under this is counted in "the rest" of its chunk
const SHOWN_BYTES = 256;
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

const outDir = mkdtempSync(join(tmpdir(), "gangway-bundle-"));
try {
  await build({ logLevel: "error", build: { sourcemap: true, outDir, emptyOutDir: true } });
  const assets = join(outDir, "assets");
  const chunks = readdirSync(assets).filter((f) => f.endsWith(".js"));
  for (const file of chunks) {
    const chunk = bundleShares(join(assets, file));
    if (!chunk) continue;
    console.log(`\n${file}: ${kb(chunk.raw)} raw ${kb(chunk.gzip)} gzip ${kb(chunk.brotli)} brotli (KB)`);
    const shown = chunk.shares.filter((s) => s.gzip >= SHOWN_BYTES);
    for (const s of shown) console.log(`  ${s.owner.padEnd(28)} ${kb(s.raw)} ${kb(s.gzip)} ${kb(s.brotli)}`);
    const rest = chunk.shares.filter((s) => s.gzip < SHOWN_BYTES);
    if (rest.length > 0)
      console.log(
        `  ${`the rest (${rest.length})`.padEnd(28)} ${kb(rest.reduce((sum, s) => sum + s.raw, 0))}`,
      );
  }
  console.log(
    "\nshares do not add up to the whole: a compressor's dictionary is shared by everything in a chunk",
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
