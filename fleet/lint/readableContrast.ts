import { contrastRatio, readableOn } from "../../schemas/readableOn.ts";

export const MIN_CONTRAST = 4.5;
export const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The contrast of a background with the text the engine draws on it (white or #1a1a1a). */
export function readableContrast(background: string): number {
  return contrastRatio(background, readableOn(background));
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** The nearest darker or lighter shade that reaches 4.5:1, to offer as a fix. */
export function nearestReadable(hex: string): string {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c).slice(1) : hex.slice(1);
  const rgb = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  for (let step = 1; step <= 50; step++) {
    const t = step / 50;
    const darker = toHex(rgb.map((c) => c * (1 - t)));
    if (readableContrast(darker) >= MIN_CONTRAST) return darker;
    const lighter = toHex(rgb.map((c) => c + (255 - c) * t));
    if (readableContrast(lighter) >= MIN_CONTRAST) return lighter;
  }
  return "#1a1a1a";
}
