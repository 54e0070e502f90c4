import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ENVIRONMENT } from "../../server/operations.ts";

// The reference pages cover everything there is: every variable the server reads, every command.
const ROOT = resolve(import.meta.dirname, "../..");

// every NAME in env.NAME, process.env.NAME, env["NAME"] or raw.NAME (a section's checked values) under server/
function variablesRead(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(join(ROOT, "server"), { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".ts")) continue;
    const code = readFileSync(join(ROOT, "server", file), "utf8");
    for (const m of code.matchAll(/\b(?:env|raw)\??\.([A-Z][A-Z0-9_]+)\b|\benv\["([A-Z][A-Z0-9_]+)"\]/g))
      names.add((m[1] ?? m[2]) as string);
  }
  return names;
}

describe("the reference", () => {
  it("describes every environment variable the server reads in a plugin's section (server/wiring/environment.ts)", () => {
    const read = variablesRead();
    expect(read.size).toBeGreaterThan(30);
    const described = new Set(ENVIRONMENT.flatMap((part) => Object.keys(part.variables)));
    expect([...read].filter((name) => !described.has(name))).toEqual([]);
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
