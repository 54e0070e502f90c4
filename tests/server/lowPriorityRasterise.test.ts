import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { getPriority, tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { lowPriorityRasterise } from "../../server/brand/lowPriorityRasterise.ts";
import { rasterise } from "../../server/brand/rasterise.ts";
import { scaled } from "../timeoutFactor.ts";

// this process's children that run the encoder, with their niceness
function encoders(): number[] {
  return readdirSync("/proc")
    .filter((pid) => /^\d+$/.test(pid))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
        return ppid === process.pid && cmd.includes("rasteriseWorker") ? [getPriority(Number(pid))] : [];
      } catch {
        return [];
      }
    });
}

describe("brand images encoded at the lowest CPU priority", () => {
  it(
    "makes the same variants as in-process encoding, in a child process at niceness 19",
    async () => {
      // a header of two slot widths (raster: none wider than itself), a gradient so each width
      // differs: the comparison below holds over several variants without encoding the demo's
      // full-size SVG twice at all four widths (most of this file's CPU)
      const [width, height] = [800, 200];
      const pixels = Buffer.alloc(width * height * 3);
      for (let i = 0; i < pixels.length; i++) pixels[i] = (Math.floor(i / 3) % width) & 0xff;
      const body = await sharp(pixels, { raw: { width, height, channels: 3 } })
        .png()
        .toBuffer();
      const encode = lowPriorityRasterise();
      const job = encode(body, "header", "0123456789abcdef");
      await expect.poll(encoders, { timeout: scaled(10_000) }).toEqual([19]);
      const [child, here] = await Promise.all([job, rasterise(body, "header", "0123456789abcdef")]);
      expect(child.placeholder).toBe(here.placeholder);
      expect(child.variants.map((v) => [v.name, v.width])).toEqual(
        here.variants.map((v) => [v.name, v.width]),
      );
      // both widths, each as AVIF and WebP
      expect(here.variants.map((v) => v.width)).toEqual([360, 360, 720, 720]);
      expect(Buffer.isBuffer(child.variants[0]?.body)).toBe(true);
      expect(child.variants[0]?.body.byteLength).toBeGreaterThan(0);
    },
    scaled(120_000),
  );

  it(
    "keeps a process that only awaits an image alive until it is made (the start-page bench's warm-up)",
    () => {
      const module = new URL("../../server/brand/lowPriorityRasterise.ts", import.meta.url).href;
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="16"><rect width="64" height="16"/></svg>';
      const script = `const { lowPriorityRasterise } = await import(${JSON.stringify(module)});
const made = await lowPriorityRasterise()(Buffer.from(${JSON.stringify(svg)}), "header", "feedfacefeedface");
console.log("variants", made.variants.length);`;
      // a file, not -e: the encoder is forked with this process's flags
      const dir = mkdtempSync(join(tmpdir(), "gangway-encoder-"));
      const file = join(dir, "awaitOnly.mjs");
      writeFileSync(file, script);
      const run = spawnSync(process.execPath, [file], { encoding: "utf8", timeout: scaled(120_000) });
      rmSync(dir, { recursive: true, force: true });
      // without the encoder holding the event loop, Node ends with 13: an unsettled top-level await
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/^variants [1-9]/m);
    },
    scaled(150_000),
  );
});
