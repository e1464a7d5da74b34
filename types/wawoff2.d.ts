// wawoff2 ships no types: its README's two functions, as the build uses them
// (plugins/gatsby-plugin-page-head/treatment-image.ts).
declare module "wawoff2" {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
  export function compress(ttf: Uint8Array): Promise<Uint8Array>;
}
