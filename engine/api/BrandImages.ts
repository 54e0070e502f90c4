/**
 * A header or banner as the server prepared it for the page (server/brand/BrandImage.ts), in
 * the boot payload: its box, a placeholder colour, and the sources to pick from. The widget takes
 * the same shape as its props (widgets/BrandImage.tsx), which it declares itself.
 */
export interface PreparedImage {
  src: string;
  width: number;
  height: number;
  /** painted in the box until the image arrives; a CSS colour */
  placeholder: string;
  /** AVIF, then WebP, each with a srcset of widths */
  sources: { type: string; srcSet: string }[];
}

/** The zone's header and banner, each when the server prepared it. */
export type BrandImages = Partial<Record<"header" | "banner", PreparedImage>>;
