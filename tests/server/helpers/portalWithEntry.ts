import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { tempDir } from "./testApp.ts";

// the pages' forms need the engine's render entry, as the pages do: the build's (npm run build:portal)
const ENTRY_DIR = resolve("dist-ssr");
const INDEX = `<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>`;

/** A portal folder with the build's render entry beside it (registerPortal finds it at ../dist-ssr); the caller removes its parent. */
export function portalWithEntry(): string {
  if (!existsSync(join(ENTRY_DIR, "renderPage.js")))
    throw new Error("dist-ssr is missing: npm run build:portal");
  const parent = tempDir("gangway-forms-");
  mkdirSync(join(parent, "dist"));
  writeFileSync(join(parent, "dist", "index.html"), INDEX);
  writeFileSync(join(parent, "dist", "gangway-chunks.json"), JSON.stringify({ catalogs: {} }));
  symlinkSync(ENTRY_DIR, join(parent, "dist-ssr"));
  return join(parent, "dist");
}
