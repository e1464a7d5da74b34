import fs from "fs";
import path from "path";
import type { Page } from "playwright-core";
import {
  openPage,
  PHONE,
  ROUTES,
  siteUrl,
  waitForHydration,
  waitForIdle,
  browserPerFile,
} from "./support/browser";
import { describeWithStartupPlugin } from "./support/startup-plugin";
import { bringOnScreen } from "./support/page-tools";

const browser = browserPerFile();

const header = (page: Page) => page.getByRole("banner");
const elementTop = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);

describe("header", () => {
  it("links Home, About Us, Services and Contact, each anchor landing on a real element", async () => {
    const { page, context } = await openPage(browser(), "/");
    const nav = header(page).getByRole("navigation", { name: "Main" });
    const links = nav.getByRole("link");
    const pairs = await links.evaluateAll((anchors) =>
      anchors.map((a) => [a.textContent?.trim(), a.getAttribute("href")]),
    );
    expect(pairs).toEqual([
      ["Immeasure Beauty Spa", "/"],
      ["Home", "/#home"],
      ["About Us", "/#about"],
      ["Services", "/#services"],
      // Gatsby's Link writes the route with its trailing slash (trailingSlash: "always").
      ["Contact", "/contact/"],
      // The same page in Swahili (__tests__/browser/swahili.test.ts).
      ["Language: Kiswahili", "/sw/"],
    ]);
    for (const id of ["home", "hero", "about", "services", "reviews"]) {
      await expect(page.locator(`#${id}`).count()).resolves.toBe(1);
    }
    await context.close();
  });

  it("animates in over 1000 ms", async () => {
    const { page, context } = await openPage(browser(), "/about/");
    const animation = await header(page).evaluate((el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, duration: style.animationDuration };
    });
    expect(animation).toEqual({ name: "header-in", duration: "1s" });
    // It really moves: from above the screen and transparent, to its place. Halfway through it is
    // still partly above.
    const motion = await header(page).evaluate((el) => {
      const [running] = el.getAnimations();
      const frames = (running.effect as KeyframeEffect).getKeyframes();
      running.pause();
      running.currentTime = 500;
      const halfway = new DOMMatrix(getComputedStyle(el).transform).m42;
      return {
        frames: frames.map(({ offset, transform, opacity }) => ({ offset, transform, opacity })),
        halfway,
        height: el.getBoundingClientRect().height,
      };
    });
    expect(motion.frames).toEqual([
      { offset: 0, transform: "translateY(-100%)", opacity: "0" },
      { offset: 1, transform: "translateY(0px)", opacity: "1" },
    ]);
    expect(motion.halfway).toBeLessThan(0);
    expect(motion.halfway).toBeGreaterThan(-motion.height);
    await context.close();
  });

  it("scrolls smoothly to an anchor on the same page", async () => {
    const { page, context } = await openPage(browser(), "/");
    await waitForHydration(page);
    const target = await page.evaluate(
      () => document.getElementById("services")!.getBoundingClientRect().top + window.scrollY,
    );
    expect(target).toBeGreaterThan(600);
    // Every scroll position the page passes through on its way.
    await page.evaluate(() => {
      const positions: number[] = [];
      (window as unknown as { positions: number[] }).positions = positions;
      window.addEventListener("scroll", () => positions.push(window.scrollY));
    });
    await header(page).getByRole("link", { name: "Services", exact: true }).click();
    await page.waitForFunction(
      () => Math.abs(document.getElementById("services")!.getBoundingClientRect().top) < 120,
      undefined,
      { timeout: 4000 },
    );
    // Smooth: it passed through positions part-way there, not jumped.
    const positions = await page.evaluate(
      () => (window as unknown as { positions: number[] }).positions,
    );
    expect(positions.filter((y) => y > 0 && y < target - 100).length).toBeGreaterThan(0);
    expect(new URL(page.url()).hash).toBe("#services");
    await context.close();
  });

  it("opens another page, then scrolls to the anchor 500 ms after it shows", async () => {
    // Seen from inside each page the tab loads: when it was parsed, and, frame by frame, when its
    // address became /#about and when it first moved 50 px or more down from the top.
    const { page, context } = await openPage(browser(), "/contact/", {
      initScript: `
        window.seen = {};
        document.addEventListener("DOMContentLoaded", () => (seen.shownAt = performance.now()));
        const watch = () => {
          if (seen.urlAt === undefined && location.pathname === "/" && location.hash === "#about") {
            seen.urlAt = performance.now();
          }
          if (seen.shownAt !== undefined && seen.scrollAt === undefined && window.scrollY >= 50) {
            seen.scrollAt = performance.now();
          }
          if (seen.scrollAt === undefined) requestAnimationFrame(watch);
        };
        watch();
      `,
    });
    await waitForHydration(page);
    await header(page).getByRole("link", { name: "About Us", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.hash === "#about");
    await page.waitForFunction(
      () => {
        const about = document.getElementById("about");
        return about !== null && Math.abs(about.getBoundingClientRect().top) < 120;
      },
      undefined,
      { timeout: 12000 },
    );
    expect(Math.abs(await elementTop(page, "about"))).toBeLessThan(120);
    // The home page opened at its top, and scrolled no sooner than 500 ms after it showed.
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { shownAt: number; scrollAt: number } }).seen,
    );
    expect(seen.scrollAt - seen.shownAt).toBeGreaterThanOrEqual(500);
    await context.close();
  });
});

