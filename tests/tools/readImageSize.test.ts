import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readImageSize } from "../../fleet/images/readImageSize.ts";

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#336699" } });

describe("readImageSize reads the size an image's own bytes declare", () => {
  it.for([
    ["png", () => blank(1200, 400).png().toBuffer()],
    ["webp", () => blank(1200, 400).webp({ lossless: false }).toBuffer()],
    ["webp", () => blank(1200, 400).webp({ lossless: true }).toBuffer()],
    ["avif", () => blank(1200, 400).avif({ effort: 0 }).toBuffer()],
  ] as const)("%s", async ([format, make]) => {
    expect(readImageSize(await make())).toEqual({ format, width: 1200, height: 400 });
  });

  it("an SVG by its width and height, else by its viewBox", () => {
    const sized = '<svg xmlns="http://www.w3.org/2000/svg" width="1600px" height="480" viewBox="0 0 16 4"/>';
    expect(readImageSize(Buffer.from(sized))).toEqual({ format: "svg", width: 1600, height: 480 });
    const boxed = '<svg viewBox="0 0 1200 400" xmlns="http://www.w3.org/2000/svg"></svg>';
    expect(readImageSize(Buffer.from(boxed))).toEqual({ format: "svg", width: 1200, height: 400 });
  });

  it("nothing for an SVG without a size, or bytes that are no image", () => {
    expect(readImageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100%"/>'))).toBeNull();
    expect(readImageSize(Buffer.from("GIF89a......"))).toBeNull();
  });
});
