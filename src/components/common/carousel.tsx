import { Box, Button } from "@chakra-ui/react";
import {
  Children,
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { LuPause, LuPlay } from "react-icons/lu";
import { useInView } from "../../hooks/use-in-view";
import { useReducedMotion } from "../../hooks/use-reduced-motion";
import type { CarouselSliderProps } from "./carousel-slider";
import { useStrings } from "../../hooks/use-strings";
import { fill } from "../../../shared/lib/locale";

interface CarouselProps {
  /** The carousel's accessible name, e.g. the heading of its section. */
  label: string;
  children: ReactNode;
}

// Start fetching react-slick a little before the carousel scrolls into view.
const LOAD_MARGIN = "600px 0px";
const CONTROLS_HEIGHT = "11";
const PAUSE_WIDTH = "7.5rem";

// One slide's width in the static layout matches react-slick's: 1, 2 or 3 per view.
const SLIDE_BASIS = { base: "100%", md: "50%", lg: "33.3333%" };

// The review and vision carousels (settings in src/lib/carousel.ts). The static HTML holds every
// slide as a swipeable row, so search engines, screen readers and visitors without JavaScript get
// all of them; react-slick replaces the row when the carousel nears the viewport, in the same space.
// A visible Pause/Play button stops the rotation (WCAG 2.2.2); under reduced motion it never starts.
export function Carousel({ label, children }: CarouselProps) {
  const words = useStrings().carousel;
  const slides = Children.toArray(children);
  const rootRef = useRef<HTMLDivElement>(null);
  const [Slider, setSlider] = useState<ComponentType<CarouselSliderProps> | null>(null);
  const reduceMotion = useReducedMotion();
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    // After hydration (the static HTML has no motion preference) and when the setting changes. A
    // transition: set at mount, an urgent update would re-render the slides in one task that
    // can't yield, together with every other update made at mount (docs/performance.md).
    startTransition(() => setPlaying(!reduceMotion));
  }, [reduceMotion]);

  const near = useInView(rootRef, { rootMargin: LOAD_MARGIN, once: true });

  useEffect(() => {
    if (!near) return undefined;
    let cancelled = false;
    import(/* webpackChunkName: "carousel" */ "./carousel-slider")
      .then((module) => {
        if (!cancelled) setSlider(() => module.CarouselSlider);
      })
      // Offline or a failed chunk: the static row still shows every slide.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [near]);

  const labelled = slides.map((slide, index) => (
    <Box
      key={index}
      role="group"
      aria-roledescription={words.slide}
      aria-label={fill(words.position, { n: index + 1, count: slides.length })}
      h="full"
      px="3"
      verticalAlign="top"
    >
      {slide}
    </Box>
  ));

  return (
    <Box
      ref={rootRef}
      // A group, not a region: the section around it is already the landmark with this name.
      role="group"
      aria-roledescription={words.carousel}
      aria-label={label}
      position="relative"
      data-carousel={Slider ? "ready" : "static"}
      css={sliderStyles}
    >
      {/* First in the tab order, as the carousel pattern asks for the rotation control. */}
      <Button
        position="absolute"
        left="0"
        bottom="0"
        zIndex="1"
        h={CONTROLS_HEIGHT}
        w={PAUSE_WIDTH}
        variant="outline"
        color="fg"
        borderColor="border.strong"
        borderRadius="full"
        // Nothing rotates before react-slick is there; the button appears with it, by the root's
        // data-carousel (a style prop changing with it would insert a new class's @layer rules,
        // which make the browser restyle the whole page).
        visibility="hidden"
        css={{ "[data-carousel=ready] > &": { visibility: "visible" } }}
        onClick={() => setPlaying((value) => !value)}
      >
        {playing ? <LuPause aria-hidden /> : <LuPlay aria-hidden />}
        {playing ? words.pause : words.play}
      </Button>
      {/* One element in both states: react-slick arrives inside the row the server wrote instead of
          replacing it, so a visitor whose keyboard focus is on the row keeps it (a removed element
          would hand focus back to <body>). Scrollable by keyboard while static; once react-slick is
          there it is no Tab stop of its own (tabIndex -1 keeps it focusable, so focus stays). */}
      <Box
        role="group"
        aria-label={fill(words.allSlides, { label })}
        tabIndex={Slider ? -1 : 0}
        data-carousel-slides=""
        {...(Slider
          ? {}
          : {
              display: "flex",
              mx: "-3",
              overflowX: "auto",
              scrollSnapType: "x mandatory",
              css: { scrollbarWidth: "none", "&::-webkit-scrollbar": { display: "none" } },
            })}
      >
        {Slider ? (
          <Slider slides={labelled} playing={playing} />
        ) : (
          labelled.map((slide, index) => (
            <Box key={index} flex="none" flexBasis={SLIDE_BASIS} scrollSnapAlign="start">
              {slide}
            </Box>
          ))
        )}
      </Box>
      {/* Holds the place of the arrows and dots so nothing moves when the slider arrives. */}
      {!Slider && <Box h={CONTROLS_HEIGHT} mt="6" />}
    </Box>
  );
}

// react-slick's markup is its own, so it is styled from the outside: the list on top, then a row
// with the arrows and the dots beside the pause button; every slide as tall as the tallest.
const sliderStyles = {
  "& .slick-slider": {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    columnGap: "2",
    rowGap: "6",
  },
  // The arrows (carousel-slider.tsx): styled from here, so their rules are in the server's HTML
  // and react-slick's arrival inserts none.
  "& .slick-slider .slick-arrow": {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    boxSize: "11",
    borderRadius: "full",
    borderWidth: "1px",
    borderColor: "border.strong",
    bg: "bg.panel",
    color: "fg",
    fontSize: "xl",
    cursor: "pointer",
    transition: "background 0.2s",
    _hover: { bg: "accent.subtle" },
  },
  "& .slick-slider .slick-prev": { marginInlineStart: `calc(${PAUSE_WIDTH} + 1rem)` },
  "& .slick-slider .slick-list": {
    order: -1,
    // Full width plus the gutters the slides' own padding puts back.
    flexBasis: "calc(100% + 1.5rem)",
    marginInline: "-3",
    paddingInlineStart: "0",
  },
  "& .slick-slider .slick-track": { display: "flex" },
  "& .slick-initialized .slick-slide": { height: "auto", float: "none" },
  "& .slick-initialized .slick-slide > div": { height: "full" },
  "& .slick-slider .slick-dots": {
    display: "flex",
    marginInlineStart: "auto",
    listStyleType: "none",
    padding: "0",
    marginBlock: "0",
  },
  "& .slick-dots button": {
    position: "relative",
    boxSize: "8",
    borderRadius: "full",
    cursor: "pointer",
    _before: {
      content: '""',
      position: "absolute",
      inset: "0",
      margin: "auto",
      boxSize: "2.5",
      borderRadius: "full",
      borderWidth: "1px",
      borderColor: "border.strong",
      bg: "transparent",
      transition: "background 0.2s, transform 0.2s",
    },
    _hover: { _before: { bg: "accent.subtle" } },
  },
  // The current dot by what it says (react-slick marks a copy's dot when a copy is current).
  "& .slick-dots button[aria-current='true']::before": {
    bg: "accent.solid",
    borderColor: "accent.solid",
    transform: "scale(1.3)",
  },
} as const;
