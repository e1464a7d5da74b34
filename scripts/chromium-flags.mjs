// Launch flags for Debian's Chromium that work on this project's machines (no sandbox in the
// container, no GPU, and none of Chromium's own background traffic to Google). Shared by the
// browser tests (__tests__/browser/support/chromium.ts) and the benchmark (scripts/bench.mjs).
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
