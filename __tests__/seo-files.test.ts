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
        "/sw/",
        "/sw/404/",
      ]),
    ).toEqual(["/", "/about/", "/services/", "/sw/"]);
  });

  it("names each page's language versions and x-default, the English page", () => {
    const xml = sitemapXml("https://example.test", ["/contact/", "/sw/contact/"]);
    const entries = xml.split("<url>").slice(1);
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="en" href="https://example.test/contact/"/>',
      );
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="sw" href="https://example.test/sw/contact/"/>',
      );
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.test/contact/"/>',
      );
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
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
