import QRCode from "qrcode";

const QUIET = 2;

/**
 * The portal's address as a QR code: an SVG <symbol> drawn once per sheet, which each card shows
 * with <use> (a 5,000-card sheet stays small). Dark modules as one path of horizontal runs, each
 * a whole number of modules wide, so printers draw crisp edges; a quiet zone of 2 modules
 * (the card around it is white, and 13 mm on a card leaves no room for the standard's 4).
 */
export function qrSymbol(id: string, text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = modules.size;
  let path = "";
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!modules.get(y, x)) continue;
      let run = 1;
      while (x + run < size && modules.get(y, x + run)) run++;
      path += `M${x + QUIET} ${y + QUIET}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  const box = size + 2 * QUIET;
  return `<symbol id="${id}" viewBox="0 0 ${box} ${box}"><rect width="${box}" height="${box}" fill="#fff"/><path d="${path}" fill="#000"/></symbol>`;
}
