// The gallery's timings and breakpoint: a slide every 3 s, a 0.5 s change, sliding on phones.
export const GALLERY_AUTOPLAY_MS = 3000;
export const GALLERY_TRANSITION_MS = 500;
/** At this width and below the slideshow slides; above it, it fades. */
export const GALLERY_NARROW_MAX_PX = 640;
export const GALLERY_NARROW_QUERY = `(max-width: ${GALLERY_NARROW_MAX_PX}px)`;

export type GalleryTransition = "fade" | "slide";

/** Index arithmetic that loops: one before the first slide is the last. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

export function galleryCounter(index: number, count: number): string {
  return `${index + 1} / ${count}`;
}

/** +1 when moving to a later slide, -1 to an earlier one (used for the slide direction). */
export function directionBetween(from: number, to: number): 1 | -1 {
  return to >= from ? 1 : -1;
}

type CaptionText = { readonly text: string } | null;

/** A caption's title and text may each be left out (null) or empty. */
export function hasCaption(image: { title: CaptionText; description: CaptionText }): boolean {
  return (image.title?.text ?? "").trim() !== "" || (image.description?.text ?? "").trim() !== "";
}

interface SlideKeyframes {
  incoming: Keyframe[];
  outgoing: Keyframe[];
}

/**
 * Web Animations keyframes for a change of slide. Slides that are not current are hidden, so both
 * keyframe lists keep their slide visible for the length of the animation.
 */
export function slideKeyframes(mode: GalleryTransition, direction: 1 | -1): SlideKeyframes {
  if (mode === "fade") {
    // The new slide fades in over the old one, which stays opaque underneath: no dip to the
    // background half-way through.
    return {
      incoming: [
        { opacity: 0, visibility: "visible" },
        { opacity: 1, visibility: "visible" },
      ],
      outgoing: [
        { opacity: 1, visibility: "visible" },
        { opacity: 1, visibility: "visible" },
      ],
    };
  }
  return {
    incoming: [
      { transform: `translateX(${direction * 100}%)`, visibility: "visible" },
      { transform: "translateX(0)", visibility: "visible" },
    ],
    outgoing: [
      { transform: "translateX(0)", visibility: "visible" },
      { transform: `translateX(${direction * -100}%)`, visibility: "visible" },
    ],
  };
}

/** A photo's place in the static strip, which its thumbnail links to: "#gallery-photo-3". */
export const galleryPhotoId = (index: number) => `gallery-photo-${index + 1}`;

/**
 * Which photo the static strip shows: the one whose thumbnail was followed (the address's
 * fragment), or else the one it is scrolled to.
 */
export function stripPosition(strip: HTMLElement | null, hash: string, count: number): number {
  const followed = /^#gallery-photo-(\d+)$/.exec(hash);
  if (followed) {
    const index = Number(followed[1]) - 1;
    if (index >= 0 && index < count) return index;
  }
  if (!strip || strip.clientWidth === 0) return 0;
  return Math.round(strip.scrollLeft / strip.clientWidth);
}

/** The gallery's element ids: the whole gallery, and the slides its controls control. */
export const GALLERY_ID = "gallery";
export const GALLERY_SLIDES_ID = "gallery-slides";
