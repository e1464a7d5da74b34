import { m, useReducedMotion } from "framer-motion";
import { useEffect, useRef, useState, type ReactNode } from "react";

export const REVEAL_THRESHOLD = 0.2;
const SLIDE_PX = 32;

type RevealState = "static" | "waiting" | "shown";

interface ScrollRevealProps {
  children: ReactNode;
  /** Seconds to wait after the element comes into view, to stagger siblings. */
  delay?: number;
  as?: "div" | "section" | "li" | "article";
  id?: string;
}

// Fades (and, unless the visitor prefers reduced motion, slides) an element in the first time 20%
// of it is in view, then stops watching it. The static HTML renders it visible: the element is only
// hidden once JavaScript runs and finds it still below the fold, so nothing depends on a script.
export function ScrollReveal({ children, delay = 0, as = "div", id }: ScrollRevealProps) {
  const ref = useRef<HTMLElement | null>(null);
  const [state, setState] = useState<RevealState>("static");
  const reduceMotion = useReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return undefined;
    if (element.getBoundingClientRect().top < window.innerHeight) return undefined;

    setState("waiting");
    const observer = new IntersectionObserver(
      (entries, self) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState("shown");
          self.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const Component = m[as];
  return (
    <Component
      ref={(node: HTMLElement | null) => {
        ref.current = node;
      }}
      id={id}
      data-reveal={state}
      initial={false}
      animate={
        state === "waiting" ? { opacity: 0, y: reduceMotion ? 0 : SLIDE_PX } : { opacity: 1, y: 0 }
      }
      transition={
        state === "waiting" ? { duration: 0 } : { duration: 0.7, ease: [0.22, 1, 0.36, 1], delay }
      }
    >
      {children}
    </Component>
  );
}
