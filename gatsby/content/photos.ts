import { image, object, text } from "./fields";

/** Photos outside the gallery must be at least this long on their long side, in pixels. */
export const IMAGE_MIN_LONG_SIDE = 800;
/** Gallery photos fill a wide slideshow, so they must be larger. */
export const GALLERY_MIN_LONG_SIDE = 1200;

/** A photo with the text read to visitors who cannot see it. */
export function pictured(what: string, minLongSide = IMAGE_MIN_LONG_SIDE) {
  return {
    image: image(
      `${what}: a JPEG, PNG, WebP or AVIF under content/images/, its path relative to the content file.`,
      { minLongSide },
    ),
    alt: text("What the photo shows, for visitors who cannot see it."),
  };
}

/** A photo on its own, e.g. the team photo across the page. */
export const contentImage = (what: string) => object("ContentImage", `${what}.`, pictured(what));
