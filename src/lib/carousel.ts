import type { Settings } from "react-slick";

// The review and vision carousels: 3 slides, 2 at widths up to 1024 px, 1 up to 768 px; one slide
// per step, dots and arrows, looping, advancing every 3000 ms with a 500 ms slide.
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_SPEED_MS = 500;

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
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 2 } },
    { breakpoint: 768, settings: { slidesToShow: 1 } },
  ],
} as const satisfies Settings;

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
