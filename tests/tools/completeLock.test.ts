import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completeLock, type Lock } from "../../tools/lock/completeLock.ts";

const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as Lock;

describe("package-lock.json is one npm ci accepts", () => {
  it("names every optional platform binary its packages ask for (else: npm run lock:complete)", () => {
    expect(completeLock(lock).added).toEqual([]);
  });

  it("gets back exactly the entries an npm install here drops (Biome's other platforms)", () => {
    const dropped = Object.fromEntries(
      Object.entries(lock.packages).filter(
        ([key]) => !/^node_modules\/@biomejs\/cli-(?!linux-(x64|arm64)$)/.test(key),
      ),
    );
    const { lock: completed, added } = completeLock({ ...lock, packages: dropped });
    expect(added).toHaveLength(8);
    expect(added).toContain("@biomejs/cli-darwin-arm64@2.6.8");
    expect(JSON.stringify(completed)).toBe(JSON.stringify(lock));
  });
});
