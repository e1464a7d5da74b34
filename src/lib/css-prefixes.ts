import { DECLARATION, prefixer, type Middleware } from "stylis";

/**
 * Properties that browsers still in use need vendor-prefixed (Safari before 18 for
 * backdrop-filter; every Safari for user-select and text-size-adjust; Chrome and Safari for
 * background-clip: text; older Chrome and Safari for masks; Safari for box-decoration-break).
 */
const STILL_PREFIXED =
  /^(backdrop-filter|user-select|text-size-adjust|background-clip|mask|box-decoration-break|appearance)/;

/**
 * Emotion's stylis prefixer, for only the properties above. The full prefixer also writes
 * `-webkit-box`/`-ms-flexbox` flex, `-webkit-` keyframes and `-ms-` grid for browsers nobody uses
 * any more: about a fifth of the CSS each page carries in its <head>, which a phone has to download
 * and parse before it can show anything.
 */
export const modernPrefixer: Middleware = (element, index, children, callback) => {
  if (element.type !== DECLARATION) return undefined;
  if (!STILL_PREFIXED.test(String(element.props))) return undefined;
  return prefixer(element, index, children, callback);
};
