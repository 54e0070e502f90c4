/**
 * A header or banner as the page draws it: a box of known size (so nothing shifts when it
 * arrives), its dominant colour painted first, and the sources the browser picks from.
 * Mirrored by the engine's PreparedImage (engine/api/BrandImages.ts): the boot payload carries it.
 */
export interface BrandImage {
  /** the fallback source (WebP, or the SVG itself before the variants exist) */
  src: string;
  width: number;
  height: number;
  /** a CSS colour painted in the box until the image arrives */
  placeholder: string;
  /** AVIF first, then WebP, each at several widths */
  sources: { type: string; srcSet: string }[];
}

export type BrandSlot = "header" | "banner";

/**
 * The widths made of each slot; no wider than the source when it is raster. The smallest two are
 * what a 360 px phone needs at 1 and 2 device pixels per CSS pixel (the header spans the window,
 * the banner a little less): the browser picks the smallest variant that fills the box, so a
 * phone on a thin ship link gets no pixels it cannot show. The wider ones serve bigger screens.
 */
export const SLOT_WIDTHS: Record<BrandSlot, number[]> = {
  header: [360, 720, 1080, 1600],
  banner: [360, 720, 1080],
};
