import { lazy, type ReactNode } from "react";

// The browser's Chakra UI and Emotion: their code, the style system and the provider. A chunk
// of its own ("style-runtime"), fetched with the first part of a page that renders in the browser: a
// section that hydrates, or a page the browser renders itself. A page whose parts all keep their
// server HTML never fetches it (its styles are in its <head>: plugins/gatsby-plugin-page-styles).
const BrowserStyles = lazy(() =>
  import(/* webpackChunkName: "style-runtime" */ "./style-runtime").then(({ styleRuntime }) =>
    styleRuntime(),
  ),
);

/**
 * Around a part of a page that Chakra's components render. On the server, nothing: the page's
 * own provider holds the system (src/components/layout/root-provider.tsx). In the browser, the style runtime, loaded on
 * first use; until it is there the part stays as the server wrote it (it waits inside its
 * section's <Suspense> boundary, src/components/common/section.tsx). It adds no element.
 */
export function StyleRoot({ children }: { children: ReactNode }) {
  if (typeof window === "undefined") return children;
  return <BrowserStyles>{children}</BrowserStyles>;
}
