/** @jest-environment node */
import { robotsTxt, sitemapPaths, sitemapXml } from "../gatsby/seo-files";

describe("sitemap and robots", () => {
  it("lists the real routes only, once each", () => {
    expect(
      sitemapPaths([
        "/",
        "/about/",
        "/404/",
        "/404.html",
        "/dev-404-page/",
        "/services/",
        "/about/",
      ]),
    ).toEqual(["/", "/about/", "/services/"]);
  });

  it("writes absolute URLs", () => {
    const xml = sitemapXml("https://example.test", ["/", "/contact/"]);
    expect(xml).toContain("<loc>https://example.test/</loc>");
    expect(xml).toContain("<loc>https://example.test/contact/</loc>");
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  });

  it("points robots.txt at the sitemap", () => {
    expect(robotsTxt("https://example.test")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://example.test/sitemap.xml\n",
    );
  });
});