describe("mobile menu at 390 px", () => {
  it("opens and closes with the menu button, and closes when a link is chosen", async () => {
    const { page, context } = await openPage(browser(), "/about/", { viewport: PHONE });
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Menu" });
    const menu = page.locator("#site-menu");
    // The state is React's once it has mounted (before that the browser reports the popover's).
    await page.waitForSelector('button[aria-label="Menu"][aria-expanded="false"]');
    await expect(menu.isVisible()).resolves.toBe(false);
    // The desktop list is hidden on phones: the links are reachable only through the menu.
    await expect(
      header(page).getByRole("link", { name: "Contact", exact: true }).count(),
    ).resolves.toBe(0);

    await button.click();
    await page.waitForSelector('button[aria-label="Menu"][aria-expanded="true"]');
    await expect(menu.isVisible()).resolves.toBe(true);
    await expect(menu.getByRole("link").allInnerTexts()).resolves.toEqual([
      "Home",
      "About Us",
      "Services",
      "Contact",
    ]);

    await button.click();
    await page.waitForSelector('button[aria-label="Menu"][aria-expanded="false"]');
    await expect(menu.isVisible()).resolves.toBe(false);

    await button.click();
    await page.waitForSelector('button[aria-label="Menu"][aria-expanded="true"]');
    await page.keyboard.press("Escape");
    // The browser closes the popover and tells React in its next task.
    await page.waitForSelector('button[aria-label="Menu"][aria-expanded="false"]');
    await expect(menu.isVisible()).resolves.toBe(false);

    await button.click();
    await menu.getByRole("link", { name: "Contact" }).click();
    await page.waitForURL((url) => url.pathname === "/contact/");
    await page.waitForSelector('button[aria-label="Menu"][aria-expanded="false"]');
    await expect(menu.isVisible()).resolves.toBe(false);
    await context.close();
  });
});

