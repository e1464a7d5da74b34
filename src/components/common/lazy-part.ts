import { lazy, type ComponentType, type LazyExoticComponent } from "react";

// React's own bound for what `lazy` takes: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A part of a page (a section's content) whose code the browser fetches only when it renders:
 * `lazyPart(() => import("./home-hero"), "HomeHero")`. The server renders it whole, as Gatsby's
 * renderer waits for every lazily loaded part (plugins/gatsby-plugin-page-styles/gatsby-ssr.tsx);
 * in the browser a section that never hydrates never asks for it (src/components/common/section.tsx).
 */
export function lazyPart<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Extract<Module[Name], AnyComponent>> {
  return lazy(() =>
    load().then((module) => ({ default: module[name] as Extract<Module[Name], AnyComponent> })),
  );
}
