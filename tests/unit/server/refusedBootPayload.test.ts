import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { portalWithEntry } from "../../server/helpers/portalWithEntry.ts";
import { startApp, type TestApp } from "../../server/helpers/testApp.ts";

// The browser takes the page's data as it comes (engine/boot/readBootPayload.ts): the server's check
// (server/pages/checkBootPayload.ts) is the only one, so data that fails it must stay out of the page.
// A server defect is made here: this one device's data gets a field its schema does not allow.
// In the unit project, not the server one: vi.mock needs Vite's module runner and a module graph of
// the file's own (the server project shares one graph a worker, where bootPayload.ts is loaded already).
const DEFECT_MAC = "02:0d:ef:ec:70:01";
vi.mock("../../../server/pages/bootPayload.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../server/pages/bootPayload.ts")>();
  return {
    ...original,
    bootPayload: async (...args: Parameters<typeof original.bootPayload>) => {
      const payload = await original.bootPayload(...args);
      return payload && payload.mac === DEFECT_MAC ? { ...payload, defect: 1 } : payload;
    },
  };
});

const MISMATCH = "the page's data does not match its schema";
const BOOT = /<script type="application\/json" id="gw-boot">(.*?)<\/script>/s;

let t: TestApp;
let portal: string;
afterEach(async () => {
  await t?.close();
  rmSync(resolve(portal, ".."), { recursive: true, force: true });
});

describe("a page whose data fails its schema", () => {
  it("is drawn and sent without the data, the defect logged; another device's page keeps its data", async () => {
    portal = portalWithEntry();
    const logged: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    t = await startApp({ portal: { staticDir: portal }, http: { logger: { level: "error", stream } } });
    const refused = await t.app.inject({ url: `/?mac=${DEFECT_MAC}&zoneId=fw-open` });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('data-ssr-path="/start"');
    expect(BOOT.exec(refused.body)?.[1]).toBe("null");
    expect(logged.filter((line) => line.includes(MISMATCH))).toHaveLength(1);

    const kept = await t.app.inject({ url: "/?mac=02:0d:ef:ec:70:02&zoneId=fw-open" });
    expect(JSON.parse(BOOT.exec(kept.body)?.[1] ?? "null")).toMatchObject({
      zoneId: "fw-open",
      mac: "02:0d:ef:ec:70:02",
    });
    expect(logged.filter((line) => line.includes(MISMATCH))).toHaveLength(1);
  });
});
