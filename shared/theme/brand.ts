// The two brand colours read outside the style system too: the browser's theme colour (<meta
// name="theme-color">, the web app manifest) and the manifest's splash background.
export const BRAND_PLUM = "#4a1d3f";
export const BRAND_CREAM = "#fbf6f1";
