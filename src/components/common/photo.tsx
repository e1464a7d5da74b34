import type { CSSProperties, ImgHTMLAttributes } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { placeholderBackground } from "../../lib/image";
import { langOf, type ContentText } from "./t";

export interface PhotoProps {
  /** From a `gatsbyImageData` field: the files, sizes and placeholder gatsby-plugin-sharp made. */
  image: IGatsbyImageData;
  /** What the photo shows, for who cannot see it. */
  alt: ContentText;
  /** "eager" only for the first screen's photo; everything else waits until it is near. */
  loading?: "eager" | "lazy";
  /** How the photo (and its placeholder) fills the wrapper; the stylesheet reads `data-fit`. */
  objectFit?: "cover" | "contain";
  /** The photo's and the placeholder's crop; the middle ("50% 50%") unless given. */
  objectPosition?: string;
  /** Replaces the query's `sizes` (the gallery's full-screen view shows the photo larger). */
  sizes?: string;
  /** On the wrapper, which reserves the photo's space; the photo and placeholder fill it. */
  style?: CSSProperties;
  onLoad?: ImgHTMLAttributes<HTMLImageElement>["onLoad"];
  /** Extra attributes for the <img>, e.g. a high fetch priority (src/lib/image.ts). */
  imgAttributes?: Record<string, string>;
}

/** The `alt` of a photo that adds nothing to the words beside it (a thumbnail, a copy). */
export const DECORATIVE: ContentText = { text: "", lang: null };

// The <img>'s width and height, whole numbers in HTML. A full-width photo's are only its
// proportions (1 by 1/ratio), so it has none, like gatsby-plugin-image's own <img>: the wrapper
// keeps its proportions.
const imgSize = ({ layout, width, height }: IGatsbyImageData) =>
  layout === "fullWidth" ? {} : { width: Math.round(width), height: Math.round(height) };

function wrapperSize({ layout, width, height }: IGatsbyImageData): CSSProperties {
  if (layout === "fixed") return { width, height };
  const aspectRatio = `${width} / ${height}`;
  return layout === "constrained"
    ? { width: "100%", maxWidth: width, aspectRatio }
    : { width: "100%", aspectRatio };
}

/**
 * A content photo from gatsby-plugin-sharp's processed files, as plain HTML: a <picture> with the
 * AVIF/WebP sources and a JPEG fallback, the browser's own lazy loading, and the blurred (or
 * dominant-colour) placeholder behind it until the photo has arrived.
 *
 * The blurred placeholder is the wrapper's background, not an <img> of its own: the browser
 * starts a load for every <img> while it parses the page (about 0.5 ms each here, before the
 * first paint, in a task Lighthouse counts as blocking), but decodes a background only when it
 * paints it. Scaled up from its 20 px, it looks the same either way.
 *
 * What every photo shares (the wrapper's positioning, the photo filling it, the placeholder's fit)
 * is in src/styles/global.css, which the page carries in its <head>, so that it is neither in the
 * page's script nor repeated on every photo.
 *
 * Why not gatsby-plugin-image's <GatsbyImage>: after every page load it fetches a chunk with
 * react-dom/server (21.5 kB gzip) to re-render its images, fades photos in from a script (the
 * page's largest paint waited for it) and writes an inline script after every image. No other
 * image library takes gatsby-plugin-sharp's data without a runtime of its own, and the browser
 * already does what is needed here: `loading="lazy"`, `decoding="async"`, srcset and sizes. The
 * query side (`gatsbyImageData` with its widths, formats and placeholder) stays gatsby-plugin-image's.
 */
export function Photo({
  image,
  alt,
  loading = "lazy",
  objectFit = "cover",
  objectPosition,
  sizes,
  style,
  onLoad,
  imgAttributes,
}: PhotoProps) {
  const { fallback, sources = [] } = image.images;
  const placeholder = placeholderBackground(image.placeholder?.fallback);
  return (
    <div
      data-photo=""
      data-fit={objectFit}
      style={{
        backgroundColor: image.backgroundColor,
        backgroundImage: placeholder,
        backgroundPosition: placeholder && objectPosition,
        ...wrapperSize(image),
        ...style,
      }}
    >
      <picture>
        {sources.map((source) => (
          <source
            key={source.type}
            type={source.type}
            srcSet={source.srcSet}
            sizes={sizes ?? source.sizes}
          />
        ))}
        <img
          data-main-image=""
          alt={alt.text}
          lang={langOf(alt)}
          src={fallback?.src}
          srcSet={fallback?.srcSet}
          sizes={sizes ?? fallback?.sizes}
          {...imgSize(image)}
          loading={loading}
          decoding="async"
          onLoad={onLoad}
          style={objectPosition ? { objectPosition } : undefined}
          {...imgAttributes}
        />
      </picture>
    </div>
  );
}
