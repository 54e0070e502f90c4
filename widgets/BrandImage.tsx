import "./BrandImage.css";

/** An image as the server prepared it: its box, a placeholder colour, and the sources to pick from. */
export interface BrandImageData {
  src: string;
  width: number;
  height: number;
  /** painted in the box until the image arrives; a CSS colour */
  placeholder: string;
  /** AVIF, then WebP, each with a srcset of widths */
  sources: { type: string; srcSet: string }[];
}

export interface BrandImageProps {
  image: BrandImageData;
  /** what a screen reader says; empty for a decorative image */
  alt: string;
  /** the header is above the fold (fetched at once); the banner below it (fetched when near) */
  slot: "header" | "banner";
}

// the header spans the window; the banner the content column
export const BRAND_IMAGE_SIZES = { header: "100vw", banner: "(min-width: 560px) 528px, calc(100vw - 32px)" };

/**
 * The operator's header image or banner. Its box has the image's shape before a byte of it has
 * arrived (nothing below it moves), painted in the image's dominant colour.
 */
export function BrandImage({ image, alt, slot }: BrandImageProps) {
  const header = slot === "header";
  // a described picture is content: a named region keeps it inside a landmark (axe's region
  // rule); a decorative one (empty alt) has nothing to announce and stays a plain box
  const Box = alt ? "section" : "div";
  return (
    <Box
      aria-label={alt || undefined}
      className="gw-brand-image"
      data-slot={slot}
      style={{ backgroundColor: image.placeholder, aspectRatio: `${image.width} / ${image.height}` }}
    >
      <picture>
        {image.sources.map((source) => (
          <source
            key={source.type}
            type={source.type}
            srcSet={source.srcSet}
            sizes={BRAND_IMAGE_SIZES[slot]}
          />
        ))}
        <img
          src={image.src}
          width={image.width}
          height={image.height}
          alt={alt}
          loading={header ? "eager" : "lazy"}
          fetchPriority={header ? "high" : "auto"}
          decoding="async"
        />
      </picture>
    </Box>
  );
}
