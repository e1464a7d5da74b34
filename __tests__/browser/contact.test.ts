import {
  DESKTOP,
  openPage,
  PHONE,
  waitForFrames,
  waitForHydration,
  waitForIdle,
  type OpenOptions,
  browserPerFile,
  siteUrl,
} from "./support/browser";
import { holdChunk } from "./support/hold-chunk";
import {
  answerWith,
  EMPTY_FORM,
  ENDPOINT,
  FAILED,
  field,
  FILLED,
  fillForm,
  waitForForm,
  formValues,
  interceptForm,
  OFFLINE,
  reloadToDraft,
  SENT,
  site,
  siteMap,
  submitButton,
  toastWith,
} from "./support/contact-form";
import path from "path";
import { readContent, revealAll, runAxe, WCAG_AA } from "./support/page-tools";
import { COLLECT_VIOLATIONS, pageViolations } from "./support/editor-phone";
import { scratchBuild, SHARE_LINK_MAP } from "./support/scratch-site";
import { startServer } from "../../scripts/static-server.mjs";
import { MAP_EMBED_ORIGIN, salonMap } from "../../shared/lib/map-place";

interface SocialContent {
  name: string;
  url: string;
  onContactPage: boolean;
}

const socials = readContent<{ items: SocialContent[] }>("social.yaml").items;
const MAP_HOST = new URL(siteMap.embedUrl).hostname;

const browser = browserPerFile();

async function openContact(options: OpenOptions = {}) {
  const opened = await openPage(browser(), "/contact/", options);
  await waitForHydration(opened.page);
  if (options.javaScriptEnabled !== false) await waitForForm(opened.page);
  return opened;
}

// Chromium reports a fetch answered with an error status as a console error itself.
const isChromiumStatusLog = (problem: string) =>
  /Failed to load resource: the server responded with a status of 500/.test(problem);

