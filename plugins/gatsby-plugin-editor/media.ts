import { PHOTO_LARGEST_SIDE } from "../gatsby-plugin-content/public";

// How the editor takes in the photos the owner uploads (Sveltia CMS's default media library).

/**
 * Photos the owner uploads are resized and re-encoded in her browser before they are committed
 * (Sveltia CMS's `transformations`, whose only format is WebP): at most PHOTO_LARGEST_SIDE px on
 * the long side, as WebP, in every browser. Chromium and Firefox encode it from a canvas; Safari,
 * the engine of every iPhone browser, can't, and the editor then encodes it with the WebP encoder
 * its npm package brings (WebAssembly, served from /admin/: ./bundle.ts). A 4000x3000 camera photo
 * becomes about 0.5 MB either way, a grainy one about 0.7 MB (docs/editing-content.md says so,
 * and __tests__/browser/editor.test.ts measures both). The build makes the visitors' sizes from
 * whatever is stored (plugins/gatsby-plugin-content/check/images.ts checks only that it is large enough).
 */
export const UPLOAD = {
  maxLongSide: PHOTO_LARGEST_SIDE,
  quality: 80,
  /**
   * The largest file one save can send to GitHub in one piece, refused with the editor's message
   * after the conversion above: Sveltia CMS sends at most 16 MiB of Base64 in one commit (GitHub's
   * GraphQL API aborts larger requests), which is 12 MiB of file. A converted photo stays far
   * below it; it is there for what the conversion leaves as it is (a photo the browser can't
   * decode is saved unconverted) and for the PNG the editor falls back to if a browser could
   * encode WebP neither way.
   */
  maxFileBytes: 12 * 1024 * 1024,
} as const;

/** The editor's media library: the upload's limit and conversion, and plain file names. */
export const MEDIA_LIBRARIES = {
  default: {
    config: {
      max_file_size: UPLOAD.maxFileBytes,
      // "Photo 2026-11-25 (1).JPG" → "photo-2026-11-25-1.webp": a plain name in the repository.
      slugify_filename: true,
      transformations: {
        raster_image: {
          format: "webp",
          quality: UPLOAD.quality,
          width: UPLOAD.maxLongSide,
          height: UPLOAD.maxLongSide,
        },
      },
    },
  },
} as const;
