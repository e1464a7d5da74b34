import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Photo } from "../src/components/common/photo";
import { HIGH_FETCH_PRIORITY } from "../src/lib/image";

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
    const { container } = render(<Photo image={FULL_WIDTH} alt="The salon" />);
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
    const placeholder = container.querySelector("img[data-placeholder-image]")!;
    expect(placeholder).toHaveAttribute("src", "data:image/jpeg;base64,AAAA");
    expect(placeholder).toHaveAttribute("aria-hidden", "true");
    expect(placeholder).toHaveAttribute("alt", "");
    // The space is reserved at the photo's proportions before it loads.
    expect((container.firstChild as HTMLElement).style.aspectRatio).toBe("1920 / 1280");
  });

  it("loads the first screen's photo at once and first", () => {
    const { container } = render(
      <Photo image={FULL_WIDTH} alt="" loading="eager" imgAttributes={HIGH_FETCH_PRIORITY} />,
    );
    const img = container.querySelector("img[data-main-image]")!;
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("gives a fixed photo its size and its dominant colour until it loads", () => {
    const { container } = render(<Photo image={THUMB} alt="" sizes="50vw" />);
    const wrapper = container.firstChild as HTMLElement;
    expect(wrapper.style.width).toBe("96px");
    expect(wrapper.style.height).toBe("64px");
    expect(wrapper.style.backgroundColor).toBe("rgb(168, 88, 120)");
    expect(container.querySelector("img[data-placeholder-image]")).toBeNull();
    expect(container.querySelector("img[data-main-image]")).toHaveAttribute("sizes", "50vw");
  });
});
