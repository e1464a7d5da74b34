import type { Settings } from "react-slick";

// The review and vision carousels: 3 slides, 2 at widths up to 1024 px, 1 up to 768 px; one slide
// per step, dots and arrows, looping, advancing every 3000 ms with a 500 ms slide.
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_SPEED_MS = 500;

/** Slides in view by width: the first query that matches wins; otherwise `CAROUSEL_SETTINGS`'. */
export const CAROUSEL_WIDTHS = [
  { query: "(max-width: 768px)", slidesToShow: 1 },
  { query: "(max-width: 1024px)", slidesToShow: 2 },
] as const;

// The number of slides in view is passed to react-slick as a prop for the current width (see
// `slidesToShowFor`), not through its `responsive` setting: react-slick 0.31 applies a
// `responsive` breakpoint only when the width changes, not on the first load (akiran/react-slick
// #2446), so a phone would start with 3 slides squeezed into view.
export const CAROUSEL_SETTINGS = {
  slidesToShow: 3,
  slidesToScroll: 1,
  dots: true,
  arrows: true,
  infinite: true,
  autoplay: true,
  autoplaySpeed: CAROUSEL_AUTOPLAY_MS,
  speed: CAROUSEL_SPEED_MS,
  pauseOnHover: true,
} as const satisfies Settings;

/** Slides in view, given which of `CAROUSEL_WIDTHS`' queries match (same order). */
export function slidesToShowFor(matches: readonly boolean[]): number {
  const index = matches.findIndex(Boolean);
  return index === -1 ? CAROUSEL_SETTINGS.slidesToShow : CAROUSEL_WIDTHS[index]!.slidesToShow;
}

/**
 * How many times the slides are handed to react-slick. From 0.31 on, react-slick turns a slider
 * with no more slides than it shows into a static row ("unslick": no arrows, dots or autoplay),
 * looping or not (0.30 did so only without `infinite`); 3 slides, 3 in view, is exactly the wide
 * layout here. Handing it the slides twice gives it more than it shows, so it slides and loops as
 * before; the copies say the same ("1 of 3" …) and react-slick hides whichever is out of view.
 */
export function slideCopies(count: number, slidesToShow: number): number {
  return count === 0 || count > slidesToShow ? 1 : Math.floor(slidesToShow / count) + 1;
}

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button",
  "input",
  "select",
  "textarea",
  "iframe",
  "summary",
  "[tabindex]",
  "[contenteditable='true']",
].join(",");

const SAVED_TABINDEX = "data-carousel-tabindex";

/**
 * react-slick marks off-screen slides and its loop clones aria-hidden but leaves what is inside them
 * focusable, so keyboard users tab into invisible slides and axe reports aria-hidden-focus. This
 * makes every aria-hidden slide inert and takes its focusable descendants out of the tab order,
 * and gives them back their own tabindex when the slide is shown again.
 */
export function syncHiddenSlides(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>(".slick-slide").forEach((slide) => {
    const hidden = slide.getAttribute("aria-hidden") === "true";
    slide.toggleAttribute("inert", hidden);
    slide.querySelectorAll<HTMLElement>(FOCUSABLE).forEach((element) => {
      if (hidden) {
        if (!element.hasAttribute(SAVED_TABINDEX)) {
          element.setAttribute(SAVED_TABINDEX, element.getAttribute("tabindex") ?? "");
        }
        element.setAttribute("tabindex", "-1");
        return;
      }
      const saved = element.getAttribute(SAVED_TABINDEX);
      if (saved === null) return;
      if (saved === "") element.removeAttribute("tabindex");
      else element.setAttribute("tabindex", saved);
      element.removeAttribute(SAVED_TABINDEX);
    });
  });
}
