import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { DECORATIVE, Photo } from "../src/components/common/photo";
import { HIGH_FETCH_PRIORITY, placeholderBackground } from "../src/lib/image";

const FULL_WIDTH: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1920,
  height: 1280,
  placeholder: { fallback: "data:image/jpeg;base64,AAAA" },
  images: {
    fallback: {
      src: "/static/a/1920/hero.jpg",
      srcSet: "/static/a/480/hero.jpg 480w,\n/static/a/1920/hero.jpg 1920w",
      sizes: "100vw",
    },
    sources: [
      { type: "image/avif", srcSet: "/static/a/480/hero.avif 480w", sizes: "100vw" },
      { type: "image/webp", srcSet: "/static/a/480/hero.webp 480w", sizes: "100vw" },
    ],
  },
};

const THUMB: IGatsbyImageData = {
  layout: "fixed",
  width: 96,
  height: 64,
  backgroundColor: "#a85878",
  images: { fallback: { src: "/static/b/96/t.jpg", srcSet: "/static/b/96/t.jpg 96w" } },
};

describe("Photo", () => {
  it("writes every source, the fallback and a blurred placeholder behind, loading lazily", () => {
    const { container } = render(
      <Photo image={FULL_WIDTH} alt={{ text: "The salon", lang: null }} />,
    );
    const sources = [...container.querySelectorAll("picture source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    const img = container.querySelector("img[data-main-image]")!;
    expect(img).toHaveAttribute("alt", "The salon");
    expect(img).toHaveAttribute("src", "/static/a/1920/hero.jpg");
    expect(img).toHaveAttribute("sizes", "100vw");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    // The placeholder is the wrapper's background, cropped like the photo; no <img> of its own.
    const wrapper = container.firstChild as HTMLElement;
    // data-fit names the fit for the stylesheet (src/styles/global.css), for photo and placeholder.
    expect(wrapper).toHaveAttribute("data-fit", "cover");
    expect(wrapper.style.backgroundImage).toBe('url("data:image/jpeg;base64,AAAA")');
    expect(container.querySelectorAll("img")).toHaveLength(1);
    // The space is reserved at the photo's proportions before it loads.
    expect(wrapper.style.aspectRatio).toBe("1920 / 1280");
  });

  it("loads the first screen's photo at once and first", () => {
    const { container } = render(
      <Photo
        image={FULL_WIDTH}
        alt={DECORATIVE}
        loading="eager"
        imgAttributes={HIGH_FETCH_PRIORITY}
      />,
    );
    const img = container.querySelector("img[data-main-image]")!;
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("gives a fixed photo its size and its dominant colour until it loads", () => {
    const { container } = render(<Photo image={THUMB} alt={DECORATIVE} sizes="50vw" />);
    const wrapper = container.firstChild as HTMLElement;
    expect(wrapper.style.width).toBe("96px");
    expect(wrapper.style.height).toBe("64px");
    expect(wrapper.style.backgroundColor).toBe("rgb(168, 88, 120)");
    expect(wrapper.style.backgroundImage).toBe("");
    expect(container.querySelector("img[data-main-image]")).toHaveAttribute("sizes", "50vw");
  });

  it("crops photo and placeholder alike where asked, and fits a whole photo in", () => {
    const { container } = render(
      <Photo image={FULL_WIDTH} alt={DECORATIVE} objectFit="contain" objectPosition="72% 50%" />,
    );
    const wrapper = container.firstChild as HTMLElement;
    expect(wrapper).toHaveAttribute("data-fit", "contain");
    expect(wrapper.style.backgroundPosition).toBe("72% 50%");
    expect(container.querySelector<HTMLElement>("img")!.style.objectPosition).toBe("72% 50%");
  });
});

describe("the <img>'s width and height: whole numbers, as HTML asks", () => {
  const size = (image: IGatsbyImageData) => {
    const img = render(<Photo image={image} alt={DECORATIVE} />).container.querySelector("img")!;
    return [img.getAttribute("width"), img.getAttribute("height")];
  };

  it("leaves them out for a full-width photo, which gatsby-plugin-image sizes 1 by 1/ratio", () => {
    expect(size({ ...FULL_WIDTH, width: 1, height: 1 / 1.5 })).toEqual([null, null]);
  });

  it("gives a fixed or constrained photo its size, rounded", () => {
    expect(size(THUMB)).toEqual(["96", "64"]);
    expect(size({ ...THUMB, layout: "constrained", width: 800, height: 800 / 1.5 })).toEqual([
      "800",
      "533",
    ]);
  });
});

describe("placeholderBackground", () => {
  it("puts a base64 image in a CSS url()", () => {
    expect(placeholderBackground("data:image/webp;base64,UklGRg+/==")).toBe(
      'url("data:image/webp;base64,UklGRg+/==")',
    );
  });

  it.each([
    ["nothing", undefined],
    ["a quote that would end the url", 'data:image/jpeg;base64,AA"),url("https://evil.example/x'],
    ["a bracket", "data:image/jpeg;base64,AA)"],
    ["another scheme", "https://evil.example/a.jpg"],
    ["an SVG, which can carry its own references", "data:image/svg+xml;base64,PHN2Zz4="],
    ["data that is not base64", "data:image/jpeg,raw"],
  ])("leaves out %s", (_, fallback) => {
    expect(placeholderBackground(fallback)).toBeUndefined();
  });

  it("leaves the placeholder out of the page rather than write one it refused", () => {
    const { container } = render(
      <Photo
        image={{ ...FULL_WIDTH, placeholder: { fallback: 'data:image/jpeg;base64,A"B' } }}
        alt={DECORATIVE}
      />,
    );
    expect((container.firstChild as HTMLElement).style.backgroundImage).toBe("");
  });
});
