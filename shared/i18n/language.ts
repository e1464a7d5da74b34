import type { ClockRules } from "../lib/opening-hours";
import type { UiStrings } from "./strings";

/**
 * One language of the site: a folder of shared/i18n/ (its words and its clock), registered once in
 * shared/i18n/index.ts.
 */
export interface Language {
  /**
   * Every word its pages show: handed to each page in its context (plugins/gatsby-plugin-languages), so they
   * arrive with the page data and no bundle carries them.
   */
  words: UiStrings;
  /** How it tells the time. Only the build writes times (the hours' lines), so no bundle has it. */
  clock: ClockRules;
}
