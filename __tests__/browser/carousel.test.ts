import type { Locator, Page } from "playwright-core";
import {
  DESKTOP,
  openPage,
  PHONE,
  waitForHydration,
  waitForIdle,
  type OpenOptions,
  browserPerFile,
} from "./support/browser";
import { boxSize, bringOnScreen, runAxe } from "./support/page-tools";

// The two carousels share one component; every behaviour is checked on both pages.
const CAROUSELS = [
  { path: "/", label: "What Our Clients Say", slideText: ["Wanjiru K.", "Amina O.", "Achieng M."] },
  {
    path: "/about/",
    label: "Our Vision, Mission & Values",
    slideText: ["Vision", "Mission", "Core Values"],
  },
] as const;

const browser = browserPerFile();

const carouselOf = (page: Page, label: string): Locator =>
  page.getByRole("group", { name: label, exact: true });

/** Opens the page, scrolls the carousel into view and waits for react-slick to take over. */
async function openCarousel(path: string, label: string, options: OpenOptions = {}) {
  const opened = await openPage(browser(), path, options);
  await waitForHydration(opened.page);
  // Keep the pointer over the sticky header, never over the slides (hover pauses autoplay).
  await opened.page.mouse.move(5, 5);
  const carousel = carouselOf(opened.page, label);
  await carousel.scrollIntoViewIfNeeded();
  await opened.page.waitForFunction(
    (name) =>
      document.querySelector(`[aria-label="${name}"][data-carousel="ready"] .slick-initialized`) !==
      null,
    label,
  );
  // Laid out: the slides in view sit inside the visible strip (react-slick measures itself again
  // once it is on the page).
  await carousel.locator(".slick-list").evaluate(
    (list) =>
      new Promise<void>((resolve) => {
        const check = () => {
          const bounds = list.getBoundingClientRect();
          const active = [...list.querySelectorAll(".slick-slide.slick-active")].map((slide) =>
            slide.getBoundingClientRect(),
          );
          if (
            active.length > 0 &&
            active.every((box) => box.left >= bounds.left - 1 && box.right <= bounds.right + 1)
          ) {
            resolve();
          } else {
            requestAnimationFrame(check);
          }
        };
        check();
      }),
  );
  return { ...opened, carousel };
}

/**
 * Index (0-based) of the first slide in view, read from its "N of 3" label: react-slick's loop
 * clones, and the copies it is handed when all slides fit in view (src/lib/carousel.ts), say the
 * same as the slide they repeat.
 */
const currentIndex = (carousel: Locator) =>
  carousel
    .locator(".slick-slide.slick-current [aria-roledescription='slide']")
    .evaluate((slide) => Number(/^(\d+) of/.exec(slide.getAttribute("aria-label")!)![1]) - 1);

/**
 * Waits until the current slide is `to` (or, given `awayFrom`, any other than that one) and the
 * track has stopped sliding.
 */
const waitForSlide = (carousel: Locator, target: { to: number } | { awayFrom: number }) =>
  carousel.evaluate(
    (root, wanted) =>
      new Promise<void>((resolve) => {
        const check = () => {
          const slide = root.querySelector(
            ".slick-slide.slick-current [aria-roledescription='slide']",
          );
          const track = root.querySelector<HTMLElement>(".slick-track");
          const current =
            Number(/^(\d+) of/.exec(slide?.getAttribute("aria-label") ?? "")?.[1]) - 1;
          const arrived = "to" in wanted ? current === wanted.to : current !== wanted.awayFrom;
          if (arrived && track?.style.transition === "") resolve();
          else requestAnimationFrame(check);
        };
        check();
      }),
    target,
  );

/** The slides a visitor can see: inside the list's box, not hidden from assistive tech. */
const visibleSlides = (carousel: Locator) =>
  carousel.locator(".slick-list").evaluate((list) => {
    const bounds = list.getBoundingClientRect();
    return Array.from(list.querySelectorAll<HTMLElement>(".slick-slide"))
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.right > bounds.left + 2 && box.left < bounds.right - 2;
      })
      .map((slide) => {
        const box = slide.getBoundingClientRect();
        return {
          hidden: slide.getAttribute("aria-hidden"),
          inside: box.left >= bounds.left - 1 && box.right <= bounds.right + 1,
          text: slide.innerText,
        };
      });
  });

