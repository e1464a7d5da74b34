/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import { compressIcons, manifestIconFiles } from "../gatsby/compress-icons";

/** A detailed RGBA picture, like the manifest's icons: a gradient with a gold square. */
async function writeIcon(file: string, size: number) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const gold = x > size / 3 && x < (2 * size) / 3 && y > size / 4 && y < (3 * size) / 4;
      pixels.set(
        gold ? [212, 175, 55, 255] : [74 + (x % 7), 29 + (y % 5), 63 + ((x + y) % 9), 255],
        i,
      );
    }
  }
  await sharp(pixels, { raw: { width: size, height: size, channels: 4 } })
    .png({ compressionLevel: 9 })
    .toFile(file);
}

describe("compressIcons", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "icons-"));
    fs.mkdirSync(path.join(dir, "icons"));
  });

  it("finds the manifest's icons and the favicon", async () => {
    await writeIcon(path.join(dir, "icons", "icon-48x48.png"), 48);
    await writeIcon(path.join(dir, "favicon-32x32.png"), 32);
    fs.writeFileSync(path.join(dir, "icons", "notes.txt"), "");
    expect(manifestIconFiles(dir).map((file) => path.relative(dir, file))).toEqual([
      path.join("icons", "icon-48x48.png"),
      "favicon-32x32.png",
    ]);
  });

  it("re-encodes each icon as a smaller palette PNG of the same picture", async () => {
    const file = path.join(dir, "icons", "icon-144x144.png");
    await writeIcon(file, 144);
    const before = await sharp(file).raw().toBuffer();
    const [result] = await compressIcons([file]);
    expect(result!.after).toBeLessThan(result!.before / 2);
    expect(fs.statSync(file).size).toBe(result!.after);
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ width: 144, height: 144, format: "png" });
    expect(meta.isPalette).toBe(true);
    // The same picture: every channel of every pixel within a few levels.
    const after = await sharp(file).ensureAlpha().raw().toBuffer();
    let worst = 0;
    for (let i = 0; i < before.length; i++)
      worst = Math.max(worst, Math.abs(before[i]! - after[i]!));
    expect(worst).toBeLessThanOrEqual(12);
  });

  it("leaves an icon alone when the palette version would not be smaller", async () => {
    // A one-pixel greyscale PNG (88 bytes): with a palette chunk it would grow.
    const file = path.join(dir, "favicon-32x32.png");
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#808080" } })
      .toColourspace("b-w")
      .png({ compressionLevel: 9 })
      .toFile(file);
    const original = fs.readFileSync(file);
    const [result] = await compressIcons([file]);
    expect(result).toEqual({ file, before: original.length, after: original.length });
    expect(fs.readFileSync(file)).toEqual(original);
  });
});
