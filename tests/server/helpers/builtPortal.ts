import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "./testApp.ts";

// the least of a build the server serves the portal page from (index.html); the caller removes it
export function builtPortal(): string {
  const dir = tempDir("gangway-dist-");
  writeFileSync(join(dir, "index.html"), "<!doctype html><html><head></head><body></body></html>");
  return dir;
}
