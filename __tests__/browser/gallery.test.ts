import type { Page } from "playwright-core";
import {
  DESKTOP,
  PHONE,
  openPage,
  siteUrl,
  waitForFrames,
  waitForHydration,
  waitForIdle,
  type OpenOptions,
  browserPerFile,
} from "./support/browser";
import { clearOfStickyHeader, runAxe, WCAG_AA } from "./support/page-tools";

const COUNT = 19;

/** The fields of a Chromium trace event read here. */
interface TraceEvent {
  name: string;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    data?: { type?: string };
    beginData?: { stackTrace?: { url: string; columnNumber: number }[] };
  };
}
const GALLERY_IMAGE = /\/static\/.+\/(nail-art-\d\d|salon-\d\d)\.(avif|webp|jpe?g|png)$/;

const browser = browserPerFile();

const gallery = (page: Page) => page.getByRole("region", { name: "Photo gallery" });
const button = (page: Page, name: string) =>
  gallery(page).getByRole("button", { name, exact: true });
const counter = (page: Page) => page.getByTestId("gallery-counter").innerText();
const thumb = (page: Page, n: number) =>
  gallery(page).getByRole("button", { name: new RegExp(`^Show image ${n} of ${COUNT}:`) });

/** Scrolls to the gallery and waits for its script (a separate chunk) to take over. */
async function openGallery(options: OpenOptions = {}) {
  const opened = await openPage(browser(), "/services/", options);
  await waitForHydration(opened.page);
  // The static gallery is swapped for the interactive one as it nears the viewport.
  await opened.page.evaluate(() => document.getElementById("gallery")!.scrollIntoView());
  await opened.page.locator("#gallery[data-interactive=true]").waitFor();
  await opened.page.evaluate(() => document.getElementById("gallery")!.scrollIntoView());
  return opened;
}

/** The one slide that is shown (the others are hidden). */
const currentSlide = (page: Page) =>
  page.evaluate(() => {
    const shown = [...document.querySelectorAll<HTMLElement>("#gallery [data-slide]")].filter(
      (slide) => getComputedStyle(slide).visibility === "visible",
    );
    return shown.map((slide) => ({
      label: slide.getAttribute("aria-label"),
      alt: slide.querySelector("img[data-main-image]")?.getAttribute("alt"),
      caption:
        slide
          .querySelector<HTMLElement>("[data-testid=gallery-caption]")
          ?.innerText.replace(/\s*\n\s*/g, "\n") ?? null,
    }));
  });

const isFullscreenLayout = (page: Page) =>
  page.evaluate(() => {
    const box = document.getElementById("gallery")!.getBoundingClientRect();
    return (
      box.top === 0 && box.left === 0 && box.width === innerWidth && box.height === innerHeight
    );
  });

