// read by hand, not with sharp's metadata(): the lint and the server's box for an image not yet
// rasterised (server/brand/brandImages.ts) ask synchronously, and metadata() is async only; it also
// took 100-300 times as long on the fleet's 36 images (17-68 ms against 0.2 ms), rounds an SVG's
// width of 100.5 to 101, and refuses a PNG of its header alone

/** What an image file's own bytes say it is: its format and its size in pixels. */
export interface ImageSize {
  format: "svg" | "png" | "webp" | "avif";
  width: number;
  height: number;
}

const ascii = (bytes: Buffer, at: number, length: number) => bytes.toString("latin1", at, at + length);

function png(bytes: Buffer): ImageSize | null {
  if (bytes.length < 24 || bytes.readUInt32BE(0) !== 0x89504e47 || ascii(bytes, 12, 4) !== "IHDR")
    return null;
  return { format: "png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// the three WebP flavours keep their size in three different places
function webp(bytes: Buffer): ImageSize | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP") return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8X")
    return { format: "webp", width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === "VP8 ")
    return {
      format: "webp",
      width: bytes.readUInt16LE(26) & 0x3fff,
      height: bytes.readUInt16LE(28) & 0x3fff,
    };
  if (chunk === "VP8L") {
    const bits = bytes.readUInt32LE(21);
    return { format: "webp", width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return null;
}

// an AVIF is an ISO-BMFF file: an 'ftyp' box naming avif, and an 'ispe' property with the size
function avif(bytes: Buffer): ImageSize | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp" || !/avi[fs]/.test(ascii(bytes, 8, 24))) return null;
  const at = bytes.indexOf("ispe", 0, "latin1");
  if (at < 0 || at + 16 > bytes.length) return null;
  return { format: "avif", width: bytes.readUInt32BE(at + 8), height: bytes.readUInt32BE(at + 12) };
}

const number = (value: string | undefined) =>
  value && /^\d+(\.\d+)?(px)?$/.test(value) ? Number.parseFloat(value) : NaN;

// an SVG's size is its width and height attributes, else its viewBox
function svg(bytes: Buffer): ImageSize | null {
  const tag = /<svg\b[^>]*>/s.exec(bytes.toString("utf8"))?.[0];
  if (!tag) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1]?.trim();
  let width = number(attr("width"));
  let height = number(attr("height"));
  const box = attr("viewBox")
    ?.split(/[\s,]+/)
    .map(Number);
  if ((Number.isNaN(width) || Number.isNaN(height)) && box?.length === 4 && box.every(Number.isFinite)) {
    width = box[2] as number;
    height = box[3] as number;
  }
  if (!(width > 0 && height > 0)) return null;
  return { format: "svg", width, height };
}

/** The format and pixel size the file's bytes declare, or null when they are none of svg, png, webp, avif. */
export function readImageSize(bytes: Buffer): ImageSize | null {
  return png(bytes) ?? webp(bytes) ?? avif(bytes) ?? svg(bytes);
}
