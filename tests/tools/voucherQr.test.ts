import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrSymbol } from "../../tools/vouchers/voucherQr.ts";

describe("the sheet's QR code", () => {
  it("draws exactly the dark modules of the portal's address, inside a quiet zone", () => {
    const url = "https://portal.ship.example/";
    const svg = qrSymbol("portal-qr", url);
    const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
    const box = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
    expect(box).toBe(modules.size + 4);
    // every run "M x y h n v1 h-n z" paints n modules of row y from x on
    const dark = new Set<string>();
    for (const [, x, y, n] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g))
      for (let i = 0; i < Number(n); i++) dark.add(`${Number(x) + i - 2},${Number(y) - 2}`);
    for (let y = 0; y < modules.size; y++)
      for (let x = 0; x < modules.size; x++) expect(dark.has(`${x},${y}`)).toBe(modules.get(y, x) === 1);
  });
});
