import { image, labelled, object, text, translated } from "./fields";

/** The photo formats the site builds from, by MIME type, with their file extensions. */
export const PHOTO_TYPES: Readonly<Record<string, readonly string[]>> = {
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/webp": ["webp"],
  "image/avif": ["avif"],
};

/** The folder under content/ that photos live in (and the editor uploads to). */
export const MEDIA_FOLDER = "images";

/**
 * The share picture link previews show (WhatsApp, Facebook): the size the pages declare
 * (og:image:width and height), which the build cuts the chosen picture to (plugins/gatsby-plugin-content/model/site-pictures.ts).
 */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** The site icon's side: a square, from which the phone's and the browser's sizes are made. */
export const ICON_SIDE = 512;

/** Photos outside the gallery must be at least this long on their long side, in pixels. */
export const IMAGE_MIN_LONG_SIDE = 800;
/** Gallery photos fill a wide slideshow, so they must be larger. */
export const GALLERY_MIN_LONG_SIDE = 1200;
/**
 * The widest the site ever shows a photo (the gallery's full-screen view): a larger photo gains
 * visitors nothing, so the editor makes an upload at most this long on its long side, and the build
 * recommends it (the gallery's largest width in src/components/services/gallery-view.tsx).
 */
export const PHOTO_LARGEST_SIDE = 2400;

/** A photo with the text read to visitors who cannot see it. */
export function pictured(what: string, minLongSide = IMAGE_MIN_LONG_SIDE) {
  return {
    image: labelled(
      "Photo",
      image(
        `${what}. Choose one, or upload one from the phone: it is made smaller for the web by itself.`,
        { minLongSide },
      ),
    ),
    alt: labelled(
      "Photo description, for people who can't see it",
      translated(
        text(
          "Say what the photo shows, in a sentence; screen readers read it out. Describe the new photo whenever you replace one.",
        ),
      ),
    ),
  };
}

/** A photo on its own, e.g. the team photo across the page. */
export const contentImage = (what: string) => object("ContentImage", `${what}.`, pictured(what));
