import { render } from "@testing-library/react";
import { GalleryView, type GalleryControls } from "../src/components/services/gallery-view";
import { inPage } from "./support/in-page";

// Counts the photos' renders by their alt text ("" for a thumbnail, which its button names).
const mockPhotoRenders: string[] = [];
jest.mock("../src/components/common/photo", () => ({
  DECORATIVE: { text: "", lang: null },
  Photo: ({ alt }: { alt: { text: string } }) => {
    mockPhotoRenders.push(alt.text);
    return null;
  },
}));

const image = (n: number) =>
  ({
    title: null,
    description: null,
    alt: { text: `Photo ${n}`, lang: null },
    image: { childImageSharp: { slide: { n }, thumb: { n } } },
  }) as unknown as Queries.GalleryImageFragment;
const IMAGES = [1, 2, 3, 4, 5, 6].map(image);

// A slideshow's controls: new functions at every render, as the slideshow makes them.
const controls = (onSelect: (i: number) => void): GalleryControls => ({
  onPrevious: () => {},
  onNext: () => {},
  onSelect: (i) => onSelect(i),
  onTogglePlay: () => {},
  onToggleFullscreen: () => {},
  onImageLoad: () => {},
});

const view = (index: number, onSelect: (i: number) => void) =>
  inPage(
    <GalleryView
      images={IMAGES}
      index={index}
      isMounted={() => true}
      playing={false}
      fullscreen={false}
      controls={controls(onSelect)}
    />,
    "/services/",
  );

describe("GalleryView", () => {
  it("renders again only the slides and thumbnails a step changes", () => {
    const { rerender } = render(view(0, () => {}));
    // Six slides and six thumbnails.
    expect(mockPhotoRenders.filter((alt) => alt !== "")).toHaveLength(6);
    expect(mockPhotoRenders.filter((alt) => alt === "")).toHaveLength(6);

    mockPhotoRenders.length = 0;
    rerender(view(1, () => {}));
    // The slide and thumbnail leaving and the ones arriving: not the other four of each.
    expect(mockPhotoRenders.filter((alt) => alt !== "").sort()).toEqual(["Photo 1", "Photo 2"]);
    expect(mockPhotoRenders.filter((alt) => alt === "")).toHaveLength(2);
  });

  it("a thumbnail that was not rendered again still calls the latest handler", () => {
    const first = jest.fn();
    const latest = jest.fn();
    const { rerender, getAllByRole } = render(view(0, first));
    rerender(view(1, latest));
    const thumbnails = getAllByRole("button").filter((button) => button.dataset.thumb);
    // Thumbnail 6 rendered once, with the first render's handlers.
    thumbnails[5]!.click();
    expect(latest).toHaveBeenCalledWith(5);
    expect(first).not.toHaveBeenCalled();
  });
});