/** Records every change of the first visible slide for `ms`, with the time it happened. */
const watchChanges = (carousel: Locator, ms: number) =>
  carousel.evaluate(
    (root, duration) =>
      new Promise<Array<{ at: number; index: string }>>((resolve) => {
        const changes: Array<{ at: number; index: string }> = [];
        const start = performance.now();
        let last = root.querySelector(".slick-current")?.getAttribute("data-index") ?? "";
        const poll = () => {
          const index = root.querySelector(".slick-current")?.getAttribute("data-index") ?? "";
          if (index !== last) {
            changes.push({ at: performance.now() - start, index });
            last = index;
          }
          if (performance.now() - start < duration) requestAnimationFrame(poll);
          else resolve(changes);
        };
        requestAnimationFrame(poll);
      }),
    ms,
  );

describe.each(CAROUSELS)("carousel on $path", ({ path, label, slideText }) => {
  it.each([
    [1440, 3],
    [1000, 2],
    [700, 1],
  ])("shows the right number of slides at %i px: %i", async (width, shown) => {
    const { context, carousel, problems } = await openCarousel(path, label, {
      viewport: { width, height: 900 },
    });
    const slides = await visibleSlides(carousel);
    expect(slides).toHaveLength(shown);
    for (const slide of slides) expect(slide).toMatchObject({ hidden: "false", inside: true });
    await expect(carousel.locator(".slick-slide.slick-active").count()).resolves.toBe(shown);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("has named arrows and dots of at least 24×24 px that move the slides", async () => {
    const { context, carousel } = await openCarousel(path, label);
    await carousel.getByRole("button", { name: "Pause" }).click();
    // Any slide, at rest: an autoplay move may have been under way.
    await waitForSlide(carousel, { awayFrom: -1 });
    const prev = carousel.getByRole("button", { name: "Previous slide" });
    const next = carousel.getByRole("button", { name: "Next slide" });
    const dots = carousel.getByRole("button", { name: /^Show slide \d of 3$/ });
    await expect(dots.count()).resolves.toBe(3);
    for (const control of [prev, next, dots.nth(0), dots.nth(1), dots.nth(2)]) {
      const size = await boxSize(control);
      expect(size.width).toBeGreaterThanOrEqual(24);
      expect(size.height).toBeGreaterThanOrEqual(24);
      await expect(control.isVisible()).resolves.toBe(true);
    }

    const before = await currentIndex(carousel);
    await next.click();
    await waitForSlide(carousel, { to: (before + 1) % 3 });
    await expect(currentIndex(carousel)).resolves.toBe((before + 1) % 3);
    await prev.click();
    await waitForSlide(carousel, { to: before });
    await expect(currentIndex(carousel)).resolves.toBe(before);
    await carousel.getByRole("button", { name: "Show slide 3 of 3" }).click();
    await waitForSlide(carousel, { to: 2 });
    await expect(currentIndex(carousel)).resolves.toBe(2);
    await expect(
      carousel.getByRole("button", { name: "Show slide 3 of 3" }).getAttribute("aria-current"),
    ).resolves.toBe("true");
    await context.close();
  });

  it("advances one slide every 3000 ms, sliding for 500 ms, and loops", async () => {
    const { context, carousel, problems } = await openCarousel(path, label);
    const [transition, changes] = await Promise.all([
      // react-slick sets the transition on the track only while it slides.
      carousel.locator(".slick-track").evaluate(
        (track) =>
          new Promise<string>((resolve) => {
            const poll = () =>
              track.style.transition
                ? resolve(track.style.transition)
                : requestAnimationFrame(poll);
            poll();
          }),
      ),
      watchChanges(carousel, 10_000),
    ]);
    expect(transition).toMatch(/transform 500ms/);
    expect(changes.length).toBeGreaterThanOrEqual(3);
    // react-slick advances on a fixed interval; a change is seen once its render commits, which
    // a busy machine can delay by a few hundred ms (making that step longer and the next shorter).
    // So the period is the average over the steps, and each step only has to be near it.
    const steps = changes.slice(1).map((change, i) => change.at - changes[i]!.at);
    const period = (changes.at(-1)!.at - changes[0]!.at) / steps.length;
    expect(period).toBeGreaterThanOrEqual(2850);
    expect(period).toBeLessThanOrEqual(3250);
    for (const step of steps) {
      expect(step).toBeGreaterThanOrEqual(2500);
      expect(step).toBeLessThanOrEqual(3500);
    }
    // Each change is one slide on, wrapping from the last slide to the first.
    const indices = changes.map((change) => ((Number(change.index) % 3) + 3) % 3);
    indices.slice(1).forEach((index, i) => expect(index).toBe((indices[i]! + 1) % 3));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("stops on Pause and starts again on Play", async () => {
    const { page, context, carousel } = await openCarousel(path, label);
    const pause = carousel.getByRole("button", { name: "Pause" });
    await expect(pause.isVisible()).resolves.toBe(true);
    const size = await boxSize(pause);
    expect(size.height).toBeGreaterThanOrEqual(24);
    await pause.click();
    await page.mouse.move(5, 5);
    const play = carousel.getByRole("button", { name: "Play" });
    await expect(play.isVisible()).resolves.toBe(true);
    await expect(watchChanges(carousel, 4000)).resolves.toEqual([]);
    // Still paused after react-slick re-measures itself (it resumes on resize unless told not to).
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect(watchChanges(carousel, 3800)).resolves.toEqual([]);

    await play.click();
    await page.mouse.move(5, 5);
    await expect(carousel.getByRole("button", { name: "Pause" }).isVisible()).resolves.toBe(true);
    const changes = await watchChanges(carousel, 3800);
    expect(changes.length).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  it("does not autoplay under reduced motion, and offers Play", async () => {
    const { context, carousel, problems } = await openCarousel(path, label, {
      reducedMotion: "reduce",
    });
    await expect(carousel.getByRole("button", { name: "Play" }).isVisible()).resolves.toBe(true);
    await expect(watchChanges(carousel, 4000)).resolves.toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps hidden and cloned slides free of anything focusable (axe aria-hidden-focus)", async () => {
    const { page, context, carousel } = await openCarousel(path, label, { viewport: PHONE });
    // After a move, so the check covers slides react-slick has re-marked.
    const before = await currentIndex(carousel);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await waitForSlide(carousel, { awayFrom: before });
    const hidden = await carousel
      .locator('.slick-slide[aria-hidden="true"]')
      .evaluateAll((slides) =>
        slides.map((slide) => ({
          inert: slide.hasAttribute("inert"),
          tabbable: Array.from(
            slide.querySelectorAll<HTMLElement>(
              "a[href], button, input, select, textarea, [tabindex]",
            ),
          ).filter((element) => element.tabIndex >= 0).length,
        })),
      );
    expect(hidden.length).toBeGreaterThan(3);
    for (const slide of hidden) expect(slide).toEqual({ inert: true, tabbable: 0 });
    await expect(
      carousel.locator('.slick-slide[aria-hidden="false"][inert]').count(),
    ).resolves.toBe(0);

    const violations = await runAxe(page, {
      include: `[aria-label="${label}"]`,
      rules: [
        "aria-hidden-focus",
        "button-name",
        "target-size",
        "aria-allowed-attr",
        "color-contrast",
      ],
    });
    expect(violations).toEqual([]);

    // Tab walks the controls only: Pause, Previous, Next, then the dots.
    await carousel.getByRole("button", { name: "Pause" }).focus();
    const order: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press("Tab");
      order.push(
        await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? ""),
      );
    }
    expect(order).toEqual([
      "Previous slide",
      "Next slide",
      "Show slide 1 of 3",
      "Show slide 2 of 3",
      "Show slide 3 of 3",
    ]);
    await context.close();
  });

  it("sends every slide in the HTML and loads react-slick only when the carousel is near", async () => {
    const noScript = await openPage(browser(), path, { javaScriptEnabled: false });
    const staticCarousel = carouselOf(noScript.page, label);
    await expect(staticCarousel.getAttribute("data-carousel")).resolves.toBe("static");
    const text = await (await bringOnScreen(staticCarousel)).innerText();
    for (const expected of slideText) expect(text).toContain(expected);
    await expect(staticCarousel.locator("[aria-roledescription=slide]").count()).resolves.toBe(3);
    await noScript.context.close();

    const opened = await openPage(browser(), path, { viewport: DESKTOP });
    const { page, context } = opened;
    await waitForHydration(page);
    // The page has settled with the carousel far below: nothing more is coming.
    await waitForIdle(opened);
    const chunkLoaded = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .some((entry) => /\/carousel-[0-9a-f]+\.js$/.test(entry.name)),
      );
    await expect(chunkLoaded()).resolves.toBe(false);
    await expect(carouselOf(page, label).getAttribute("data-carousel")).resolves.toBe("static");
    await carouselOf(page, label).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (name) =>
        document.querySelector(`[aria-label="${name}"]`)?.getAttribute("data-carousel") === "ready",
      label,
    );
    await expect(chunkLoaded()).resolves.toBe(true);
    await context.close();
  });
});
