import path from "path";
import { MEDIA_FOLDER } from "./photos";

// The share picture and the site icon are the site facts' (content/site.yaml, "shareImage" and
// "icon"), so the owner replaces them in the editor like any photo. Some of the build reads them
// before the content check runs (the manifest's icon is a gatsby-config option), so the paths are
// checked here too: content is untrusted, and a path leaving the photo folder is refused.

export interface SitePictures {
  /** The share picture's file, whatever its size: the build makes /og-image.jpg from it. */
  share: string;
  /** The icon's file, a square: the manifest's icons and the editor's logo are made from it. */
  icon: string;
}

/**
 * A photo path a content file holds, relative to the file ("images/icon.png" in content/site.yaml,
 * "../images/nails.jpg" in a treatment's), as a file inside the photo folder.
 */
export function pictureFile(
  contentDir: string,
  field: string,
  value: unknown,
  { file = "site.yaml", editor = "Site facts" }: { file?: string; editor?: string } = {},
): string {
  const folder = path.resolve(contentDir, MEDIA_FOLDER);
  const from = path.dirname(path.resolve(contentDir, file));
  const picture = typeof value === "string" ? path.resolve(from, value.trim()) : "";
  if (!picture.startsWith(folder + path.sep)) {
    throw new Error(
      `content/${file} › ${field}: ${JSON.stringify(value)} is not a photo in content/${MEDIA_FOLDER}/. Choose one in the editor (${editor}).`,
    );
  }
  return picture;
}

/**
 * The share picture and the icon content/site.yaml names, from its facts as read once: in the build
 * the site's content node (../site-node.ts), which the page head and the editor's writer hand here.
 */
export function sitePictures(contentDir: string, site: Record<string, unknown>): SitePictures {
  return {
    share: pictureFile(contentDir, "shareImage", site.shareImage),
    icon: pictureFile(contentDir, "icon", site.icon),
  };
}
