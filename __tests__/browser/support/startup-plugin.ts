import fs from "fs";
import path from "path";

/**
 * Whether gatsby-config.ts switches the start-up layer (plugins/gatsby-plugin-startup) on: its
 * one line, not commented out. The tests of what only that layer does run when it is on; every
 * other browser test passes with it off as well.
 */
export const STARTUP_PLUGIN_ON = /^\s*["']gatsby-plugin-startup["']\s*,/m.test(
  fs.readFileSync(path.resolve(__dirname, "../../../gatsby-config.ts"), "utf8"),
);

/** `describe`, or `describe.skip` when the start-up layer is off. */
export const describeWithStartupPlugin = STARTUP_PLUGIN_ON ? describe : describe.skip;
