import { createContext, useContext } from "react";

/** What a step of the slideshow changes: the photo shown, which slides are in the page, loaded. */
export interface GalleryStep {
  /** The current photo's index; in the static strip, 0. */
  index: number;
  /** Which slides have their image in the page; the rest are fetched only when needed. */
  isMounted: (index: number) => boolean;
  /** Which photos have loaded. */
  loaded?: readonly boolean[];
}

// Read only by the parts a step changes (the slides, the counter, the thumbnails' list), so that a
// step renders those and not the gallery's frame, stage, row of controls or thumbnail strip: each
// Chakra element rendered works its styles out again (about 0.2 ms unslowed, 2-3 ms on a low-tier
// phone), and a step rendered eight more of them inside the tap.
export const GalleryStepContext = createContext<GalleryStep>({
  index: 0,
  isMounted: () => true,
});

export const useGalleryStep = () => useContext(GalleryStepContext);
