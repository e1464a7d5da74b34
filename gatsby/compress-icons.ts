import fs from "fs";
import path from "path";
import sharp from "sharp";

/**
 * Re-encodes the PNG icons gatsby-plugin-manifest wrote (home-screen icons and favicon) with a
 * colour palette: the same picture at a fraction of the bytes. Phones fetch a manifest icon with
 * the page (the 144 px one weighed 25 kB, more than the page's own HTML). A file is replaced only
 * when the new one is smaller. Returns each file's size before and after.
 */
export async function compressIcons(
  files: readonly string[],
): Promise<{ file: string; before: number; after: number }[]> {
  return Promise.all(
    files.map(async (file) => {
      const original = fs.readFileSync(file);
      const palette = await sharp(original)
        .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
        .toBuffer();
      if (palette.length < original.length) fs.writeFileSync(file, palette);
      return { file, before: original.length, after: Math.min(palette.length, original.length) };
    }),
  );
}

/** The icons gatsby-plugin-manifest writes into public/. */
export function manifestIconFiles(publicDir: string): string[] {
  const iconsDir = path.join(publicDir, "icons");
  const icons = fs.existsSync(iconsDir)
    ? fs
        .readdirSync(iconsDir)
        .filter((name) => name.endsWith(".png"))
        .map((name) => path.join(iconsDir, name))
    : [];
  const favicon = path.join(publicDir, "favicon-32x32.png");
  return fs.existsSync(favicon) ? [...icons, favicon] : icons;
}
