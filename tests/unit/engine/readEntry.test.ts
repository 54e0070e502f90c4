import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readEntry, readLocationEntry } from "../../../engine/boot/readEntry.ts";

// Issue 34: the browser reads its address once, at boot, into one typed entry
describe("the address, read once (engine/boot/readEntry.ts)", () => {
  it("types every parameter the portal reads", () => {
    const entry = readLocationEntry(
      "?mac=02-0F-00-00-00-01&zoneId=z1&retryCount=2&os=ios&captiveStep=3&dev=1&lang=%20SV&connecting=2&wait=1&ignoreSessionRedirect=true",
    );
    expect(entry).toEqual({
      query: { mac: "02:0f:00:00:00:01", zoneId: "z1", retryCount: 2 },
      os: "ios",
      captiveStep: 3,
      returned: 2,
      dev: true,
      lang: "sv",
      connecting: 2,
      stay: true,
    });
  });

  it("refuses what the server refuses, and reads the server's request.query alike", () => {
    const bad = readLocationEntry(
      "?mac=02:0f-00:00:00:01&zoneId=z1&os=<x>&captiveStep=123&dev=2&connecting=2&wait=7",
    );
    expect(bad).toMatchObject({ query: null, os: null, captiveStep: null, dev: null, connecting: null });
    expect(readLocationEntry("?dev=0&retryCount=0").dev).toBe(false);
    expect(readLocationEntry("?retryCount=0").returned).toBeNull();
    // a repeated parameter: its first value, in the browser and on the server (Fastify's arrays)
    expect(readLocationEntry("?mac=02:0f:00:00:00:01&mac=02:0f:00:00:00:02&zoneId=z1").query?.mac).toBe(
      "02:0f:00:00:00:01",
    );
    expect(readEntry({ mac: ["02:0f:00:00:00:01", "x"], zoneId: "z1" }).query?.mac).toBe("02:0f:00:00:00:01");
  });

  it("is the only reader of the browser's address: nothing else in the engine parses location.search", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const readers = files("engine").filter((f) => /location\.search/.test(readFileSync(f, "utf8")));
    expect(readers).toEqual(["engine/boot/main.tsx"]);
  });
});
