import { useEffect, useRef, type ReactNode } from "react";
import { REVEAL_DELAY_ATTRIBUTE, watchReveal } from "../../lib/reveal";

interface ScrollRevealProps {
  children: ReactNode;
  /** Seconds to wait after the element comes into view, to stagger siblings. */
  delay?: number;
  as?: "div" | "section" | "li" | "article";
  id?: string;
}

// Fades (and, unless the visitor prefers reduced motion, slides) an element in the first time 20%
// of it is in view (src/lib/reveal.ts). The static HTML renders it visible, and the page watches
// it from there, whether or not its section ever hydrates (src/hooks/use-shell.ts); where React
// renders it anew (a page the browser renders itself), it asks for the same itself.
export function ScrollReveal({ children, delay = 0, as = "div", id }: ScrollRevealProps) {
  const ref = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = ref.current;
    return element ? watchReveal(element) : undefined;
  }, []);
  const Tag = as;
  return (
    <Tag
      ref={(node: HTMLElement | null) => {
        ref.current = node;
      }}
      id={id}
      data-reveal="static"
      {...{ [REVEAL_DELAY_ATTRIBUTE]: delay || undefined }}
    >
      {children}
    </Tag>
  );
}
