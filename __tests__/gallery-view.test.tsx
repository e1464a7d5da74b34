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

// Counts the control buttons' renders by their icons (each button renders its icon).
const mockIconRenders: string[] = [];
jest.mock("react-icons/lu", () => {
  const icon = (name: string) => () => {
    mockIconRenders.push(name);
    return null;
  };
  return Object.fromEntries(
    ["LuPlay", "LuPause", "LuChevronLeft", "LuChevronRight", "LuMaximize", "LuMinimize"].map(
      (name) => [name, icon(name)],
    ),
  );
});

// Counts the renders of the gallery's Chakra elements (each works out its styles again when it
// renders), named by the attribute that tells them apart.
const mockChakraRenders: string[] = [];
jest.mock("@chakra-ui/react", () => {
  const actual = jest.requireActual("@chakra-ui/react");
  const { createElement, forwardRef } = jest.requireActual("react");
  const counted = (name: string, Component: unknown) =>
    forwardRef((props: Record<string, unknown>, ref: unknown) => {
      const which = ["id", "data-slide", "data-testid", "data-gallery-controls", "aria-label"]
        .filter((key) => props[key] !== undefined)
        .map((key) => `${key}=${String(props[key])}`)[0];
      mockChakraRenders.push(`${name}${which ? ` ${which}` : ""}`);
      return createElement(Component, { ...props, ref });
    });
  return {
    ...actual,
    Box: counted("Box", actual.Box),
    Flex: counted("Flex", actual.Flex),
    Text: counted("Text", actual.Text),
    // The styled elements the gallery makes (its thumbnails' buttons).
    chakra: (...args: unknown[]) => counted("chakra", actual.chakra(...args)),
  };
});

const image = (n: number) =>
  ({
    title: null,
    description: null,
    alt: { text: `Photo ${n}`, lang: null },
    image: { childImageSharp: { slide: { n }, thumb: { n } } },
  }) as unknown as Queries.GalleryImageFragment;
const IMAGES = [1, 2, 3, 4, 5, 6].map(image);

// A slideshow's controls: new functions at every render, as the slideshow makes them.
const controls = (
  onSelect: (i: number) => void,
  onNext: () => void = () => {},
): GalleryControls => ({
  onPrevious: () => {},
  onNext,
  onSelect: (i) => onSelect(i),
  onTogglePlay: () => {},
  onToggleFullscreen: () => {},
  onImageLoad: () => {},
});

const view = (index: number, onSelect: (i: number) => void, onNext?: () => void) =>
  inPage(
    <GalleryView
      images={IMAGES}
      index={index}
      isMounted={() => true}
      loaded={IMAGES.map(() => false)}
      playing={false}
      fullscreen={false}
      transition="fade"
      controls={controls(onSelect, onNext)}
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

  // Each Chakra element a step renders works out its styles again (Chakra and Emotion do, at every
  // render): about 0.2 ms unslowed, 2-3 ms on a low-tier phone, inside the tap.
  it("a step renders, of the gallery's Chakra elements, only the two thumbnails and the counter", () => {
    const { rerender } = render(view(0, () => {}));
    mockChakraRenders.length = 0;
    rerender(view(1, () => {}));
    expect(mockChakraRenders.sort()).toEqual([
      "Text data-testid=gallery-counter",
      "chakra aria-label=Show image 1 of 6: Photo 1",
      "chakra aria-label=Show image 2 of 6: Photo 2",
    ]);
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

  it("a step renders none of the control buttons again, and Next calls the latest handler", () => {
    const first = jest.fn();
    const latest = jest.fn();
    mockIconRenders.length = 0;
    const { rerender, getByRole } = render(view(0, () => {}, first));
    expect([...mockIconRenders].sort()).toEqual([
      "LuChevronLeft",
      "LuChevronRight",
      "LuMaximize",
      "LuPlay",
    ]);
    mockIconRenders.length = 0;
    rerender(view(1, () => {}, latest));
    // Only the counter changed: play, previous, next and full screen were skipped.
    expect(mockIconRenders).toEqual([]);
    getByRole("button", { name: "Next image" }).click();
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});
