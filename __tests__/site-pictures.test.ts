import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import { describeContent } from "../plugins/gatsby-plugin-content/model/describe";
import { ICON_SIDE, SHARE_IMAGE } from "../plugins/gatsby-plugin-content/model/photos";
import { editorConfig } from "../plugins/gatsby-plugin-editor/config";
import { pictureFile, sitePictures } from "../plugins/gatsby-plugin-content/model/site-pictures";
import { readContentYamlSync } from "../plugins/gatsby-plugin-content/check/load";
import { writeShareImage } from "../plugins/gatsby-plugin-page-head/share-image";

// The share picture and the site icon are the site facts' photos: the owner replaces them in the
// editor, told the size each needs, and the build reads them only from the photo folder.

const repoRoot = path.resolve(__dirname, "..");
const contentDir = path.join(repoRoot, "content");

describe("the share picture and the icon", () => {
  it("are the site facts' photos, in the photo folder", () => {
    const site = readContentYamlSync(path.join(contentDir, "site.yaml"), repoRoot) as Record<
      string,
      unknown
    >;
    expect(sitePictures(contentDir, site)).toEqual({
      share: path.join(contentDir, "images/share.jpg"),
      icon: path.join(contentDir, "images/icon.png"),
    });
  });

  it.each([
    ["../package.json"],
    ["/etc/passwd"],
    ["images/../../gatsby-config.ts"],
    ["images"],
    [""],
    [42],
  ])("refuses %p, which is not a photo in content/images/", (value) => {
    expect(() => pictureFile(contentDir, "icon", value)).toThrow(
      /^content\/site\.yaml › icon: .* is not a photo in content\/images\/\. Choose one in the editor \(Site facts\)\.$/,
    );
  });

  it("are image fields of Site facts whose hints give the size each needs", () => {
    const config = editorConfig(describeContent(), {
      branch: "main",
      siteUrl: "https://x.example",
    });
    const site = (
      config.collections as { name: string; files: { fields: Record<string, unknown>[] }[] }[]
    ).find(({ name }) => name === "site")!.files[0]!.fields;
    const field = (name: string) => site.find((item) => item.name === name)!;
    expect(field("shareImage")).toMatchObject({ widget: "image", label: "Share picture" });
    expect(field("shareImage").hint).toContain(`${SHARE_IMAGE.width} × ${SHARE_IMAGE.height} px`);
    expect(field("icon")).toMatchObject({ widget: "image", label: "Site icon" });
    expect(field("icon").hint).toContain(`${ICON_SIDE} × ${ICON_SIDE} px`);
  });

  it("the build writes the share picture at the size the pages declare, from any photo", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "share-"));
    try {
      const square = path.join(dir, "square.webp");
      await sharp({ create: { width: 900, height: 900, channels: 3, background: "#7a2e5a" } })
        .webp()
        .toFile(square);
      const out = path.join(dir, "og-image.jpg");
      await writeShareImage(square, out);
      const meta = await sharp(out).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        "jpeg",
        SHARE_IMAGE.width,
        SHARE_IMAGE.height,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
