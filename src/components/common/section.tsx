import { lazy, Suspense, type LazyExoticComponent, type ReactNode } from "react";
import { afterLoad, whenIdle } from "../../lib/next-task";
import { isReleased, release, releaseAll, waitFor } from "../../lib/section-gates";
import { SECTION_ATTRIBUTE, serverSection, watchSections } from "../../lib/section-triggers";
import { SKIP_OFFSCREEN_ATTRIBUTE } from "../../lib/offscreen";

/**
 * "now": the section hydrates as soon as React gets to it after the page's shell (the first
 * screen). "near": it keeps its server HTML until it comes near the screen, the visitor touches
 * inside it, the browser is idle once the page has loaded, or the visitor navigates
 * (src/lib/section-gates.ts).
 */
export type HydrateWhen = "now" | "near";

interface SectionProps {
  /** Unique on its page: the gate's name and the wrapper's `data-section`. */
  name: string;
  when?: HydrateWhen;
  /**
   * Whether the browser may skip the section's style, layout and paint while it is far from the
   * screen (SKIP_OFFSCREEN_ATTRIBUTE); by default, a section below the first screen. Not for a
   * section with something fixed to the screen inside it: the containment that comes with the
   * skipping would hold it in the section's box.
   */
  skipOffscreen?: boolean;
  children: ReactNode;
}

let watch: ReturnType<typeof watchSections> | undefined;
const waiting = new Map<
  string,
  LazyExoticComponent<(props: { children: ReactNode }) => ReactNode>
>();

const PassThrough = ({ children }: { children: ReactNode }) => children;

// A lazy part per gate, made once, around the section's content: React keeps a boundary's server
// HTML while a lazy part inside it is pending, and hydrates the boundary when it resolves. Around
// the content, not beside it: React 18 goes on rendering the siblings of a part that suspends
// (and throws that work away), but never the children of one.
function pendingPart(name: string) {
  let part = waiting.get(name);
  if (!part) {
    part = lazy(async () => {
      if (!watch) watch = watchSections();
      watch(name);
      afterLoad(() => whenIdle(() => release(name)));
      await waitFor(name);
      return { default: PassThrough };
    });
    waiting.set(name, part);
  }
  return part;
}

function Gate({ name, children }: { name: string; children: ReactNode }) {
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
  const Pending = pendingPart(name);
  // eslint-disable-next-line react-hooks/static-components -- made once per name (pendingPart)
  return <Pending>{children}</Pending>;
}

/**
 * One section of a page, hydrated on its own: a Suspense boundary (React 18 hydrates each
 * separately, and a tap hydrates its own section first), in a wrapper that has no box of its own
 * (`display: contents`, src/styles/global.css) and names it. The fallback is never shown for a
 * section the server rendered; on a page the browser renders itself (a navigation, `gatsby
 * develop`) nothing waits.
 */
export function Section({
  name,
  when = "near",
  skipOffscreen = when === "near",
  children,
}: SectionProps) {
  const attributes = {
    [SECTION_ATTRIBUTE]: name,
    ...(skipOffscreen ? { [SKIP_OFFSCREEN_ATTRIBUTE]: "" } : {}),
  };
  return (
    <div {...attributes}>
      <Suspense fallback={null}>
        {when === "now" ? children : <Gate name={name}>{children}</Gate>}
      </Suspense>
    </div>
  );
}

/** After the first page: every section hydrates (or renders) at once. */
export function releaseAllSections() {
  releaseAll();
}
