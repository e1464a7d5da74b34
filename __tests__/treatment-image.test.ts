/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import {
  fontForPictures,
  MAX_BYTES,
  writeTreatmentImage,
} from "../plugins/gatsby-plugin-page-head/treatment-image";

// A treatment's share picture: the salon's look, or the owner's photo of the treatment under its
// name and price; always the size link previews read, a JPEG under MAX_BYTES.

const root = path.resolve(__dirname, "..");
let dir = "";
let fontfile = "";
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "treatment-image-"));
  fontfile = await fontForPictures(root);
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(path.dirname(fontfile), { recursive: true, force: true });
});

const picture = (photo: string | null, name = "Micro-blading") => ({
  salon: "Immeasure Beauty Spa",
  name,
  facts: "2 hrs · KES 10,000",
  logo: path.join(root, "content/images/icon.png"),
  photo,
  fontfile,
  out: path.join(dir, `${photo ? "photo" : "plain"}-${name.length}.jpg`),
});

/** The picture's average colour, as [r, g, b]. */
const averageOf = async (file: string) =>
  (await sharp(file).stats()).channels.slice(0, 3).map((channel) => Math.round(channel.mean));

describe("a treatment's share picture", () => {
  it.each([
    ["in the salon's colours", null],
    ["from the owner's photo", path.join(root, "content/images/nail-art-01.jpg")],
  ])("%s: 1200 x 630, a JPEG under 300 kB", async (_how, photo) => {
    const out = picture(photo).out;
    const bytes = await writeTreatmentImage(picture(photo));
    expect(fs.statSync(out).size).toBe(bytes);
    expect(bytes).toBeLessThanOrEqual(MAX_BYTES);
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
  });

  it("shows the owner's photo when she gives one", async () => {
    const plain = picture(null);
    const photo = picture(path.join(root, "content/images/nail-art-01.jpg"));
    await writeTreatmentImage(plain);
    await writeTreatmentImage(photo);
    expect(await averageOf(photo.out)).not.toEqual(await averageOf(plain.out));
  });

  it.each([
    ["markup characters, as text", `<b>Nails & "toes"</b> and more`],
    ["many words, smaller", "very long name ".repeat(12)],
    ["one word longer than the picture, broken", `&lt;/script&gt;${"x".repeat(60)}&lt;script&gt;`],
  ])("writes a name with %s", async (_what, name) => {
    await expect(writeTreatmentImage(picture(null, name))).resolves.toBeLessThan(MAX_BYTES);
  });
});
