import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_DOCS } from "../../server/operations.ts";

// The reference pages cover everything there is: every variable the server reads, every command.
const ROOT = resolve(import.meta.dirname, "../..");

// every NAME in env.NAME, process.env.NAME or env["NAME"] under server/
function variablesRead(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(join(ROOT, "server"), { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".ts")) continue;
    const code = readFileSync(join(ROOT, "server", file), "utf8");
    for (const m of code.matchAll(/\benv\??\.([A-Z][A-Z0-9_]+)\b|\benv\["([A-Z][A-Z0-9_]+)"\]/g))
      names.add((m[1] ?? m[2]) as string);
  }
  return names;
}

describe("the reference", () => {
  it("describes every environment variable the server reads (server/env/envDocs.ts)", () => {
    const read = variablesRead();
    expect(read.size).toBeGreaterThan(30);
    expect([...read].filter((name) => !(name in ENV_DOCS))).toEqual([]);
    const page = readFileSync(join(ROOT, "docs/reference/environment.md"), "utf8");
    expect([...read].filter((name) => !page.includes(`| \`${name}\` |`))).toEqual([]);
  });

  it("names every npm script in docs/reference/cli.md", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    const page = readFileSync(join(ROOT, "docs/reference/cli.md"), "utf8");
    const spelled = (name: string) =>
      ["start", "test"].includes(name) ? `\`npm ${name}\`` : `\`npm run ${name}\``;
    const lifecycle = (name: string) => /^(pre|post)/.test(name) && page.includes(`\`${name}\``);
    const missing = Object.keys(pkg.scripts).filter(
      (name) => !page.includes(spelled(name)) && !lifecycle(name),
    );
    expect(missing).toEqual([]);
  });
});
