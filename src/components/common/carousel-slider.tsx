import {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { LuChevronLeft, LuChevronRight } from "react-icons/lu";
import Slider, { type CustomArrowProps } from "react-slick";
import "slick-carousel/slick/slick.css";
import { useSlidesToShow } from "../../hooks/use-slides-to-show";
import { CAROUSEL_SETTINGS, slideCopies, syncHiddenSlides } from "../../lib/carousel";
import { useStrings } from "../../hooks/use-strings";
import { fill } from "../../../shared/lib/locale";

export interface CarouselSliderProps {
  slides: ReactNode[];
  playing: boolean;
}

// react-slick clones this element and adds className, onClick and its own currentSlide and
// slideCount, which must not reach the DOM. Its look comes from the carousel's own class
// (sliderStyles in carousel.tsx), which the server's HTML already holds.
function Arrow({
  direction,
  className,
  onClick,
}: CustomArrowProps & { direction: "prev" | "next" }) {
  const words = useStrings().carousel;
  return (
    <button
      type="button"
      className={className}
      onClick={onClick}
      aria-label={direction === "prev" ? words.previous : words.next}
    >
      {direction === "prev" ? <LuChevronLeft aria-hidden /> : <LuChevronRight aria-hidden />}
    </button>
  );
}

// The react-slick part of <Carousel>, loaded only when a carousel nears the viewport: react-slick
// and its CSS stay out of the page's first download. `playing` is the visitor's pause/play choice.
export function CarouselSlider({ slides, playing }: CarouselSliderProps) {
  const words = useStrings().carousel;
  const sliderRef = useRef<Slider>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const count = slides.length;
  const slidesToShow = useSlidesToShow();
  const copies = slideCopies(count, slidesToShow);
  // Each copy of a slide needs a key of its own (see slideCopies).
  const handedOver = useMemo(
    () =>
      Array.from({ length: copies }, (_, copy) =>
        slides.map((slide, index) =>
          isValidElement(slide) ? cloneElement(slide, { key: `${copy}-${index}` }) : slide,
        ),
      ).flat(),
    [slides, copies],
  );

  // Off-screen slides and clones must hold nothing focusable; react-slick flips aria-hidden on
  // every move, so follow that attribute wherever it changes.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    syncHiddenSlides(root);
    const observer = new MutationObserver(() => syncHiddenSlides(root));
    observer.observe(root, { subtree: true, attributeFilter: ["aria-hidden"] });
    return () => observer.disconnect();
  }, []);

  // `autoplay` follows the visitor's choice (react-slick's hover and resize handling read it), but
  // a change of that prop only pauses: its "update" path refuses to resume a paused slider and
  // clears the timer. So, once react-slick has handled the new prop, start or stop it explicitly.
  const mountedPlaying = useRef(playing);
  useEffect(() => {
    if (mountedPlaying.current === playing) return undefined;
    mountedPlaying.current = playing;
    const timer = setTimeout(() => {
      if (playing) sliderRef.current?.slickPlay();
      else sliderRef.current?.slickPause();
    }, 0);
    return () => clearTimeout(timer);
  }, [playing]);

  // Stable elements and callbacks: react-slick restarts its autoplay timer whenever its props
  // change, which would stretch the interval at every slide.
  const arrows = useMemo(
    () => ({ prev: <Arrow direction="prev" />, next: <Arrow direction="next" /> }),
    [],
  );
  const customPaging = useMemo(
    () =>
      function Dot(index: number) {
        return (
          <button
            type="button"
            aria-label={fill(words.showSlide, { n: index + 1, count })}
            aria-current={index % count === current ? "true" : undefined}
          />
        );
      },
    [count, current, words.showSlide],
  );
  // react-slick's own list carries an inline display that would beat the row layout. One dot per
  // slide: the copies' dots are left out.
  const appendDots = useMemo(
    () =>
      function Dots(dots: ReactNode) {
        return <ul>{Children.toArray(dots).slice(0, count)}</ul>;
      },
    [count],
  );

  return (
    <div ref={rootRef} aria-live={playing ? "off" : "polite"}>
      <Slider
        ref={sliderRef}
        {...CAROUSEL_SETTINGS}
        slidesToShow={slidesToShow}
        autoplay={playing}
        prevArrow={arrows.prev}
        nextArrow={arrows.next}
        customPaging={customPaging}
        appendDots={appendDots}
        beforeChange={(_from, to) => setCurrent(((to % count) + count) % count)}
      >
        {handedOver}
      </Slider>
    </div>
  );
}