describe("contact page: details", () => {
  it("shows the heading, the line, and every contact detail from content", async () => {
    const opened = await openContact();
    const { page, problems, blocked, context } = opened;
    const main = page.getByRole("main");

    await expect(main.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Contact Us");
    await expect(
      main
        .getByText("We'd love to hear from you. Reach out with any questions or feedback.", {
          exact: true,
        })
        .isVisible(),
    ).resolves.toBe(true);

    const phone = main.getByRole("link", { name: site.phone, exact: true });
    await expect(phone.getAttribute("href")).resolves.toBe(
      `tel:${site.phone.replace(/[^\d+]/g, "")}`,
    );
    await expect(main.getByText(site.hours.label, { exact: true }).isVisible()).resolves.toBe(true);

    const whatsapp = main.getByRole("link", { name: /WhatsApp/ });
    await expect(whatsapp.getAttribute("href")).resolves.toBe(`https://wa.me/${site.whatsapp}`);
    await expect(whatsapp.getAttribute("target")).resolves.toBe("_blank");

    for (const address of [site.email.bookings, site.email.support]) {
      await expect(
        main.getByRole("link", { name: address, exact: true }).getAttribute("href"),
      ).resolves.toBe(`mailto:${address}`);
    }

    const listed = socials.filter((social) => social.onContactPage);
    expect(listed.map((social) => social.name).sort()).toEqual(
      ["Facebook", "Instagram", "TikTok", "Twitter", "YouTube"].sort(),
    );
    for (const social of listed) {
      const link = main.getByRole("link", { name: new RegExp(`^${social.name}\\b`) });
      await expect(link.count()).resolves.toBe(1);
      await expect(link.getAttribute("href")).resolves.toBe(social.url);
      await expect(link.getAttribute("target")).resolves.toBe("_blank");
      await expect(link.getAttribute("rel")).resolves.toContain("noopener");
    }
    for (const social of socials.filter((s) => !s.onContactPage)) {
      await expect(main.getByRole("link", { name: new RegExp(social.name) }).count()).resolves.toBe(
        0,
      );
    }

    // Filled in once the browser is idle after hydration (the first time-zone lookup is slow).
    await expect(
      page.waitForFunction(() =>
        /^(Open now|Closed, opens 8am)$/.test(
          document.querySelector('[data-testid="opening-status"]')?.textContent ?? "",
        ),
      ),
    ).resolves.toBeTruthy();

    await waitForIdle(opened);
    expect(problems).toEqual([]);
    expect(blocked.filter((url) => new URL(url).hostname !== MAP_HOST)).toEqual([]);
    await context.close();
  });

  it.each([
    ["just before 08:00 EAT", "2025-03-10T04:59:00Z", "Closed, opens 8am"],
    ["at 08:00 EAT", "2025-03-10T05:00:00Z", "Open now"],
    ["just before 21:00 EAT", "2025-03-10T17:59:00Z", "Open now"],
    ["just after 21:00 EAT", "2025-03-10T18:01:00Z", "Closed, opens 8am"],
  ])("says whether the spa is open in East Africa Time: %s", async (_when, instant, text) => {
    const { page, problems, context } = await openContact();
    await page.clock.setFixedTime(new Date(instant));
    await page.reload({ waitUntil: "load" });
    await waitForHydration(page);
    await expect(
      page.waitForFunction(
        (expected) =>
          document.querySelector('[data-testid="opening-status"]')?.textContent === expected,
        text,
      ),
    ).resolves.toBeTruthy();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("reserves the status line in the static HTML instead of guessing the time at build", async () => {
    const { page, context } = await openPage(browser(), "/contact/", { javaScriptEnabled: false });
    const status = page.getByTestId("opening-status");
    // The text in the HTML, whether or not the browser has drawn it (innerText of a part not yet
    // drawn reads "" too).
    await expect(status.textContent()).resolves.toBe("");
    const box = await status.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(24);
    // Without JavaScript the browser's own checks apply and the form posts to the service itself.
    const form = page.locator("form");
    await expect(form.getAttribute("action")).resolves.toBe(ENDPOINT);
    await expect(form.getAttribute("method")).resolves.toBe("post");
    await expect(form.getAttribute("novalidate")).resolves.toBeNull();
    await context.close();
  });
});

describe("contact page: the message form", () => {
  it("has the four labelled, required fields and the subject list (Treatment is sent as Partnership)", async () => {
    const { page, context } = await openContact();
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 2, name: "Send Us a Message" }).isVisible(),
    ).resolves.toBe(true);

    const name = field(page, "Full Name");
    const email = field(page, "Email Address");
    const subject = field(page, "Subject");
    const message = field(page, "Message");
    for (const control of [name, email, subject, message]) {
      await expect(control.isVisible()).resolves.toBe(true);
      await expect(control.getAttribute("required")).resolves.not.toBeNull();
    }
    for (const label of ["Full Name", "Email Address", "Subject", "Message"]) {
      await expect(page.locator("label", { hasText: label }).first().isVisible()).resolves.toBe(
        true,
      );
    }
    await expect(email.getAttribute("type")).resolves.toBe("email");
    await expect(message.evaluate((el) => el.tagName)).resolves.toBe("TEXTAREA");
    await expect(message.getAttribute("rows")).resolves.toBe("5");
    await expect(
      subject
        .locator("option")
        .evaluateAll((options) =>
          options.map((option) => [option.textContent, (option as HTMLOptionElement).value]),
        ),
    ).resolves.toEqual([
      ["Select a subject", ""],
      ["General Inquiry", "General Inquiry"],
      ["Technical Support", "Technical Support"],
      ["Treatment", "Partnership"],
      ["Feedback", "Feedback"],
    ]);
    await expect(submitButton(page).innerText()).resolves.toBe("Send Message");
    // Once the page runs, its own messages replace the browser's.
    await expect(page.locator("form").getAttribute("novalidate")).resolves.not.toBeNull();
    await context.close();
  });

  it("explains missing and malformed values next to each field, focuses the first, sends nothing", async () => {
    const opened = await openContact();
    const { page, problems, context } = opened;
    const posts = await interceptForm(page, answerWith(200, '{"ok":true}'));

    await submitButton(page).click();
    const expected: [string, string][] = [
      ["Full Name", "Enter your full name"],
      ["Email Address", "Enter your email address"],
      ["Subject", "Choose a subject"],
      ["Message", "Enter your message"],
    ];
    for (const [label, text] of expected) {
      const control = field(page, label);
      await expect(control.getAttribute("aria-invalid")).resolves.toBe("true");
      const describedBy = await control.getAttribute("aria-describedby");
      expect(describedBy).toBeTruthy();
      const note = page.locator(`[id="${describedBy}"]`);
      await expect(note.innerText()).resolves.toBe(text);
      await expect(note.isVisible()).resolves.toBe(true);
    }
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("contact-name");

    // Only the malformed address is left; focus goes to it.
    await fillForm(page, { ...FILLED, email: "wanjiru@" });
    await expect(field(page, "Full Name").getAttribute("aria-invalid")).resolves.toBeNull();
    await submitButton(page).click();
    const email = field(page, "Email Address");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("contact-email");
    await expect(page.locator("#contact-email-error").innerText()).resolves.toBe(
      "Enter an email address like name@example.com",
    );
    await expect(page.getByText("Enter your full name").count()).resolves.toBe(0);

    // The message goes as soon as the address is right.
    await email.fill("wanjiru@example.com");
    await expect(page.locator("#contact-email-error").count()).resolves.toBe(0);
    await expect(email.getAttribute("aria-invalid")).resolves.toBeNull();

    // Whatever the submits would have sent has been answered by now.
    await waitForIdle(opened);
    expect(posts).toHaveLength(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("POSTs {name, email, subject, message} as JSON, reads 'Sending...' meanwhile, then clears the form", async () => {
    const { page, problems, context } = await openContact();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived: () => void = () => undefined;
    const postArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const posts = await interceptForm(page, async (route) => {
      arrived();
      await held;
      await answerWith(200, '{"next":"/thanks","ok":true}')(route);
    });

    await fillForm(page);
    // A double click sends once.
    await submitButton(page).dblclick();
    await expect(
      page.waitForFunction(() => {
        const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
        return button?.disabled && button.textContent === "Sending...";
      }),
    ).resolves.toBeTruthy();
    // The first POST is held at the stub; a second one would have left with it, before the page
    // drew "Sending...".
    await postArrived;
    await waitForFrames(page);
    expect(posts).toHaveLength(1);

    const request = posts[0]!;
    expect(request.url()).toBe(ENDPOINT);
    expect(request.method()).toBe("POST");
    const headers = await request.allHeaders();
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["accept"]).toBe("application/json");
    const body = request.postDataJSON() as Record<string, string>;
    expect(body).toEqual({
      name: FILLED.name,
      email: FILLED.email,
      subject: "Partnership",
      message: FILLED.message,
    });
    expect(Object.keys(body).sort()).toEqual(["email", "message", "name", "subject"]);

    release();
    await toastWith(page, SENT).waitFor();
    await expect(formValues(page)).resolves.toEqual(EMPTY_FORM);
    await expect(submitButton(page).isEnabled()).resolves.toBe(true);
    await expect(submitButton(page).innerText()).resolves.toBe("Send Message");
    await expect(
      page.evaluate(() => window.localStorage.getItem("contact-draft")),
    ).resolves.toBeNull();
    expect(posts).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sends once even when the form is submitted twice before the page can redraw", async () => {
    const opened = await openContact();
    const { page, context } = opened;
    const posts = await interceptForm(page, answerWith(200, '{"ok":true}'));
    await fillForm(page);
    await page.evaluate(() => {
      const form = document.querySelector("form")!;
      form.requestSubmit();
      form.requestSubmit();
    });
    await toastWith(page, SENT).waitFor();
    // A second POST would have been answered by the stub by now.
    await waitForIdle(opened);
    expect(posts).toHaveLength(1);
    await context.close();
  });

  it("keeps every word: nothing can be typed or chosen while the message is sending", async () => {
    const { page, problems, context } = await openContact();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const posts = await interceptForm(page, async (route) => {
      await held;
      await answerWith(200, '{"ok":true}')(route);
    });
    await fillForm(page);
    await submitButton(page).click();
    await page.waitForFunction(
      () => document.querySelector('form button[type="submit"]')?.textContent === "Sending...",
    );

    // The visitor goes on typing and changes the subject while the answer is slow to come.
    await field(page, "Message").focus();
    await page.keyboard.type(" And on Sundays?");
    await field(page, "Full Name").focus();
    await page.keyboard.type(" Jr");
    await field(page, "Subject").selectOption({ label: "Feedback" });
    await waitForFrames(page);
    // The form still shows exactly what is being sent, so the success below loses nothing.
    await expect(formValues(page)).resolves.toEqual({ ...FILLED, subject: "Partnership" });
    await expect(
      field(page, "Message").evaluate((el) => (el as HTMLTextAreaElement).readOnly),
    ).resolves.toBe(true);
    expect(posts[0]!.postDataJSON()).toEqual({ ...FILLED, subject: "Partnership" });

    release();
    await toastWith(page, SENT).waitFor();
    await expect(formValues(page)).resolves.toEqual(EMPTY_FORM);
    // Typing works again once the answer is in.
    await field(page, "Message").fill("Next question");
    await expect(field(page, "Message").inputValue()).resolves.toBe("Next question");
    expect(posts).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("counts a 200 answer that says ok: false as not sent: error toast, every value kept", async () => {
    const { page, problems, context } = await openContact();
    await interceptForm(page, answerWith(200, '{"ok":false,"error":"<b>Spam</b>"}'));
    await fillForm(page);
    await submitButton(page).click();

    await toastWith(page, FAILED).waitFor();
    await expect(toastWith(page, SENT).count()).resolves.toBe(0);
    await expect(page.getByText("Spam").count()).resolves.toBe(0);
    await expect(formValues(page)).resolves.toEqual({ ...FILLED, subject: "Partnership" });
    await expect(submitButton(page).isEnabled()).resolves.toBe(true);
    await expect(
      page.evaluate(() => JSON.parse(window.localStorage.getItem("contact-draft") ?? "null")),
    ).resolves.toEqual({ ...FILLED, subject: "Partnership" });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("gives up on a service that never answers after 20 s: connection toast, every value kept", async () => {
    const { page, problems, context } = await openContact({
      beforeLoad: (context) => context.clock.install(),
    });
    let arrived: () => void = () => undefined;
    const postArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    // The request is never answered.
    await interceptForm(page, () => {
      arrived();
      return new Promise<void>(() => undefined);
    });
    await fillForm(page);
    await submitButton(page).click();
    await postArrived;
    await page.clock.runFor(19_000);
    await expect(submitButton(page).innerText()).resolves.toBe("Sending...");
    await expect(toastWith(page, OFFLINE).count()).resolves.toBe(0);
    await page.clock.runFor(1_000);

    await toastWith(page, OFFLINE).waitFor();
    await expect(formValues(page)).resolves.toEqual({ ...FILLED, subject: "Partnership" });
    await expect(submitButton(page).isEnabled()).resolves.toBe(true);
    await expect(submitButton(page).innerText()).resolves.toBe("Send Message");
    await expect(
      page.evaluate(() => JSON.parse(window.localStorage.getItem("contact-draft") ?? "null")),
    ).resolves.toEqual({ ...FILLED, subject: "Partnership" });
    const logged = problems.filter((problem) => problem.includes("Contact form:"));
    expect(logged).toHaveLength(1);
    await context.close();
  });

  it("shows the error toast with a cross mark and keeps the values when the service says no", async () => {
    const { page, problems, context } = await openContact();
    const posts = await interceptForm(page, answerWith(500, '{"error":"nope"}'));
    await fillForm(page);
    await submitButton(page).click();

    const toast = toastWith(page, FAILED);
    await toast.waitFor();
    await expect(
      page
        .locator(".Toastify__toast--error", { hasText: FAILED })
        .locator('[data-icon="cross"]')
        .count(),
    ).resolves.toBe(1);
    await expect(formValues(page)).resolves.toEqual({ ...FILLED, subject: "Partnership" });
    await expect(submitButton(page).innerText()).resolves.toBe("Send Message");
    await expect(submitButton(page).isEnabled()).resolves.toBe(true);
    await expect(
      page.evaluate(() => window.localStorage.getItem("contact-draft")),
    ).resolves.not.toBeNull();
    expect(posts).toHaveLength(1);
    expect(problems.filter((problem) => !isChromiumStatusLog(problem))).toEqual([]);
    await context.close();
  });

  it("shows the connection toast with a warning mark, logs the error and keeps the values when offline", async () => {
    const { page, problems, context } = await openContact();
    await interceptForm(page, (route) => route.abort("internetdisconnected"));
    await fillForm(page);
    await submitButton(page).click();

    await toastWith(page, OFFLINE).waitFor();
    await expect(
      page
        .locator(".Toastify__toast--error", { hasText: OFFLINE })
        .locator('[data-icon="warning"]')
        .count(),
    ).resolves.toBe(1);
    await expect(formValues(page)).resolves.toEqual({ ...FILLED, subject: "Partnership" });
    await expect(submitButton(page).isEnabled()).resolves.toBe(true);
    const logged = problems.filter((problem) => problem.includes("Contact form:"));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^error: /);
    await context.close();
  });

  it("keeps a draft while typing, restores it after a reload, and forgets it once sent", async () => {
    const opened = await openContact();
    const { page, problems, context } = opened;
    await field(page, "Full Name").fill(FILLED.name);
    await field(page, "Subject").selectOption({ label: "Feedback" });
    await field(page, "Message").fill("Half a thought");

    await reloadToDraft(page);
    await expect(formValues(page)).resolves.toEqual({
      name: FILLED.name,
      email: "",
      subject: "Feedback",
      message: "Half a thought",
    });

    await interceptForm(page, answerWith(200, '{"ok":true}'));
    await field(page, "Email Address").fill(FILLED.email);
    await submitButton(page).click();
    await toastWith(page, SENT).waitFor();

    await page.reload({ waitUntil: "load" });
    await waitForForm(page);
    // The effect that restores a draft has run (and found none).
    await waitForIdle(opened);
    await expect(formValues(page)).resolves.toEqual(EMPTY_FORM);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps what was typed and chosen before the page's scripts arrived: shown, kept as the draft, and sent", async () => {
    // The form is the server's HTML until the scripts run: on a slow connection a visitor can fill
    // it in, subject and all, before React takes it over. Every script is held back until she has.
    const scripts = holdChunk(/\.js$/);
    const { page, problems, context } = await openPage(browser(), "/contact/", {
      viewport: PHONE,
      beforeLoad: scripts.install,
      navigate: false,
    });
    await page.goto(siteUrl("/contact/"), { waitUntil: "domcontentloaded" });
    await scripts.firstRequest;
    await field(page, "Full Name").fill(FILLED.name);
    await field(page, "Email Address").fill(FILLED.email);
    await field(page, "Subject").selectOption({ label: "Treatment" });
    await field(page, "Message").fill(FILLED.message);
    scripts.release();
    await waitForForm(page);
    const typed = { ...FILLED, subject: "Partnership" };
    await expect(formValues(page)).resolves.toEqual(typed);

    // Kept in this browser as a draft, as if typed after the scripts ran.
    await reloadToDraft(page);
    await expect(formValues(page)).resolves.toEqual(typed);

    const posts = await interceptForm(page, answerWith(200, '{"ok":true}'));
    await submitButton(page).click();
    await toastWith(page, SENT).waitFor();
    expect(posts.map((post) => post.postDataJSON() as unknown)).toEqual([typed]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("lets the honeypot catch bots: nothing is sent, and the bot is told it worked", async () => {
    const opened = await openContact();
    const { page, problems, context } = opened;
    const posts = await interceptForm(page, answerWith(200, '{"ok":true}'));

    const trap = page.locator('input[name="_gotcha"]');
    await expect(trap.getAttribute("tabindex")).resolves.toBe("-1");
    await expect(trap.getAttribute("autocomplete")).resolves.toBe("off");
    await expect(
      trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null),
    ).resolves.toBe(true);
    // People can't see it or reach it with the keyboard: Tab goes from Message to the button.
    const wrapper = page.getByTestId("honeypot");
    const box = await wrapper.boundingBox();
    expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);
    await expect(wrapper.evaluate((el) => getComputedStyle(el).overflow)).resolves.toBe("hidden");
    await field(page, "Message").focus();
    await page.keyboard.press("Tab");
    await expect(
      page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute("type")),
    ).resolves.toBe("submit");

    await fillForm(page);
    await trap.fill("http://spam.example", { force: true });
    await submitButton(page).click();
    await toastWith(page, SENT).waitFor();
    await waitForIdle(opened);
    expect(posts).toHaveLength(0);
    await expect(formValues(page)).resolves.toEqual(EMPTY_FORM);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/**
 * Opens the contact page of the site at `baseUrl` (the run's own by default) with the map's host
 * answered by a stub, brings the map on screen, and returns the addresses the stub answered, once
 * the framed page has loaded: a frame the page's policy refuses is never requested.
 */
async function loadMapUnderPolicy(baseUrl?: string) {
  const answered: string[] = [];
  const opened = await openPage(browser(), "/contact/", {
    viewport: PHONE,
    baseUrl,
    initScript: COLLECT_VIOLATIONS,
    beforeLoad: (context) =>
      context.route(`${MAP_EMBED_ORIGIN}/maps**`, (route) => {
        answered.push(route.request().url());
        return route.fulfill({
          contentType: "text/html",
          body: '<!doctype html><html lang="en"><title>Map</title><p id="stub-map">The map</p></html>',
        });
      }),
  });
  const { page } = opened;
  await waitForHydration(page);
  await page.getByRole("heading", { level: 2, name: "Find Us" }).scrollIntoViewIfNeeded();
  await page.frameLocator("main iframe").locator("#stub-map").waitFor();
  return { ...opened, answered, violations: await pageViolations(page) };
}

describe("contact page: map and layout", () => {
  it("frames the map of the typed address from the one host the page's policy allows", async () => {
    // content/site.yaml's map is an address typed out: the map searches for it.
    expect(site.address.mapPlace).not.toMatch(/^https:/);
    const { page, context, answered, violations, blocked } = await loadMapUnderPolicy();
    expect(answered).toEqual([siteMap.embedUrl]);
    expect(siteMap.embedUrl).toBe(
      `https://www.google.com/maps?q=${encodeURIComponent(site.address.mapPlace)}&output=embed`,
    );
    const policy = (await fetch(siteUrl("/contact/"))).headers.get("content-security-policy")!;
    expect(policy).toMatch(/(?:^|; )frame-src https:\/\/www\.google\.com(?:;|$)/);
    expect(violations).toEqual([]);
    expect(blocked).toEqual([]);
    await expect(
      page.getByRole("link", { name: /Open in Google Maps/ }).getAttribute("href"),
    ).resolves.toBe(siteMap.link);
    await context.close();
  });

  it(
    "frames the map of a pasted Google Maps share link, and opens her link",
    async () => {
      // The run's other build, whose map is a share link (support/scratch-site.ts).
      const root = scratchBuild().publicDir;
      const server = await startServer({ root, headersFile: path.join(root, "_headers") });
      try {
        const { page, context, answered, violations, blocked } = await loadMapUnderPolicy(
          server.url,
        );
        // A short link names no place without asking Google: the map shows her coordinates.
        const shared = salonMap(SHARE_LINK_MAP, site.address.coordinates);
        expect(answered).toEqual([shared.embedUrl]);
        expect(new URL(shared.embedUrl).searchParams.get("q")).toBe(
          site.address.coordinates.replace(/\s/g, ""),
        );
        await expect(
          page.getByRole("link", { name: /Open in Google Maps/ }).getAttribute("href"),
        ).resolves.toBe(SHARE_LINK_MAP);
        expect(violations).toEqual([]);
        expect(blocked).toEqual([]);
        await context.close();
      } finally {
        await server.close();
      }
    },
    45 * 60_000,
  );

  it("embeds the map lazily, 400 px tall, with a title and a plain link", async () => {
    const opened = await openContact({ viewport: PHONE });
    const { page, problems, blocked, context } = opened;
    const main = page.getByRole("main");
    const frame = main.locator("iframe");
    // Far below the screen on a phone: nothing of the map is fetched yet.
    await waitForIdle(opened);
    await expect(frame.count()).resolves.toBe(0);
    expect(blocked.filter((url) => new URL(url).hostname === MAP_HOST)).toEqual([]);

    const heading = main.getByRole("heading", { level: 2, name: "Find Us" });
    await heading.scrollIntoViewIfNeeded();
    await frame.waitFor();
    await expect(frame.count()).resolves.toBe(1);
    await expect(frame.getAttribute("src")).resolves.toBe(siteMap.embedUrl);
    await expect(frame.getAttribute("loading")).resolves.toBe("lazy");
    await expect(frame.getAttribute("title")).resolves.toBe(site.map.title);
    await frame.scrollIntoViewIfNeeded();
    const box = await frame.boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(400);

    const link = main.getByRole("link", { name: /Open in Google Maps/ });
    await expect(link.getAttribute("href")).resolves.toBe(siteMap.link);
    await expect(link.getAttribute("target")).resolves.toBe("_blank");

    // The harness blocks the map's host; the page itself must stay quiet about it.
    await waitForIdle(opened);
    expect(problems).toEqual([]);
    expect(blocked.every((url) => new URL(url).hostname === MAP_HOST)).toBe(true);
    await context.close();
  });

  it("shows the map without JavaScript too", async () => {
    const { page, context } = await openPage(browser(), "/contact/", {
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    const frame = page.getByRole("main").locator("iframe");
    await expect(frame.count()).resolves.toBe(1);
    await expect(frame.getAttribute("src")).resolves.toBe(siteMap.embedUrl);
    await expect(frame.getAttribute("title")).resolves.toBe(site.map.title);
    await frame.scrollIntoViewIfNeeded();
    expect(Math.round((await frame.boundingBox())?.height ?? 0)).toBe(400);
    // As wide as the map's box (a style: an iframe's width attribute takes pixels only).
    const [width, boxWidth] = await frame.evaluate((element) => [
      element.clientWidth,
      element.closest("noscript")!.parentElement!.clientWidth,
    ]);
    expect(width).toBeGreaterThan(300);
    expect(width).toBe(boxWidth);
    await context.close();
  });

  it("fades sections in as they scroll into view", async () => {
    const { page, context } = await openContact({ viewport: PHONE });
    const mapSection = page.locator("[data-reveal]:has(#contact-map-heading)");
    // Below the fold it is hidden, waiting (from the first frame after hydration).
    await page.waitForFunction(() => {
      const el = document.querySelector("[data-reveal]:has(#contact-map-heading)");
      return el?.getAttribute("data-reveal") === "waiting" && getComputedStyle(el).opacity === "0";
    });

    await mapSection.scrollIntoViewIfNeeded();
    await expect(
      page.waitForFunction(() => {
        const el = document.querySelector("[data-reveal]:has(#contact-map-heading)");
        return el?.getAttribute("data-reveal") === "shown" && getComputedStyle(el).opacity === "1";
      }),
    ).resolves.toBeTruthy();
    await context.close();
  });

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ])("fits a %s screen without sideways scrolling", async (_name, viewport) => {
    const { page, context } = await openContact({ viewport });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it.each(["light", "dark"] as const)(
    "passes axe in %s mode, with the error messages showing",
    async (colorScheme) => {
      const { page, context } = await openContact({ viewport: PHONE, colorScheme });
      await revealAll(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await submitButton(page).click();
      const violations = await runAxe(page, { tags: WCAG_AA });
      expect(violations).toEqual([]);
      await context.close();
    },
  );
});
