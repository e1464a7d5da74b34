import { createElement, useEffect, type ComponentType } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "../lib/islands";
import { isReleased } from "../lib/section-gates";
import { HYDRATE_ATTRIBUTE, SECTION_ATTRIBUTE } from "../lib/section-triggers";
import { PageLocaleContext, usePageLocale } from "./use-strings";

/** Each island's code, by its name, fetched when the page has one to hydrate. */
export type IslandParts = Readonly<Record<string, () => Promise<ComponentType<never>>>>;

/**
 * Hydrates the page's islands (src/components/common/island.tsx) that sit in sections keeping
 * their server HTML, each as a React root of its own with the page's words, once the page has
 * hydrated; unmounted when the page goes. An island in a section React renders (a page the
 * browser renders itself) is that section's: left alone.
 *
 * Written by hand: React documents hydrating a part of a page as a root of its own (hydrateRoot),
 * not inside a part of another root that never hydrates, and no kept library offers islands for
 * Gatsby without replacing its hydration (Gatsby's own Partial Hydration needs React's
 * experimental build).
 */
export function useIslands(parts: IslandParts): void {
  const locale = usePageLocale();
  useEffect(() => {
    const roots: Root[] = [];
    let gone = false;
    for (const element of document.querySelectorAll(
      `[${HYDRATE_ATTRIBUTE}="never"] [${ISLAND_ATTRIBUTE}]`,
    )) {
      const section = element.closest(`[${SECTION_ATTRIBUTE}]`)?.getAttribute(SECTION_ATTRIBUTE);
      const load = parts[element.getAttribute(ISLAND_ATTRIBUTE) ?? ""];
      if (!load || !section || isReleased(section)) continue;
      const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as never;
      void load().then((Component) => {
        if (gone) return;
        roots.push(
          hydrateRoot(
            element,
            createElement(
              PageLocaleContext.Provider,
              { value: locale },
              createElement(Component, props),
            ),
          ),
        );
      });
    }
    return () => {
      gone = true;
      // After the commit that took the page away: a root can't be unmounted while React renders.
      setTimeout(() => roots.forEach((root) => root.unmount()));
    };
    // Once per page: the page's words and its islands don't change while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