describe("dark mode", () => {
  const LIGHT_BG = "rgb(251, 246, 241)";
  const DARK_BG = "rgb(23, 13, 20)";
  const state = (page: Page) =>
    page.evaluate(() => ({
      dark: document.documentElement.classList.contains("dark"),
      background: getComputedStyle(document.body).backgroundColor,
      stored: window.localStorage.getItem("theme"),
    }));

  it("applies the saved 'dark' value", async () => {
    const opened = await openPage(browser(), "/", {
      initScript: "window.localStorage.setItem('theme', 'dark')",
    });
    const { page, context, problems } = opened;
    await waitForHydration(page);
    await expect(state(page)).resolves.toEqual({ dark: true, background: DARK_BG, stored: "dark" });
    await waitForIdle(opened);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("follows the system preference when nothing is saved, and a saved 'light' wins over it", async () => {
    const system = await openPage(browser(), "/", { colorScheme: "dark" });
    await expect(state(system.page)).resolves.toMatchObject({ dark: true, background: DARK_BG });
    await system.context.close();

    const saved = await openPage(browser(), "/", {
      colorScheme: "dark",
      initScript: "window.localStorage.setItem('theme', 'light')",
    });
    await expect(state(saved.page)).resolves.toMatchObject({ dark: false, background: LIGHT_BG });
    await saved.context.close();
  });

  it("toggles with the button and saves the choice under 'theme'", async () => {
    const { page, context } = await openPage(browser(), "/services/");
    await waitForHydration(page);
    const toggle = header(page).getByRole("button", { name: "Dark mode" });
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("false");
    await toggle.click();
    await expect(state(page)).resolves.toEqual({ dark: true, background: DARK_BG, stored: "dark" });
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("true");
    await page.reload();
    await expect(state(page)).resolves.toMatchObject({ dark: true, stored: "dark" });
    // The button only works once React has hydrated the reloaded page.
    await waitForHydration(page);
    await header(page).getByRole("button", { name: "Dark mode" }).click();
    await expect(state(page)).resolves.toEqual({
      dark: false,
      background: LIGHT_BG,
      stored: "light",
    });
    await context.close();
  });

  // Chakra's buttons fade their colours (200 ms): started by a change of mode, they lagged behind
  // the page, and starting them cost the tap's frame CPU.
  it("changes every button's colours with the page's, starting no fade, and the fades come back", async () => {
    const opened = await openPage(browser(), "/");
    const { page, context, problems } = opened;
    await waitForHydration(page);
    const transitions = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => (animation.effect as KeyframeEffect).target?.textContent),
      );
    await header(page).getByRole("button", { name: "Dark mode" }).click();
    await expect(transitions()).resolves.toEqual([]);
    // Once the change is painted, a button's colours fade again (hovering Book Now).
    await page.waitForFunction(() => !document.documentElement.hasAttribute("data-mode-change"));
    await page.getByRole("link", { name: "Book Now" }).first().hover();
    await expect(transitions()).resolves.toContain("Book Now");
    await waitForIdle(opened);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("paints the saved theme from the static HTML, before any bundle runs (no flash)", async () => {
    const { page, context } = await openPage(browser(), "/", {
      initScript: "window.localStorage.setItem('theme', 'dark')",
      // Gatsby's bundles never arrive: only what the HTML itself carries can set the theme.
      beforeLoad: (context) => context.route("**/*.js", (route) => route.abort()),
      navigate: false,
    });
    await page.goto(siteUrl("/"), { waitUntil: "domcontentloaded" });
    const result = await page.evaluate(() => ({
      dark: document.documentElement.classList.contains("dark"),
      background: getComputedStyle(document.body).backgroundColor,
      hydrated: Object.keys(document.getElementById("___gatsby")!).some((k) =>
        k.startsWith("__reactContainer"),
      ),
    }));
    expect(result).toEqual({ dark: true, background: DARK_BG, hydrated: false });
    await context.close();
  });
});

describe("footer", () => {
  it("links the pages, the address, phone, e-mail and six social profiles in new tabs", async () => {
    const { page, context } = await openPage(browser(), "/about/");
    const footer = page.getByRole("contentinfo");
    const pageLinks = await footer
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(pageLinks).toEqual(["/", "/services/", "/about/", "/contact/"]);
    // Read on the screen: far below it, the browser renders nothing of the footer.
    await bringOnScreen(footer.locator("address"));
    await expect(footer.innerText()).resolves.toContain(
      "Githunguri, Royal Hotel 2nd Floor, Room 3",
    );
    await expect(footer.locator('a[href="tel:+254700000000"]').innerText()).resolves.toBe(
      "+254 700 000 000",
    );
    await expect(
      footer.locator('a[href="mailto:bookings@immeasurebeauty.example"]').count(),
    ).resolves.toBe(1);
    const social = await footer
      .getByRole("list", { name: "Social media" })
      .getByRole("link")
      .evaluateAll((anchors) =>
        anchors.map((a) => ({
          name: a.getAttribute("aria-label"),
          target: a.getAttribute("target"),
          rel: a.getAttribute("rel"),
          host: new URL(a.getAttribute("href")!).hostname,
        })),
      );
    expect(social.map((s) => s.name)).toEqual([
      "Facebook (opens in a new tab)",
      "Instagram (opens in a new tab)",
      "TikTok (opens in a new tab)",
      "Twitter (opens in a new tab)",
      "YouTube (opens in a new tab)",
      "Pinterest (opens in a new tab)",
    ]);
    for (const link of social) {
      expect(link).toMatchObject({ target: "_blank", rel: "noopener noreferrer" });
    }
    await context.close();
  });
});

describe("head of every page", () => {
  const EXPECTED: Record<(typeof ROUTES)[number], { title: string; key: string }> = {
    "/": { title: "Home | Immeasure Beauty Spa Kenya", key: "home" },
    "/about/": { title: "About | Immeasure Beauty Spa Kenya", key: "about" },
    "/services/": { title: "Services | Immeasure Beauty Spa Kenya", key: "services" },
    "/contact/": { title: "Contact | Immeasure Beauty Spa Kenya", key: "contact" },
  };

  it.each(ROUTES)(
    "%s has its title, metadata, canonical, social cards and JSON-LD",
    async (route) => {
      const { page, context } = await openPage(browser(), route, { javaScriptEnabled: false });
      const head = await page.evaluate(() => {
        const meta = (selector: string) =>
          document.head.querySelector(selector)?.getAttribute("content") ?? null;
        return {
          lang: document.documentElement.lang,
          title: document.title,
          description: meta('meta[name="description"]'),
          keywords: meta('meta[name="keywords"]'),
          robots: meta('meta[name="robots"]'),
          canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href"),
          ogTitle: meta('meta[property="og:title"]'),
          ogDescription: meta('meta[property="og:description"]'),
          ogImage: meta('meta[property="og:image"]'),
          ogUrl: meta('meta[property="og:url"]'),
          twitterCard: meta('meta[name="twitter:card"]'),
          twitterImage: meta('meta[name="twitter:image"]'),
          icon: document.head.querySelector('link[rel="icon"]')?.getAttribute("href"),
          manifest: document.head.querySelector('link[rel="manifest"]')?.getAttribute("href"),
          jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
            (s) => s.textContent,
          ),
        };
      });
      const { title } = EXPECTED[route];
      expect(head).toMatchObject({
        lang: "en",
        title,
        robots: "index, follow",
        canonical: `https://immeasurebeauty.example${route}`,
        ogTitle: title,
        ogUrl: `https://immeasurebeauty.example${route}`,
        ogImage: "https://immeasurebeauty.example/og-image.jpg",
        twitterCard: "summary_large_image",
        twitterImage: "https://immeasurebeauty.example/og-image.jpg",
      });
      expect(head.description!.length).toBeGreaterThan(50);
      expect(head.ogDescription).toBe(head.description);
      expect(head.keywords!.split(", ").length).toBeGreaterThanOrEqual(3);
      expect(head.icon).toBeTruthy();
      expect(head.manifest).toBeTruthy();

      expect(head.jsonLd).toHaveLength(1);
      const data = JSON.parse(head.jsonLd[0]!);
      // The page it is described on, in English.
      expect(data.mainEntityOfPage).toMatchObject({
        "@type": "WebPage",
        inLanguage: "en",
        url: `https://immeasurebeauty.example${route}`,
      });
      expect(data).toMatchObject({
        "@type": "BeautySalon",
        name: "Immeasure Beauty Spa",
        telephone: "+254700000000",
        address: { streetAddress: "Rongai Supermarket", addressLocality: "Githunguri" },
      });
      expect(data.makesOffer).toHaveLength(13);
      expect(data.sameAs).toHaveLength(6);
      await context.close();
    },
  );

  it("describes each page differently", async () => {
    const descriptions = new Set<string>();
    for (const route of ROUTES) {
      const html = await (await fetch(siteUrl(route))).text();
      descriptions.add(/<meta name="description" content="([^"]+)"/.exec(html)![1]);
    }
    expect(descriptions.size).toBe(4);
  });

  it("serves the manifest, favicon and share image", async () => {
    const manifest = await (await fetch(siteUrl("/manifest.webmanifest"))).json();
    expect(manifest).toMatchObject({ name: "Immeasure Beauty Spa", lang: "en" });
    expect(manifest.icons.length).toBeGreaterThan(0);
    const iconUrl = new URL(manifest.icons[0].src, siteUrl("/manifest.webmanifest")).href;
    for (const url of [siteUrl("/og-image.jpg"), iconUrl]) {
      expect((await fetch(url)).status).toBe(200);
    }
  });

  it("keeps the icons a phone fetches with the page small: palette PNGs of the stated size", async () => {
    const manifest = await (await fetch(siteUrl("/manifest.webmanifest"))).json();
    const icons = [
      ...(manifest.icons as { src: string; sizes: string }[]).map(({ src, sizes }) => ({
        url: new URL(src, siteUrl("/manifest.webmanifest")).href,
        sizes,
      })),
      { url: siteUrl("/favicon-32x32.png"), sizes: "32x32" },
    ];
    for (const { url, sizes } of icons) {
      const png = Buffer.from(await (await fetch(url)).arrayBuffer());
      const [width, height] = sizes.split("x").map(Number);
      // PNG header: width and height, then bit depth and colour type (3 = palette).
      expect({ url, width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
        url,
        width,
        height,
      });
      expect({ url, colourType: png[25] }).toEqual({ url, colourType: 3 });
      // About 0.3 bytes per pixel: the 144 px icon the phone fetches is under 7 kB (it was 25 kB).
      expect(png.length).toBeLessThan(width! * height! * 0.3 + 1000);
    }
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists the four routes and each treatment's page in both languages and points robots at the sitemap", async () => {
    const sitemap = await (await fetch(siteUrl("/sitemap.xml"))).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    // Each treatment's page: one per file of content/treatments/ (treatment-pages.test.ts).
    const treatments = fs
      .readdirSync(path.resolve(__dirname, "../../content/treatments"))
      .filter((file) => /^[^.]+\.md$/.test(file))
      .map((file) => `/services/${file.replace(/\.md$/, "")}/`);
    expect(treatments.length).toBeGreaterThanOrEqual(13);
    expect(locs).toEqual(
      [
        "/",
        "/about/",
        "/contact/",
        "/services/",
        ...treatments,
        "/sw/",
        "/sw/about/",
        "/sw/contact/",
        "/sw/services/",
        ...treatments.map((route) => `/sw${route}`),
      ]
        .map((route) => `https://immeasurebeauty.example${route}`)
        .sort(),
    );
    const robots = await (await fetch(siteUrl("/robots.txt"))).text();
    expect(robots).toContain("Sitemap: https://immeasurebeauty.example/sitemap.xml");
    expect(robots).toMatch(/User-agent: \*\nAllow: \//);
  });
});

describe("images before the site's scripts run", () => {
  it("/: every photo has its sources in the static HTML", async () => {
    const { page, context } = await openPage(browser(), "/");
    // Gatsby's bundles never arrive: only the inline scripts in the HTML run.
    await context.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(siteUrl("/"), { waitUntil: "load" });
    const images = await page.evaluate(() =>
      [...document.querySelectorAll("img[data-main-image]")].map((img) => ({
        src: img.getAttribute("src"),
        waiting: img.hasAttribute("data-src") || img.hasAttribute("data-srcset"),
      })),
    );
    // The hero, split, rituals, treatments and team photos and a portrait per testimonial.
    expect(images.length).toBeGreaterThanOrEqual(8);
    expect(images.filter((image) => !image.src || image.waiting)).toEqual([]);
    await context.close();
  });
});

describe("page CSS", () => {
  it.each([...ROUTES, "/404.html"])(
    "%s: every theme token a style names exists (no `box-shadow: sm` left for the browser to drop)",
    async (route) => {
      const html = await (await fetch(siteUrl(route))).text();
      const css = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]).join("");
      // A token Chakra doesn't know is written as it was given: an invalid value, silently ignored.
      const unresolved = css.match(
        /[a-z-]+:(?:l[1-3]|[2-9]?xs|sm|md|lg|[2-9]?xl|[a-z]+\.[a-z0-9]+(?:\.[a-z0-9]+)?)(?=[;}])/g,
      );
      expect(unresolved).toBeNull();
    },
  );

  it("draws the theme's shadows and rounded corners", async () => {
    const { page, context } = await openPage(browser(), "/services/");
    const panel = page.locator("#booking-list");
    expect(await panel.evaluate((el) => getComputedStyle(el).boxShadow)).toMatch(/px/);
    await page.goto(siteUrl("/contact/"));
    const input = page.getByRole("textbox").first();
    expect(await input.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).not.toBe("0px");
    await context.close();
  });

  it("is reused after hydration: no rule added twice, and the theme's variables stay", async () => {
    const { page, context } = await openPage(browser(), "/");
    await waitForHydration(page);
    // Top-level rules whole, so the same class inside two different media queries stays apart.
    const rules = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
    );
    const classRules = rules.filter((rule) => /\.css-[a-z0-9]+ \{/.test(rule));
    expect(classRules.length).toBeGreaterThan(30);
    expect(classRules.length).toBe(new Set(classRules).size);
    expect(rules.some((rule) => /:where\(html\) \{\s*--chakra-/.test(rule))).toBe(true);
    const background = await page.evaluate(() =>
      getComputedStyle(document.body).getPropertyValue("--chakra-colors-bg").trim(),
    );
    expect(background).not.toBe("");
    await context.close();
  });
});

