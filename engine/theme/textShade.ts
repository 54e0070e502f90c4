import { contrastRatio } from "../../schemas/readableOn.ts";

const hex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/**
 * The colour itself when it reads at 4.5:1 as text on the surface, else the nearest darker shade
 * that does on every given surface: a light primary (an orange, a teal) still brands links and outline buttons legibly.
 */
export function textShade(color: string, surfaces: string[] = ["#ffffff"]): string {
  const reads = (c: string) => surfaces.every((surface) => contrastRatio(c, surface) >= 4.5);
  if (reads(color)) return color;
  const full = color.length === 4 ? color.replace(/[0-9a-f]/gi, (c) => c + c).slice(1) : color.slice(1);
  const rgb = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  for (let step = 1; step <= 100; step++) {
    const shade = hex(rgb.map((c) => c * (1 - step / 100)));
    if (reads(shade)) return shade;
  }
  return "#1a1a1a";
}