describe("gallery controls", () => {
  it("counts, moves with previous/next (looping) and thumbnails; no autoplay under reduced motion", async () => {
    const { page, context, problems } = await openGallery({
      reducedMotion: "reduce",
      // The page's timers run on Playwright's clock, which the end of the test moves on.
      beforeLoad: (ctx) => ctx.clock.install(),
    });
    await expect(counter(page)).resolves.toBe("1 / 19");
    await expect(button(page, "Play slideshow").isVisible()).resolves.toBe(true);

    await button(page, "Next image").click();
    await expect(counter(page)).resolves.toBe("2 / 19");
    await button(page, "Previous image").click();
    await button(page, "Previous image").click();
    await expect(counter(page)).resolves.toBe("19 / 19");
    await button(page, "Next image").click();
    await expect(counter(page)).resolves.toBe("1 / 19");

    await expect(
      gallery(page)
        .getByRole("button", { name: /^Show image / })
        .count(),
    ).resolves.toBe(COUNT);
    await thumb(page, 10).click();
    await expect(counter(page)).resolves.toBe("10 / 19");
    await expect(currentSlide(page)).resolves.toEqual([
      {
        label: "10 of 19",
        alt: "Nails painted in a deep matte plum shade with no shine",
        caption: "Nail Art\nVelvety matte colour for understated elegance.",
      },
    ]);
    const current = await gallery(page)
      .locator("[aria-current=true]")
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-thumb")));
    expect(current).toEqual(["9"]);

    // Nothing happens in longer than one autoplay period (3000 ms): every timer the page set
    // for the next 3500 ms runs now, and the slide stays.
    await page.clock.runFor(3500);
    await waitForFrames(page);
    await expect(counter(page)).resolves.toBe("10 / 19");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("captions titled photos and shows no caption box for untitled ones", async () => {
    const { page, context } = await openGallery({ reducedMotion: "reduce", viewport: PHONE });
    await expect(currentSlide(page)).resolves.toEqual([
      {
        label: "1 of 19",
        alt: "Almond-shaped nails with crisp white French tips over a sheer pink base",
        caption: "Nail Art\nClassic French tips with a modern almond shape.",
      },
    ]);
    await thumb(page, 14).click();
    await expect(counter(page)).resolves.toBe("14 / 19");
    const [slide] = await currentSlide(page);
    expect(slide.alt).toMatch(/treatment room/);
    expect(slide.caption).toBeNull();
    await context.close();
  });

  it("moves with the arrow keys while focus is in the gallery, and only then", async () => {
    const { page, context } = await openGallery({ reducedMotion: "reduce" });
    await button(page, "Next image").focus();
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).resolves.toBe("2 / 19");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(counter(page)).resolves.toBe("19 / 19");

    // Arrow keys in the treatment tabs belong to the tabs.
    await page.getByRole("tab", { name: "All Services" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).resolves.toBe("19 / 19");
    await expect(
      page.getByRole("tab", { name: "Nail Care" }).getAttribute("aria-selected"),
    ).resolves.toBe("true");
    await context.close();
  });
});

describe("gallery swipes", () => {
  it("moves to the next photo on a leftward swipe and back on a rightward one", async () => {
    const { page, context } = await openGallery({ reducedMotion: "reduce", viewport: PHONE });
    const swipe = (dx: number) =>
      page.evaluate((distance) => {
        const stage = document.getElementById("gallery-slides")!;
        const box = stage.getBoundingClientRect();
        const y = box.top + box.height / 2;
        const x = box.left + box.width / 2;
        const init = { pointerType: "touch", isPrimary: true, bubbles: true, clientY: y };
        stage.dispatchEvent(new PointerEvent("pointerdown", { ...init, clientX: x }));
        stage.dispatchEvent(new PointerEvent("pointerup", { ...init, clientX: x + distance }));
      }, dx);
    await swipe(-120);
    await expect(counter(page)).resolves.toBe("2 / 19");
    await swipe(120);
    await swipe(120);
    await expect(counter(page)).resolves.toBe("19 / 19");
    // A short drag is a tap, not a swipe.
    await swipe(-10);
    await expect(counter(page)).resolves.toBe("19 / 19");
    await context.close();
  });
});

describe("gallery autoplay", () => {
  it("advances every 3000 ms while on screen, and the pause control stops it", async () => {
    const { page, context, problems } = await openGallery();
    await page.mouse.move(1, 1);
    await expect(button(page, "Pause slideshow").isVisible()).resolves.toBe(true);
    // Times (ms) at which the counter changed, seen from inside the page.
    const changes = await page.evaluate(
      () =>
        new Promise<{ at: number; text: string }[]>((resolve) => {
          const el = document.querySelector("[data-testid=gallery-counter]")!;
          const seen: { at: number; text: string }[] = [];
          const observer = new MutationObserver(() => {
            seen.push({ at: performance.now(), text: el.textContent ?? "" });
            if (seen.length === 3) {
              observer.disconnect();
              resolve(seen);
            }
          });
          observer.observe(el, { characterData: true, childList: true, subtree: true });
        }),
    );
    const texts = changes.map((c) => c.text);
    const start = Number(texts[0].split(" / ")[0]);
    expect(texts).toEqual([1, 2, 3].map((k) => `${start + k - 1} / 19`));
    // Each advance is due 3000 ms after the previous one was due; a change is seen once its
    // render commits, which a busy machine can delay (one step longer, the next shorter). So the
    // period is the average of the two steps, and each step only has to be near it.
    const steps = [changes[1].at - changes[0].at, changes[2].at - changes[1].at];
    expect((steps[0] + steps[1]) / 2).toBeGreaterThan(2850);
    expect((steps[0] + steps[1]) / 2).toBeLessThan(3250);
    for (const step of steps) {
      expect(step).toBeGreaterThan(2500);
      expect(step).toBeLessThan(3500);
    }

    expect(problems).toEqual([]);
    await context.close();
  });

  it("stays on its slide while paused, and moves on within one period once played again", async () => {
    const { page, context, problems } = await openGallery({
      // The page's timers run on Playwright's clock, which the test moves on.
      beforeLoad: (ctx) => ctx.clock.install(),
    });
    await page.mouse.move(1, 1);
    await button(page, "Pause slideshow").click();
    const paused = await counter(page);
    // Every timer the page set for the next 3600 ms (more than one period) runs now.
    await page.clock.runFor(3600);
    await waitForFrames(page);
    await expect(counter(page)).resolves.toBe(paused);
    await button(page, "Play slideshow").click();
    await page.mouse.move(1, 1);
    // Playing again, it moves on within 3400 ms.
    await page.clock.runFor(3400);
    await page.waitForFunction(
      (before) => document.querySelector("[data-testid=gallery-counter]")?.textContent !== before,
      paused,
    );
    await expect(counter(page)).resolves.not.toBe(paused);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a step's tap", () => {
  // Style or layout the page's script asks for inside the tap (a size read, getAnimations()) is
  // worked out there and then, before the step can be drawn, and again once the step changes the
  // page further; left to the frame after the tap, it is worked out once. On a low-tier phone the
  // Next tap spent 15-30 ms on it (the animation's getAnimations(), the thumbnail strip's sizes).
  it.each([
    ["slides (phone)", PHONE],
    ["fades (desktop)", DESKTOP],
  ])("Next works out no style or layout inside the click where it %s", async (_mode, viewport) => {
    const opened = await openGallery({ viewport });
    const { page, context, problems } = opened;
    await button(page, "Pause slideshow").click();
    const next = await button(page, "Next image").boundingBox();
    await waitForIdle(opened);
    await browser().startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline.stack"],
    });
    // The mouse itself, not Playwright's click: that checks in the page where the click lands.
    await page.mouse.click(next!.x + next!.width / 2, next!.y + next!.height / 2);
    await expect(counter(page)).resolves.toBe("2 / 19");
    await waitForFrames(page);
    const { traceEvents } = JSON.parse((await browser().stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const clicks = traceEvents.filter(
      (event) => event.name === "EventDispatch" && event.args?.data?.type === "click",
    );
    expect(clicks).toHaveLength(1);
    const [click] = clicks as [TraceEvent];
    const forced = traceEvents
      .filter(
        (event) =>
          (event.name === "UpdateLayoutTree" || event.name === "Layout") &&
          event.tid === click.tid &&
          event.ts >= click.ts &&
          event.ts <= click.ts + click.dur!,
      )
      .map((event) => {
        const caller = event.args?.beginData?.stackTrace?.[0];
        return `${event.name} from ${caller ? `${caller.url}:${caller.columnNumber}` : "?"}`;
      });
    expect(forced).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("gallery transitions", () => {
  /**
   * Clicks Next and samples the incoming and outgoing slides 200 ms into the change (or, when
   * there is no animation, as soon as the change is drawn), then again once it is over.
   */
  const sampleTransition = (page: Page) =>
    page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const from =
        Number(
          document.querySelector("[data-testid=gallery-counter]")!.textContent!.split(" / ")[0],
        ) - 1;
      document.querySelector<HTMLButtonElement>("#gallery [aria-label='Next image']")!.click();
      const animations = () =>
        [from, from + 1].flatMap((i) =>
          document.querySelector<HTMLElement>(`#gallery [data-slide="${i}"]`)!.getAnimations(),
        );
      const running = () => animations().filter((a) => a.playState === "running");
      await frame();
      await frame();
      while (running().some((a) => Number(a.currentTime) < 200)) await frame();
      const read = (i: number) => {
        const slide = document.querySelector<HTMLElement>(`#gallery [data-slide="${i}"]`)!;
        const style = getComputedStyle(slide);
        const matrix = new DOMMatrixReadOnly(
          style.transform === "none" ? undefined : style.transform,
        );
        return {
          opacity: Number(style.opacity),
          x: matrix.m41,
          width: slide.offsetWidth,
          visibility: style.visibility,
          durations: slide.getAnimations().map((a) => a.effect?.getTiming().duration),
        };
      };
      const during = { incoming: read(from + 1), outgoing: read(from) };
      while (running().length > 0) await frame();
      await frame();
      const after = { incoming: read(from + 1), outgoing: read(from) };
      return { during, after };
    });

  it("fades between slides above 640 px (1024 px)", async () => {
    const { page, context } = await openGallery({ viewport: { width: 1024, height: 768 } });
    await button(page, "Pause slideshow").click();
    await expect(gallery(page).getAttribute("data-transition")).resolves.toBe("fade");
    const { during, after } = await sampleTransition(page);
    expect(during.incoming.durations).toEqual([500]);
    expect(during.incoming.opacity).toBeGreaterThan(0.05);
    expect(during.incoming.opacity).toBeLessThan(0.95);
    expect(during.incoming.x).toBe(0);
    expect(during.outgoing.visibility).toBe("visible");
    expect(after.incoming).toMatchObject({ opacity: 1, x: 0, visibility: "visible" });
    expect(after.outgoing.visibility).toBe("hidden");
    await context.close();
  });

  it("slides at 640 px and below", async () => {
    const { page, context } = await openGallery({ viewport: { width: 640, height: 900 } });
    await button(page, "Pause slideshow").click();
    await expect(gallery(page).getAttribute("data-transition")).resolves.toBe("slide");
    const { during, after } = await sampleTransition(page);
    expect(during.incoming.durations).toEqual([500]);
    expect(during.incoming.opacity).toBe(1);
    // The next slide comes in from the right while the current one leaves to the left.
    expect(during.incoming.x).toBeGreaterThan(0);
    expect(during.incoming.x).toBeLessThan(during.incoming.width);
    expect(during.outgoing.x).toBeLessThan(0);
    expect(after.incoming).toMatchObject({ opacity: 1, x: 0, visibility: "visible" });
    expect(after.outgoing.visibility).toBe("hidden");
    await context.close();
  });

  it("does not animate under reduced motion", async () => {
    const { page, context } = await openGallery({
      viewport: { width: 1024, height: 768 },
      reducedMotion: "reduce",
    });
    const { during } = await sampleTransition(page);
    expect(during.incoming).toMatchObject({ opacity: 1, x: 0, durations: [] });
    expect(during.outgoing.visibility).toBe("hidden");
    await context.close();
  });

  it("under reduced motion, a step is whole at once: the old slide is hidden before the next frame", async () => {
    // The reduced-motion rule once gave every element a 0.01 ms transition: the old slide's
    // `visibility` then ran one, and stayed visible (to a screen reader too) until a frame ended it.
    const { page, context } = await openGallery({ reducedMotion: "reduce" });
    const step = await page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>("#gallery [aria-label='Next image']")!.click();
      // React renders a tap's update in a microtask; no frame is drawn before these have run.
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
      return {
        counter: document.querySelector("[data-testid=gallery-counter]")!.textContent,
        shown: [...document.querySelectorAll<HTMLElement>("#gallery [data-slide]")]
          .filter((slide) => getComputedStyle(slide).visibility === "visible")
          .map((slide) => slide.getAttribute("aria-label")),
        transitions: document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => (animation as CSSTransition).transitionProperty),
      };
    });
    expect(step).toEqual({ counter: "2 / 19", shown: ["2 of 19"], transitions: [] });
    await context.close();
  });
});

describe("gallery fullscreen", () => {
  it("enters with the toggle, shows a large image, and Escape exits", async () => {
    const opened = await openGallery({ reducedMotion: "reduce" });
    const { page, context, problems } = opened;
    const toggle = button(page, "Full screen");
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("false");
    await toggle.click();
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("true");
    await page.waitForFunction(() => document.fullscreenElement?.id === "gallery");
    await expect(isFullscreenLayout(page)).resolves.toBe(true);

    // In fullscreen the slide asks for a screen-wide file (1920 px for a 1440 px screen).
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>("#gallery img[sizes='100vw']");
      return Boolean(img?.complete && img.currentSrc);
    });
    const chosen = await page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>("#gallery img[sizes='100vw']")!;
      const srcset = img.closest("picture")!.querySelector("source")!.getAttribute("srcset")!;
      const name = new URL(img.currentSrc).pathname;
      const entry = srcset
        .split(",")
        .map((s) => s.trim().split(" "))
        .find(([url]) => url === name);
      return Number(entry?.[1].replace("w", ""));
    });
    expect(chosen).toBeGreaterThanOrEqual(1920);

    await page.keyboard.press("Escape");
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("false");
    await page.waitForFunction(() => document.fullscreenElement === null);
    await expect(isFullscreenLayout(page)).resolves.toBe(false);

    await toggle.click();
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("true");
    await toggle.click();
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("false");
    await waitForIdle(opened);
    expect(problems).toEqual([]);
    await context.close();
  });

  // Entering it changes attributes only: a change of `display` rebuilt the gallery's boxes and a
  // new class inserted a rule, each making the browser restyle the gallery inside the tap.
  it("keeps every element's class and the gallery's display on entering", async () => {
    const opened = await openGallery({ reducedMotion: "reduce" });
    const { page, context, problems } = opened;
    // Each element of the gallery with its class, kept in the page to be looked at again.
    const display = () =>
      page.evaluate(() => getComputedStyle(document.getElementById("gallery")!).display);
    const before = await display();
    const elements = await page.evaluate(() => {
      const gallery = document.getElementById("gallery")!;
      const all = [gallery, ...gallery.querySelectorAll("*")];
      (window as unknown as { __looked: [Element, string | null][] }).__looked = all.map((el) => [
        el,
        el.getAttribute("class"),
      ]);
      return all.length;
    });
    expect(elements).toBeGreaterThan(100);
    await button(page, "Full screen").click();
    await page.waitForFunction(() => document.fullscreenElement?.id === "gallery");
    await expect(isFullscreenLayout(page)).resolves.toBe(true);
    expect(await display()).toBe(before);
    const changed = await page.evaluate(() =>
      (window as unknown as { __looked: [Element, string | null][] }).__looked
        .filter(([el, was]) => el.isConnected && el.getAttribute("class") !== was)
        .map(([el, was]) => `${el.tagName} ${was} -> ${el.getAttribute("class")}`),
    );
    expect(changed).toEqual([]);
    await waitForIdle(opened);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sets the flag when the fullscreen request fails, and shows the gallery over the page", async () => {
    const opened = await openGallery({
      reducedMotion: "reduce",
      viewport: PHONE,
      initScript:
        "Element.prototype.requestFullscreen = function () { return Promise.reject(new TypeError('Permissions check failed')); };",
    });
    const { page, context, problems } = opened;
    const toggle = button(page, "Full screen");
    await toggle.click();
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(page.evaluate(() => document.fullscreenElement)).resolves.toBeNull();
    await expect(isFullscreenLayout(page)).resolves.toBe(true);

    // Arrow keys work in fullscreen wherever the focus is.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).resolves.toBe("2 / 19");

    await page.keyboard.press("Escape");
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("false");
    await expect(isFullscreenLayout(page)).resolves.toBe(false);
    await waitForIdle(opened);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("clears the flag when leaving fullscreen fails", async () => {
    const opened = await openGallery({
      reducedMotion: "reduce",
      initScript:
        "Document.prototype.exitFullscreen = function () { return Promise.reject(new TypeError('Document not active')); };",
    });
    const { page, context, problems } = opened;
    const toggle = button(page, "Full screen");
    await toggle.click();
    await page.waitForFunction(() => document.fullscreenElement?.id === "gallery");
    await toggle.click();
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("false");
    await expect(gallery(page).getAttribute("data-fullscreen")).resolves.toBe("false");
    await waitForIdle(opened);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("gallery images", () => {
  it("are not fetched until needed: none at the top of the page, then only the photo shown", async () => {
    const opened = await openPage(browser(), "/services/", {
      viewport: PHONE,
      reducedMotion: "reduce",
    });
    const { page, context } = opened;
    const fetched: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (GALLERY_IMAGE.test(pathname)) fetched.push(pathname);
    });
    await waitForHydration(page);
    await waitForIdle(opened);
    expect(fetched).toEqual([]);

    await page.evaluate(() => document.getElementById("gallery")!.scrollIntoView());
    await page
      .locator("#gallery[data-interactive=true] [data-slide='0'][data-loaded=true]")
      .waitFor();
    await waitForIdle(opened);
    const thumbUrls = new Set(
      await page
        .locator("#gallery [data-thumb] source, #gallery [data-thumb] img")
        .evaluateAll((nodes) =>
          nodes.flatMap((n) =>
            [n.getAttribute("srcset") ?? "", n.getAttribute("src") ?? ""]
              .join(",")
              .split(",")
              .map((s) => s.trim().split(" ")[0])
              .filter((s) => s.startsWith("/static/")),
          ),
        ),
    );
    const slidePhotos = () =>
      [
        ...new Set(
          fetched.filter((url) => !thumbUrls.has(url)).map((url) => url.match(GALLERY_IMAGE)![1]),
        ),
      ].sort();
    expect(slidePhotos()).toEqual(["nail-art-01"]);

    await thumb(page, 10).click();
    await page.locator("#gallery [data-slide='9'][data-loaded=true]").waitFor();
    await waitForIdle(opened);
    // Once the visitor moves through the gallery, the photo after the current one is fetched
    // ahead; nothing else is.
    expect(slidePhotos()).toEqual(["nail-art-01", "nail-art-10", "nail-art-11"]);
    await context.close();
  });

  // The next photo in line is mounted after the step has been rendered, not inside the tap.
  it("a step renders its own photo first, and the one next in line after", async () => {
    const opened = await openGallery({ reducedMotion: "reduce" });
    const { page, context, problems } = opened;
    // What each of the gallery's renders left in the page: the counter and the slides there.
    await page.evaluate(() => {
      const gallery = document.getElementById("gallery")!;
      const renders: { counter: string; slides: string[] }[] = [];
      (window as unknown as { __renders: typeof renders }).__renders = renders;
      new MutationObserver(() =>
        renders.push({
          counter: gallery.querySelector("[data-testid=gallery-counter]")!.textContent!,
          slides: [...gallery.querySelectorAll<HTMLElement>("[data-slide]")].map(
            (slide) => slide.dataset.slide!,
          ),
        }),
      ).observe(gallery, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await expect(page.locator("#gallery [data-slide]").count()).resolves.toBe(1);
    await button(page, "Next image").click();
    await page.locator("#gallery [data-slide='2']").waitFor({ state: "attached" });
    const renders = await page.evaluate(
      () => (window as unknown as { __renders: { counter: string; slides: string[] }[] }).__renders,
    );
    const step = renders.findIndex((render) => render.counter === "2 / 19");
    expect(renders[step]!.slides).toEqual(["0", "1"]);
    expect(renders.slice(step + 1).some((render) => render.slides.includes("2"))).toBe(true);
    await waitForIdle(opened);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("are sized for a phone (WebP with a JPEG fallback, blurred placeholders)", async () => {
    // A 3x phone screen: the largest file a slide may ask for is 1366 px wide, a thumbnail 192 px.
    const { page, context } = await openPage(browser(), "/services/", {
      viewport: PHONE,
      deviceScaleFactor: 3,
      reducedMotion: "reduce",
    });
    await waitForHydration(page);
    await page.evaluate(() => document.getElementById("gallery")!.scrollIntoView());
    await page
      .locator("#gallery[data-interactive=true] [data-slide='0'][data-loaded=true]")
      .waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>("#gallery [data-thumb] img[data-main-image]")]
        .slice(0, 2)
        .every((img) => img.complete && img.currentSrc),
    );
    const chosenWidths = await page.evaluate(() => {
      const widthOf = (img: HTMLImageElement) => {
        const picture = img.closest("picture")!;
        const name = new URL(img.currentSrc).pathname;
        for (const el of [...picture.querySelectorAll("source"), img]) {
          for (const entry of (el.getAttribute("srcset") ?? "").split(",")) {
            const [url, descriptor] = entry.trim().split(" ");
            if (url === name) return descriptor;
          }
        }
        return null;
      };
      const slide = document.querySelector<HTMLImageElement>(
        "#gallery [data-slide='0'] img[data-main-image]",
      )!;
      const thumb = document.querySelector<HTMLImageElement>(
        "#gallery [data-thumb] img[data-main-image]",
      )!;
      return {
        slide: widthOf(slide),
        thumb: widthOf(thumb),
        types: [...slide.closest("picture")!.querySelectorAll("source")].map((s) => s.type),
        fallback: new URL(slide.src).pathname.split(".").pop(),
        // The blurred placeholder is the photo wrapper's background: url("data:image/…"),
        // fitted like the photo (contain: the whole photo shows in the slide).
        placeholder: (({ backgroundImage, backgroundSize }) => [
          backgroundImage.slice(5, 16),
          backgroundSize,
          getComputedStyle(slide).objectFit,
        ])(getComputedStyle(document.querySelector("#gallery [data-slide='0'] [data-photo]")!)),
      };
    });
    expect(Number(chosenWidths.slide?.replace("w", ""))).toBeLessThanOrEqual(1366);
    // Fixed-size thumbnails are described by density: 2x of 96 px is the largest there is.
    expect(["1x", "2x", "96w", "192w"]).toContain(chosenWidths.thumb);
    expect(chosenWidths.types).toEqual(["image/webp"]);
    expect(chosenWidths.fallback).toBe("jpg");
    expect(chosenWidths.placeholder).toEqual(["data:image/", "contain", "contain"]);
    await context.close();
  });
});

describe("services page accessibility", () => {
  it.each([
    ["phone", "light", PHONE],
    ["phone", "dark", PHONE],
    ["desktop", "light", DESKTOP],
    ["desktop", "dark", DESKTOP],
  ] as const)("has no axe violations on a %s in %s mode", async (_size, colorScheme, viewport) => {
    const { page, context } = await openGallery({ viewport, colorScheme, reducedMotion: "reduce" });
    const readMore = page.locator("summary", { hasText: "Read More about Manicure" });
    await readMore.click();
    // The description has opened and finished moving.
    const description = await page.locator("#treatment-manicure-description").elementHandle();
    await page.waitForFunction(
      (el) =>
        el !== null &&
        el.checkVisibility() &&
        el.getAnimations({ subtree: true }).every((a) => a.playState !== "running"),
      description,
    );
    await expect(
      readMore.evaluate((summary) => summary.parentElement!.hasAttribute("open")),
    ).resolves.toBe(true);
    // The opened treatment in the middle of the screen, as its reader has it. A row could then be
    // passing under the sticky header, whose edge axe counts as covering part of that row's
    // buttons: not what this test is about, so the page moves until no control is cut by it.
    await readMore.evaluate((button) => button.closest("li")!.scrollIntoView({ block: "center" }));
    await clearOfStickyHeader(page);
    await waitForFrames(page);
    const violations = await runAxe(page, { tags: [...WCAG_AA, "best-practice"] });
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe("gallery thumbnails", () => {
  it("are coloured tiles in the page's HTML, and get their photos when the visitor comes near", async () => {
    // A browser on an unknown connection starts "lazy" images thousands of pixels ahead: the 19
    // thumbnail files would compete with the page's first photo. The HTML has none of them.
    const html = await (await fetch(siteUrl("/services/"))).text();
    const list = html.slice(html.indexOf('aria-label="Choose an image"'));
    const thumbnails = list.slice(0, list.indexOf("</ul>"));
    expect(thumbnails.match(/data-thumb="\d+"/g)).toHaveLength(COUNT);
    expect(thumbnails).not.toMatch(/(nail-art|salon)-\d\d\./);

    const { page, context } = await openPage(browser(), "/services/", { viewport: PHONE });
    await waitForHydration(page);
    const photos = page.locator("#gallery [data-thumb] img[data-main-image]");
    expect(await photos.count()).toBe(0);
    expect(await page.locator("#gallery [data-thumb]").count()).toBe(COUNT);

    await page.evaluate(() => document.getElementById("gallery")!.scrollIntoView());
    await page.locator("#gallery[data-interactive=true]").waitFor();
    expect(await photos.count()).toBe(COUNT);
    await context.close();
  });
});