// Emotion's server CSS collected into <head> and adopted in place: gatsby-plugin-startup's work.
describeWithStartupPlugin("page CSS, with the start-up layer", () => {
  it.each([...ROUTES, "/404.html"])(
    "%s: the static HTML carries its CSS in <head>, none in <body>",
    async (route) => {
      const html = await (await fetch(siteUrl(route))).text();
      const [head, body] = html.split("</head>");
      // Chakra's global CSS (layer order, reset, theme variables) as an ordinary stylesheet, first.
      expect(head).toMatch(
        /<style id="chakra-global-css">@layer reset, ?base, ?tokens, ?recipes;[^<]*--chakra-colors-bg/,
      );
      expect(head).not.toMatch(/data-emotion="css-global/);
      // The component CSS starts with Chakra's layer order, then the classes.
      expect(head).toMatch(
        /<style data-ssr-css="[^"]+">@layer reset, base, tokens, recipes;[^<]*\.css-/,
      );
      // A stylesheet the parser meets in the middle of the page makes the browser restyle it all.
      expect(body).not.toMatch(/<style[\s>]/);
    },
  );

  it("stays where the server put it while the page hydrates (moving it restyles the page)", async () => {
    // The stylesheet object is noted before any script runs: a <style> moved in the document gets
    // a new one, and the browser restyles and lays out the whole page for it.
    const { page, context } = await openPage(browser(), "/", {
      initScript: `document.addEventListener("DOMContentLoaded", () => {
        window.serverSheet = document.querySelector("style[data-ssr-css]")?.sheet;
      });`,
    });
    await waitForHydration(page);
    const kept = await page.evaluate(() => {
      const style = document.querySelector<HTMLStyleElement>("style[data-ssr-css]");
      const noted = (window as unknown as { serverSheet?: CSSStyleSheet }).serverSheet;
      return noted !== undefined && style?.sheet === noted;
    });
    expect(kept).toBe(true);
    await context.close();
  });
});

