import sharp from "sharp";
import { SHARE_IMAGE } from "../gatsby-plugin-content/public";

/**
 * Writes the share picture as link previews read it: a JPEG of exactly SHARE_IMAGE's size (the
 * size the pages declare), cut from the middle of whatever was chosen, so any photo will do.
 */
export async function writeShareImage(share: string, out: string): Promise<void> {
  await sharp(share)
    .rotate()
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: "cover" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(out);
}
