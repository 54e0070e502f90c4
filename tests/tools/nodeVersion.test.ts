import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
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
    const imported = new Set<string>();
    for (const file of readdirSync("server", { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".ts")) continue;
      const text = readFileSync(join("server", file), "utf8");
      // type-only imports vanish at run time; node: built-ins and relative paths are no packages
      for (const [, name] of text.matchAll(/^import (?!type )[^;]*?from "((?:@[^/"]+\/)?[^/".][^/"]*)/gm))
        if (name && !name.startsWith("node:")) imported.add(name);
    }
    expect(imported.size).toBeGreaterThan(5);
    const missing = [...imported].filter((name) => pkg.dependencies[name] === undefined);
    expect(missing, "imported by server/ but not in dependencies").toEqual([]);
  });
});
