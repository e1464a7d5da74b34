import {
  GALLERY_AUTOPLAY_MS,
  GALLERY_NARROW_QUERY,
  GALLERY_TRANSITION_MS,
  directionBetween,
  galleryCounter,
  hasCaption,
  slideKeyframes,
  stripPosition,
  wrapIndex,
} from "../src/lib/gallery";

describe("gallery constants", () => {
  it("are 3000 ms autoplay, 500 ms transitions, narrow at 640 px and below", () => {
    expect(GALLERY_AUTOPLAY_MS).toBe(3000);
    expect(GALLERY_TRANSITION_MS).toBe(500);
    expect(GALLERY_NARROW_QUERY).toBe("(max-width: 640px)");
  });
});

describe("wrapIndex and directionBetween", () => {
  it("loop from the last slide to the first and back", () => {
    expect(wrapIndex(19, 19)).toBe(0);
    expect(wrapIndex(-1, 19)).toBe(18);
    expect(wrapIndex(5, 19)).toBe(5);
    expect(directionBetween(2, 9)).toBe(1);
    expect(directionBetween(9, 2)).toBe(-1);
  });
});

describe("galleryCounter", () => {
  it("reads 'n / total', counting from one", () => {
    expect(galleryCounter(0, 19)).toBe("1 / 19");
    expect(galleryCounter(18, 19)).toBe("19 / 19");
  });
});

describe("hasCaption", () => {
  it("is false only when both title and description are empty", () => {
    expect(hasCaption({ title: { text: "Nail Art" }, description: { text: "Glitter gel" } })).toBe(
      true,
    );
    expect(hasCaption({ title: { text: "" }, description: { text: "Glitter gel" } })).toBe(true);
    expect(hasCaption({ title: { text: "" }, description: { text: "" } })).toBe(false);
    expect(hasCaption({ title: { text: " " }, description: { text: "" } })).toBe(false);
  });
});

describe("slideKeyframes", () => {
  it("fades the new slide in over the old one", () => {
    const { incoming, outgoing } = slideKeyframes("fade", 1);
    expect(incoming.map((frame) => frame.opacity)).toEqual([0, 1]);
    expect(outgoing.map((frame) => frame.opacity)).toEqual([1, 1]);
    expect(incoming.every((frame) => !frame.transform)).toBe(true);
  });

  it("slides in from the side the visitor is moving towards", () => {
    expect(slideKeyframes("slide", 1).incoming[0].transform).toBe("translateX(100%)");
    expect(slideKeyframes("slide", 1).outgoing[1].transform).toBe("translateX(-100%)");
    expect(slideKeyframes("slide", -1).incoming[0].transform).toBe("translateX(-100%)");
    expect(slideKeyframes("slide", -1).outgoing[1].transform).toBe("translateX(100%)");
  });

  it("keeps both slides visible for the whole animation", () => {
    for (const mode of ["fade", "slide"] as const) {
      const { incoming, outgoing } = slideKeyframes(mode, 1);
      expect([...incoming, ...outgoing].every((frame) => frame.visibility === "visible")).toBe(
        true,
      );
    }
  });
});

describe("stripPosition", () => {
  const strip = (scrollLeft: number, clientWidth = 358) =>
    ({ scrollLeft, clientWidth }) as unknown as HTMLElement;

  it("is the photo whose thumbnail was followed, when the address names one", () => {
    expect(stripPosition(strip(0), "#gallery-photo-6", 19)).toBe(5);
  });

  it("is the photo the strip is scrolled to otherwise", () => {
    expect(stripPosition(strip(358 * 3), "", 19)).toBe(3);
    expect(stripPosition(strip(358 * 3 + 100), "#category-nails", 19)).toBe(3);
    // A photo the gallery doesn't have, named in the address, counts for nothing.
    expect(stripPosition(strip(358), "#gallery-photo-20", 19)).toBe(1);
  });

  it("is the first photo when the strip is not laid out", () => {
    expect(stripPosition(null, "", 19)).toBe(0);
    expect(stripPosition(strip(500, 0), "", 19)).toBe(0);
  });
});
