import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { editZone, type Mutation } from "./mutationKit.ts";

const svg = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}"/></svg>`;
// the first 24 bytes of a PNG: signature and IHDR with the size; enough for the lint, which reads only that
function png(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  bytes.writeUInt32BE(13, 8);
  bytes.write("IHDR", 12, "latin1");
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

/** Header and banner images the lint must refuse: by format, by pixels, by shape, by description. */
export const imageMutations: Mutation[] = [
  {
    name: "header that is not an image",
    apply(f) {
      writeFileSync(join(dirname(f.zone), "not-an-image.svg"), "<html>hello</html>");
      const file = editZone(f, (z) => (z.brand = { ...z.brand, header: "not-an-image.svg" }));
      return {
        file,
        pointer: "/brand/header",
        line: f.lineOf(file, "not-an-image.svg"),
        message: /is not an SVG, PNG, WebP or AVIF/,
      };
    },
  },
  {
    name: "header whose bytes are another format than its name",
    apply(f) {
      writeFileSync(join(dirname(f.zone), "header-really-png.webp"), png(1600, 480));
      const file = editZone(f, (z) => (z.brand = { ...z.brand, header: "header-really-png.webp" }));
      return { file, pointer: "/brand/header", message: /is a PNG file named \.webp/ };
    },
  },
  {
    name: "raster header too narrow in pixels",
    apply(f) {
      writeFileSync(join(dirname(f.zone), "small-header.png"), png(600, 200));
      const file = editZone(f, (z) => (z.brand = { ...z.brand, header: "small-header.png" }));
      return { file, pointer: "/brand/header", message: /600 px wide, under the 960 px minimum/ };
    },
  },
  {
    name: "header of the wrong shape",
    apply(f) {
      writeFileSync(join(dirname(f.zone), "square-header.svg"), svg(800, 800));
      const file = editZone(f, (z) => (z.brand = { ...z.brand, header: "square-header.svg" }));
      return { file, pointer: "/brand/header", message: /800×800, narrower than 2:1/ };
    },
  },
  {
    name: "banner too wide for its box",
    apply(f) {
      writeFileSync(join(dirname(f.zone), "strip-banner.svg"), svg(2000, 200));
      const file = editZone(f, (z) => (z.brand = { ...z.brand, banner: "strip-banner.svg" }));
      return { file, pointer: "/brand/banner", message: /2000×200, wider than 4:1/ };
    },
  },
  {
    name: "header description that is not in texts",
    apply(f) {
      const file = editZone(f, (z) => (z.brand = { ...z.brand, headerAlt: "no.such.alt" }));
      return {
        file,
        pointer: "/brand/headerAlt",
        line: f.lineOf(file, "no.such.alt"),
        message: /text "no.such.alt" is not in texts/,
      };
    },
  },
];