describe("first-screen photo", () => {
  it.each(["/", "/about/", "/services/"])(
    "%s shows its high-priority photo the moment it arrives, without waiting for a script",
    async (route) => {
      // Photos are held back until the test lets them through.
      let release: () => void = () => {};
      const photosReleased = new Promise<void>((resolve) => {
        release = resolve;
      });
      const { page, context } = await openPage(browser(), route, {
        viewport: PHONE,
        beforeLoad: (context) =>
          context.route(
            (url) => /^\/static\/.*\.(avif|webp|jpg|png)$/.test(url.pathname),
            async (request) => {
              await photosReleased;
              await request.fallback();
            },
          ),
        navigate: false,
      });
      await page.goto(siteUrl(route), { waitUntil: "domcontentloaded" });
      const photo = page.locator('img[data-main-image][fetchpriority="high"]');
      expect(await photo.count()).toBe(1);
      // Nothing holds it transparent for a script to fade in: it shows as soon as it can be drawn.
      expect(await photo.evaluate((img) => getComputedStyle(img).opacity)).toBe("1");
      release();
      await photo.evaluate((img: HTMLImageElement) =>
        img.complete ? undefined : new Promise((resolve) => img.addEventListener("load", resolve)),
      );
      expect(
        await photo.evaluate((img: HTMLImageElement) => [
          img.naturalWidth > 0,
          getComputedStyle(img).opacity,
        ]),
      ).toEqual([true, "1"]);
      await context.close();
    },
  );
});
