import fs from "fs";
import path from "path";

/**
 * Whether the site under test was built with the start-up layer (plugins/gatsby-plugin-startup):
 * its line in gatsby-config.ts is there, not commented out, and STARTUP_PLUGIN=off (set for the
 * build and the tests alike, as scripts/startup-off-smoke.sh does) did not leave it out. The tests
 * of what only that layer does run when it is on; every other browser test passes with it off.
 */
export const STARTUP_PLUGIN_ON =
  process.env.STARTUP_PLUGIN !== "off" &&
  /^\s*(?:\.\.\.\(.*\[)?["']gatsby-plugin-startup["']/m.test(
    fs.readFileSync(path.resolve(__dirname, "../../../gatsby-config.ts"), "utf8"),
  );

/** `describe`, or `describe.skip` when the start-up layer is off. */
export const describeWithStartupPlugin = STARTUP_PLUGIN_ON ? describe : describe.skip;
