import { lazy, Suspense, type LazyExoticComponent, type ReactNode } from "react";
import { isReleased, release, releaseAll, waitFor } from "../../lib/section-gates";
import {
  HYDRATE_ATTRIBUTE,
  SECTION_ATTRIBUTE,
  serverSection,
  watchSections,
} from "../../lib/section-triggers";
import { SKIP_OFFSCREEN_ATTRIBUTE } from "../../lib/offscreen";
import { StyleRoot } from "./style-root";

/**
 * When a section of a page that the server rendered hydrates (src/lib/section-gates.ts):
 * - "never": it has nothing to tap and no behaviour of its own (its links are links, its scroll
 *   reveals are the page's: src/lib/reveal.ts). Its server HTML is all it ever needs, and the
 *   browser never fetches its code.
 * - "visible": when it comes on the screen (once the visitor has scrolled, touched or pressed a
 *   key: when it comes near it), or when the visitor touches inside it. Until then its controls
 *   are the browser's own (native first), and its code is not fetched.
 * - "moved": as "visible", but on the first screen too it waits for the visitor's first scroll,
 *   touch or key: for a first screen whose only scripted control can wait (a treatment page's
 *   Add to booking, hidden until then), so that a first view fetches no code for it.
 * On a page the browser renders itself (a navigation, `gatsby develop`), every section renders.
 */
export type HydrateWhen = "never" | "visible" | "moved";

interface SectionProps {
  /** Unique on its page: the gate's name and the wrapper's `data-section`. */
  name: string;
  when: HydrateWhen;
  /**
   * Whether the browser may skip the section's style, layout and paint while it is far from the
   * screen (SKIP_OFFSCREEN_ATTRIBUTE): not for the first screen's sections, nor for one with
   * something fixed to the screen inside it (the containment that comes with the skipping would
   * hold it in the section's box).
   */
  skipOffscreen: boolean;
  /** The section's content: lazily loaded parts (src/components/common/lazy-part.ts). */
  children: ReactNode;
}

// Installed as the page's code loads, before React hydrates anything: a touch inside a section
// that waits releases it even before React has reached that section's gate.
const watch = typeof document === "undefined" ? undefined : watchSections();
const waiting = new Map<
  string,
  LazyExoticComponent<(props: { children: ReactNode }) => ReactNode>
>();

const PassThrough = ({ children }: { children: ReactNode }) => children;

// A lazy part per gate, made once, around the section's content: React keeps a boundary's server
// HTML while a lazy part inside it is pending, and hydrates the boundary when it resolves. Around
// the content, not beside it: React 18 goes on rendering the siblings of a part that suspends
// (and throws that work away), but never the children of one.
function pendingPart(name: string, when: HydrateWhen) {
  let part = waiting.get(name);
  if (!part) {
    part = lazy(async () => {
      if (when !== "never") watch?.(name);
      await waitFor(name);
      return { default: PassThrough };
    });
    waiting.set(name, part);
  }
  return part;
}

function Gate({ name, when, children }: { name: string; when: HydrateWhen; children: ReactNode }) {
  // Read synchronously: once released (a navigation releases every gate inside React's render),
  // the boundary hydrates in the same render instead of waiting for the lazy part's promise. A
  // gate is released before its section first commits, so the shape below never changes after.
  if (typeof window === "undefined" || isReleased(name)) return children;
  // No server HTML to keep (`gatsby develop`, or a page rendered in the browser): the section
  // renders at once, and stays released once its own wrapper is in the page.
  if (!serverSection(name)) {
    release(name);
    return children;
  }
  const Pending = pendingPart(name, when);
  // eslint-disable-next-line react-hooks/static-components -- made once per name (pendingPart)
  return <Pending>{children}</Pending>;
}

/**
 * One section of a page, hydrated on its own if ever: a Suspense boundary (React 18 hydrates each
 * separately, and a tap hydrates its own section first), in a wrapper that has no box of its own
 * (`display: contents`, src/styles/global.css) and names it. Its content is rendered by Chakra's
 * components, whose code the browser loads with the first section that renders (StyleRoot). The
 * fallback is never shown for a section the server rendered; on a page the browser renders itself
 * nothing waits but for the content's code.
 */
export function Section({ name, when, skipOffscreen, children }: SectionProps) {
  const attributes = {
    [SECTION_ATTRIBUTE]: name,
    [HYDRATE_ATTRIBUTE]: when,
    ...(skipOffscreen ? { [SKIP_OFFSCREEN_ATTRIBUTE]: "" } : {}),
  };
  return (
    <div {...attributes}>
      <Suspense fallback={null}>
        <Gate name={name} when={when}>
          <StyleRoot>{children}</StyleRoot>
        </Gate>
      </Suspense>
    </div>
  );
}

/**
 * Hydrates a section that waits for the screen now, for what the page knows only in the browser (a
 * booking kept from an earlier visit, say).
 */
export function wakeSection(name: string) {
  release(name);
}

/** After the first page: every section hydrates (or renders) at once. */
export function releaseAllSections() {
  releaseAll();
}
