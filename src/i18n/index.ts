import type { Locale } from "../lib/locale";
import { en } from "./en";
import type { UiStrings } from "./strings";
import { sw } from "./sw";

export type { UiStrings } from "./strings";

/** Every language's interface words; only gatsby-node.ts (and tests) import this. */
export const UI_STRINGS: Readonly<Record<Locale, UiStrings>> = { en, sw };
