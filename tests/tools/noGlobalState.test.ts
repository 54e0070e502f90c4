import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// issue 41: what a module keeps is the module's own (or the app's, decorated by its plugin); state
// on globalThis outlives an app's close and leaks between test files that share a process
const SERVER = resolve(import.meta.dirname, "../../server");

describe("the server's state", () => {
  it("keeps none on globalThis", () => {
    const files = readdirSync(SERVER, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(100);
    const onGlobal = files.filter((f) => /\bglobalThis\b/.test(readFileSync(join(SERVER, f), "utf8")));
    expect(onGlobal).toEqual([]);
  });
});
