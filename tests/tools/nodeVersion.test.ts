import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe("the project's Node", () => {
  it("is one version everywhere: the node dependency, .nvmrc, and the Node these tests run on", () => {
    const version = pkg.dependencies.node;
    expect(version).toMatch(/^22\.\d+\.\d+$/);
    expect(readFileSync(".nvmrc", "utf8").trim()).toBe(version);
    expect(process.version).toBe(`v${version}`);
    expect(pkg.engines.node).toBe(">=22");
  });

  it("comes with a production install, as does every package the server imports at run time", () => {
    expect(pkg.dependencies.node).toBeDefined();
    expect(pkg.devDependencies.node).toBeUndefined();
    // what an `npm ci --omit=dev` server runs: the server (and the fleet/ it lints with), its
    // WAL worker, the tools run on the ship's server, and the server-render entry (built to
    // dist-ssr/, which imports its packages from node_modules)
    const imported = runtimePackages([
      "server/main.ts",
      "server/storage/sqlite/checkpointWorker.ts",
      "tools/vouchers/vouchers.ts",
      "tools/lint/lint-manifests.ts",
      "engine/ssr/renderPage.tsx",
    ]);
    expect(imported.size).toBeGreaterThan(5);
    const missing = [...imported].filter((name) => pkg.dependencies[name] === undefined);
    expect(missing, "imported at run time but not in dependencies").toEqual([]);
    const unused = Object.keys(pkg.dependencies).filter((name) => name !== "node" && !imported.has(name));
    expect(unused, "in dependencies but imported by nothing that runs").toEqual([]);
  });

  it("is the one the documented commands name: no bare `node` runs a .ts file in a README", () => {
    const docs = [
      ...["README.md", "server/README.md", "manifests/README.md"],
      ...readdirSync("docs", { recursive: true, encoding: "utf8" })
        .filter((name) => name.endsWith(".md"))
        .map((name) => `docs/${name}`),
    ];
    // a bare `node` in a shell is the machine's own (Node 20 here), which cannot run .ts files
    const bare = docs.flatMap((doc) =>
      readFileSync(doc, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          /(?<![/\w-])node [\w./-]+\.tsx?\b/.test(line) ? [`${doc}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(bare, "use npm run … or node_modules/.bin/node").toEqual([]);
  });
});

/** Packages imported (not type-only) by the files, following relative imports from them. */
function runtimePackages(entries: string[]): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    const specifiers = [
      ...text.matchAll(/^(?:import|export) (?!type )(?:[^;]*?from )?"([^"]+)"/gm),
      ...text.matchAll(/\bimport\("([^"]+)"\)/g),
    ].map(([, specifier]) => specifier as string);
    for (const specifier of specifiers) {
      if (specifier.startsWith(".")) {
        const target = [specifier, `${specifier}.ts`, `${specifier}.tsx`]
          .map((candidate) => join(dirname(file), candidate))
          .find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
        if (target) visit(target);
      } else if (!specifier.startsWith("node:")) {
        const [scope, name] = specifier.split("/");
        packages.add(scope?.startsWith("@") ? `${scope}/${name}` : (scope as string));
      }
    }
  };
  for (const entry of entries) visit(entry);
  return packages;
}
