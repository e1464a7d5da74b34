import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface ImageFile {
  childImageSharp: { gatsbyImageData: IGatsbyImageData } | null;
}

/**
 * The processed image of a content photo. The content validator has already checked every image
 * path, so a missing one is a bug: fail the build naming the photo instead of rendering a hole.
 */
export function imageOf(file: ImageFile, what: string): IGatsbyImageData {
  const data = file.childImageSharp?.gatsbyImageData;
  if (!data) throw new Error(`No processed image for ${what}: is it a JPEG, PNG, WebP or AVIF?`);
  return data;
}

/**
 * For the first screen's photo (the page's LCP element): fetched before everything else. React 18
 * passes unknown lowercase attributes through; `fetchPriority` would warn.
 */
export const HIGH_FETCH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

/** What gatsby-plugin-sharp writes for a blurred placeholder: a small image as base64. */
const BASE64_IMAGE = /^data:image\/(?:jpeg|png|webp|avif);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * A placeholder as a CSS `url(…)`, or undefined unless it is exactly a base64 image: it reaches
 * a style attribute, so nothing else (a quote, a bracket, another scheme) may pass.
 */
export function placeholderBackground(fallback: string | undefined): string | undefined {
  return fallback && BASE64_IMAGE.test(fallback) ? `url("${fallback}")` : undefined;
}
