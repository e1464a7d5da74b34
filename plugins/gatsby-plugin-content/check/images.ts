/**
 * Every image field the model declares must point at a photo inside content/ that exists, can be
 * read, and is large enough for where it is shown (the field's `minLongSide`).
 */
import { stat } from "node:fs/promises";
import * as path from "node:path";
import sharp from "sharp";
import { GALLERY_MIN_LONG_SIDE, PHOTO_LARGEST_SIDE, PHOTO_TYPES } from "../model/photos";
import { formatFieldPath, type ContentError } from "./errors";
import { allDocuments, relativeFile, type LoadedContent, type LoadedDocument } from "./load";
import { fieldsIn } from "./walk";

/**
 * The most pixels the build will decode: sharp's own default `limitInputPixels` (16383 × 16383),
 * which gatsby-plugin-sharp keeps. A camera photo has 12 to 50 million; anything near this is a
 * mistake or an attack (a tiny file can declare a huge image).
 */
export const MAX_IMAGE_PIXELS = 0x3fff * 0x3fff;

const IMAGE_EXTENSIONS = new RegExp(`\\.(?:${Object.values(PHOTO_TYPES).flat().join("|")})$`, "i");

export interface ImageReference {
  doc: LoadedDocument;
  field: string;
  value: string;
  minLongSide: number;
}

export function imageReferences(doc: LoadedDocument): ImageReference[] {
  return fieldsIn(doc.type.root.spec, doc.data).flatMap(({ spec, segments, value }) =>
    spec.widget === "image" && typeof value === "string" && value.trim() !== ""
      ? [
          {
            doc,
            field: formatFieldPath(segments),
            value,
            minLongSide: spec.minLongSide ?? 0,
          },
        ]
      : [],
  );
}

async function isFile(absolute: string): Promise<boolean> {
  try {
    return (await stat(absolute)).isFile();
  } catch {
    return false;
  }
}

async function checkImage(
  reference: ImageReference,
  contentDir: string,
  repoRoot: string,
): Promise<ContentError[]> {
  const { doc, field, value, minLongSide } = reference;
  const fail = (rule: string, message: string, severity?: "warning"): ContentError[] => [
    { file: doc.file, field, rule, message, ...(severity ? { severity } : {}) },
  ];
  const absolute = path.resolve(doc.dir, value);
  const insideContent = path.relative(contentDir, absolute);
  if (path.isAbsolute(value) || insideContent.startsWith("..") || path.isAbsolute(insideContent)) {
    return fail(
      "image-path",
      `"${value}" points outside the content folder. Put the photo under content/images/ and ` +
        `write its path relative to ${doc.file}, e.g. "images/photo.jpg".`,
    );
  }
  if (!IMAGE_EXTENSIONS.test(value)) {
    return fail("image-format", `"${value}" is not a JPEG, PNG, WebP or AVIF file.`);
  }
  const lookedFor = relativeFile(repoRoot, absolute);
  if (!(await isFile(absolute))) {
    return fail(
      "image-missing",
      `"${value}" does not exist: looked for ${lookedFor}. Check the spelling and folder, or add ` +
        `the photo there.`,
    );
  }
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Only the header is read here (nothing is decoded), so a huge image is measured, not refused.
    ({ width, height } = await sharp(absolute, { limitInputPixels: false }).metadata());
  } catch {
    width = undefined;
  }
  if (width === undefined || height === undefined) {
    return fail(
      "image-unreadable",
      `${lookedFor} cannot be read as an image; save it again as JPEG or PNG.`,
    );
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    const megapixels = Math.round((width * height) / 1e6);
    return fail(
      "image-too-large",
      `${lookedFor} is ${width}x${height} px (${megapixels} megapixels), too large to decode: at ` +
        `most ${Math.floor(MAX_IMAGE_PIXELS / 1e6)} megapixels. Save it smaller, e.g. 2400 px on ` +
        `its long side.`,
    );
  }
  if (Math.max(width, height) >= minLongSide) return [];
  // Only a warning: the editor cannot measure a photo before saving it, and the site shows a small
  // photo at its own size (it is never enlarged), so the page still works.
  const advice =
    minLongSide === GALLERY_MIN_LONG_SIDE ? ` (${PHOTO_LARGEST_SIDE}x1600 recommended)` : "";
  return fail(
    "image-too-small",
    `${lookedFor} is ${width}x${height} px; it should be at least ${minLongSide} px on its long ` +
      `side${advice}. It is shown at its own size, smaller than the others; replace it with a ` +
      `larger photo.`,
    "warning",
  );
}

export async function imageErrors(
  content: LoadedContent,
  contentDir: string,
  repoRoot: string,
): Promise<ContentError[]> {
  const references = allDocuments(content).flatMap(imageReferences);
  const errors = await Promise.all(
    references.map((reference) => checkImage(reference, contentDir, repoRoot)),
  );
  return errors.flat();
}
