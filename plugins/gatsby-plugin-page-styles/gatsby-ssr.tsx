// Chakra's CSS written into each built page's <head> (README.md says why the site relies on it).
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "stream";
import type { ReactNode } from "react";
import {
  GLOBAL_CSS_ID,
  SERVER_STYLE_ATTRIBUTE,
  STYLE_CACHE_KEY,
} from "../../shared/lib/page-styles";
import { siteSystem } from "../../shared/theme";
import { EMOTION_KEEP_IN_PLACE_ATTRIBUTE } from "./contract";
import { chakraGlobalCss } from "./global-css";

/**
 * The page's HTML once everything in it has rendered, lazily loaded parts included (the sections'
 * code is fetched only when needed in the browser, but the server writes every section whole), as
 * Gatsby's own renderer waits for it (`renderToPipeableStream`, `onAllReady`).
 */
function renderWhole(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(writtenPart(chunk));
        done();
      },
      final(done) {
        // Decoded whole: a character is never cut in two where one chunk ends.
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/**
 * A chunk of React 18's streamed HTML without the unwritten bytes at its end. React 18 encodes the
 * HTML into a 2048-byte buffer and sends the whole buffer even when a character of 2-4 bytes (an
 * en dash, "·") did not fit at its end: up to 3 zero bytes, never written, go out with it
 * (facebook/react#31134; fixed by facebook/react#26228 in React 19, not in 18). A page whose text
 * puts such a character there would hold a U+0000, which the HTML checker refuses. Only zero bytes
 * at a chunk's very end are taken off, at most 3: a U+0000 React wrote itself from content there
 * would be one a browser shows as nothing anyway (the HTML parser drops or replaces it).
 */
function writtenPart(chunk: Buffer): Buffer {
  let end = chunk.length;
  while (end > 0 && chunk.length - end < 3 && chunk[end - 1] === 0) end -= 1;
  return chunk.subarray(0, end);
}

// Chakra's global CSS (the layer order, reset, global styles, keyframes and the theme's variables)
// as an ordinary stylesheet in every page, `gatsby develop`'s too: worked out once per build
// (global-css.tsx), so no ChakraProvider renders it (shared/theme/provider-system.ts).
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <style
      key={GLOBAL_CSS_ID}
      id={GLOBAL_CSS_ID}
      dangerouslySetInnerHTML={{ __html: chakraGlobalCss() }}
    />,
  ]);
};

// Emotion's default server rendering writes each new style rule as a <style> element in the body,
// just before the element that first uses it (70-80 of them per page). Here Emotion's documented
// server API (@emotion/server, "advanced approach") collects them instead into one sheet with
// every class the page uses, written into <head>. The site needs that, not only for speed: the
// browser loads Chakra and Emotion only with the first part of a page that renders
// (src/components/layout/style-root.tsx), so nothing would be there to take the body's <style>
// elements out of React's way when the page hydrates.
// - Global styles some component renders itself (none today: Chakra's are the stylesheet) keep
//   the `data-emotion` names its <Global> components look for in the browser, plus `data-s`,
//   which tells Emotion's cache not to move them (moving a stylesheet restyles the whole page).
// - The component CSS names its rules in SERVER_STYLE_ATTRIBUTE, which the browser's cache reads
//   (src/components/layout/style-cache.ts) to know which rules are already there. It starts with
//   Chakra's layer order (reset, base, tokens, recipes): CSS layers are ordered by where each is
//   first named, whichever of the two sheets comes first.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: STYLE_CACHE_KEY });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = await renderWhole(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  const { styles } = extractCriticalToChunks(html);
  replaceBodyHTMLString(html);
  setHeadComponents(
    styles.map((style) => {
      const names = style.ids.join(" ");
      return style.key === cache.key ? (
        <style
          key={style.key}
          {...{ [SERVER_STYLE_ATTRIBUTE]: names }}
          dangerouslySetInnerHTML={{ __html: siteSystem().layers.atRule + style.css }}
        />
      ) : (
        <style
          key={`${style.key} ${names}`}
          data-emotion={`${style.key} ${names}`}
          {...{ [EMOTION_KEEP_IN_PLACE_ATTRIBUTE]: "" }}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      );
    }),
  );
};
