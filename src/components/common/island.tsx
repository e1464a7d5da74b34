import type { ComponentType } from "react";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "../../lib/islands";

interface IslandProps<P> {
  /** What the page's useIslands knows it by. */
  name: string;
  component: ComponentType<P>;
  /** Its props: plain data (they travel in the page's HTML as JSON). */
  props: P;
}

/**
 * A small part with behaviour of its own (the contact page's open-now line) inside a section that
 * never hydrates: where the server wrote the page, the browser hydrates it by itself, as a React
 * root of its own, with its props from the HTML (src/hooks/use-islands.ts); where React renders
 * the section (a page the browser renders itself), it is an ordinary part of it. Its element is
 * the root's container: a <div> of its own around the part.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}>
      <Component {...props} />
    </div>
  );
}
