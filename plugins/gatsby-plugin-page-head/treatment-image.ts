// Each treatment's share picture, made by the build in each language: the salon's look (its plum,
// its logo and its name, the heading font the pages use) with the treatment's name, duration and
// price, over the photo the owner gave the treatment if she gave one. Link previews (WhatsApp,
// Facebook) show it at SHARE_IMAGE's size; a JPEG under MAX_BYTES loads on a slow line.
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import { decompress } from "wawoff2";
import { SHARE_IMAGE } from "../gatsby-plugin-content/public";
import { BRAND_CREAM, BRAND_PLUM } from "../../shared/theme/brand";
import type { Locale } from "../../shared/lib/locale";

/** The largest share picture the build writes: chat apps fetch it on the phone's data. */
export const MAX_BYTES = 300 * 1000;

/** A treatment's share picture in a language: "/share/sw/micro-blading.jpg". */
export const treatmentImagePath = (slug: string, locale: Locale): string =>
  `/share/${locale}/${slug}.jpg`;

/** The heading font the pages load (src/styles/fonts.css), as the build's copy of it. */
const FONT_FILE = "static/fonts/playfair-display-latin-wght-normal.woff2";
const FONT_FAMILY = "Playfair Display";

/**
 * The font as a file Pango reads: sharp's own FreeType has no WOFF2 (Brotli) reader, so the site's
 * file is unpacked to TrueType once per build (wawoff2, Google's WOFF2 decoder).
 */
export async function fontForPictures(repoRoot: string): Promise<string> {
  const ttf = await decompress(fs.readFileSync(path.join(repoRoot, FONT_FILE)));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "share-font-"));
  const file = path.join(dir, "heading.ttf");
  fs.writeFileSync(file, ttf);
  return file;
}

// Pango markup's five special characters (GLib's g_markup_escape_text, which sharp does not
// expose): the treatment's name is content, shown as text and never read as markup.
const MARKUP = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" } as const;
const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (character) => MARKUP[character as keyof typeof MARKUP]);

const MARGIN = 72;
const TEXT_WIDTH = SHARE_IMAGE.width - 2 * MARGIN;
const LOGO = 96;

/** Text in the heading font, at `size` px, wrapped to the picture's width (smaller if too tall). */
async function textLayer(
  text: string,
  {
    size,
    weight,
    color,
    maxHeight,
    fontfile,
  }: {
    size: number;
    weight: number;
    color: string;
    maxHeight: number;
    fontfile: string;
  },
): Promise<{ input: Buffer; height: number }> {
  const markup = `<span foreground="${color}" font_weight="${weight}">${escapeMarkup(text)}</span>`;
  const render = (dpi: number) =>
    sharp({
      text: {
        text: markup,
        font: `${FONT_FAMILY} ${size}`,
        fontfile,
        width: TEXT_WIDTH,
        dpi,
        rgba: true,
        // At word boundaries, and inside a word longer than the line (content may hold one).
        wrap: "word-char",
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  // 72 dpi: a point is a pixel. A long name that would take more than its room is made smaller.
  let { data, info } = await render(72);
  if (info.height > maxHeight)
    ({ data, info } = await render(Math.floor((72 * maxHeight) / info.height)));
  return { input: data, height: info.height };
}

export interface TreatmentPicture {
  salon: string;
  name: string;
  /** Its duration and price on one line, in the picture's language. */
  facts: string;
  /** The site's icon (the salon's logo). */
  logo: string;
  /** The owner's photo of the treatment, if she gave one. */
  photo?: string | null;
  fontfile: string;
  out: string;
}

/** Writes one treatment's share picture (a JPEG of SHARE_IMAGE's size, under MAX_BYTES). */
export async function writeTreatmentImage(picture: TreatmentPicture): Promise<number> {
  const { width, height } = SHARE_IMAGE;
  const base = picture.photo
    ? sharp(picture.photo).rotate().resize(width, height, { fit: "cover" })
    : sharp({ create: { width, height, channels: 3, background: BRAND_PLUM } });
  // Over a photo, the plum at 70 %: the words stay readable whatever the photo's colours.
  const veil = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${BRAND_PLUM}" fill-opacity="0.7"/></svg>`,
  );
  const logo = await sharp(picture.logo).resize(LOGO, LOGO, { fit: "contain" }).png().toBuffer();
  const { fontfile } = picture;
  const salon = await textLayer(picture.salon, {
    size: 40,
    weight: 600,
    color: BRAND_CREAM,
    maxHeight: LOGO,
    fontfile,
  });
  const facts = await textLayer(picture.facts, {
    size: 48,
    weight: 500,
    color: BRAND_CREAM,
    maxHeight: 70,
    fontfile,
  });
  const name = await textLayer(picture.name, {
    size: 84,
    weight: 700,
    color: BRAND_CREAM,
    maxHeight: height - 2 * MARGIN - LOGO - facts.height - 80,
    fontfile,
  });
  const factsTop = height - MARGIN - facts.height;
  const image = base.composite([
    ...(picture.photo ? [{ input: veil, top: 0, left: 0 }] : []),
    { input: logo, top: MARGIN, left: MARGIN },
    {
      input: salon.input,
      top: MARGIN + Math.round((LOGO - salon.height) / 2),
      left: MARGIN + LOGO + 32,
    },
    { input: name.input, top: factsTop - 24 - name.height, left: MARGIN },
    { input: facts.input, top: factsTop, left: MARGIN },
  ]);
  // A photo full of detail may come out larger: then at a lower quality, until it fits.
  let jpeg: Buffer = Buffer.alloc(0);
  for (const quality of [82, 72, 62, 52]) {
    jpeg = await image.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= MAX_BYTES) break;
  }
  if (jpeg.length > MAX_BYTES) {
    throw new Error(
      `${picture.out}: the share picture is ${Math.round(jpeg.length / 1000)} kB even at the lowest quality (at most ${MAX_BYTES / 1000} kB)`,
    );
  }
  fs.mkdirSync(path.dirname(picture.out), { recursive: true });
  fs.writeFileSync(picture.out, jpeg);
  return jpeg.length;
}
