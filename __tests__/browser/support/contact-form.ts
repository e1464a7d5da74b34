import type { Page, Request, Route } from "playwright-core";
import { waitForHydrated } from "./browser";
import { salonMap } from "../../../shared/lib/map-place";
import { readContent } from "./page-tools";

// The contact form as a visitor fills it in, and the form service it posts to, stubbed.

export const site = readContent<{
  phone: string;
  whatsapp: string;
  email: { bookings: string; support: string };
  hours: { label: string };
  formEndpoint: string;
  address: { mapPlace: string; coordinates: string };
  map: { title: string };
}>("site.yaml");

/** The map and its link, as the build derives them from the facts (shared/lib/map-place.ts). */
export const siteMap = salonMap(site.address.mapPlace, site.address.coordinates);

// The build reads the same override (plugins/gatsby-plugin-content/model/site.ts, @formEndpoint).
export const ENDPOINT = process.env.GATSBY_CONTACT_FORM_ENDPOINT || site.formEndpoint;

export const SENT = "Message sent! We'll get back to you as soon as possible.";
export const FAILED = "Something went wrong. Please try again.";
export const OFFLINE = "Could not send message. Please check your internet connection.";

export const FILLED = {
  name: "Wanjiru Kamau",
  email: "wanjiru@example.com",
  message: "Do you do bridal makeup trials on Saturdays?",
};
export const EMPTY_FORM = { name: "", email: "", subject: "", message: "" };

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
export const submitButton = (page: Page) => page.locator('form button[type="submit"]');
export const toastWith = (page: Page, text: string) =>
  page.getByRole("alert").filter({ hasText: text });

/**
 * Touches the form, as a visitor's finger does before typing, and waits until React has hydrated
 * it: its section keeps the server's HTML until it comes on the screen or is touched (a test's
 * `fill` doesn't touch). The page is not scrolled: what lies further down stays as it was. What is
 * typed or chosen before the form hydrates is kept: contact.test.ts fills it before the scripts run.
 */
export async function waitForForm(page: Page) {
  await page.locator("form").first().dispatchEvent("pointerdown");
  await waitForHydrated(page, "form");
}

/** Reloads the page and waits until its form shows the draft this browser kept (a name in it). */
export async function reloadToDraft(page: Page) {
  await page.reload({ waitUntil: "load" });
  await waitForForm(page);
  await page.waitForFunction(
    () => (document.getElementById("contact-name") as HTMLInputElement | null)?.value !== "",
  );
}

/** Types the given values and picks the subject by its visible label. */
export async function fillForm(
  page: Page,
  values: Partial<typeof FILLED> = FILLED,
  subject = "Treatment",
) {
  await waitForForm(page);
  if (values.name !== undefined) await field(page, "Full Name").fill(values.name);
  if (values.email !== undefined) await field(page, "Email Address").fill(values.email);
  await field(page, "Subject").selectOption({ label: subject });
  if (values.message !== undefined) await field(page, "Message").fill(values.message);
}

export async function formValues(page: Page) {
  return {
    name: await field(page, "Full Name").inputValue(),
    email: await field(page, "Email Address").inputValue(),
    subject: await field(page, "Subject").inputValue(),
    message: await field(page, "Message").inputValue(),
  };
}

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "Content-Type, Accept",
  "Access-Control-Allow-Methods": "POST",
};

/**
 * Intercepts the form endpoint (a page route wins over the harness's block-everything context
 * route). Each POST is recorded and answered by `answer`; a CORS preflight, if Chromium sends one
 * through the route, is answered so the POST can follow.
 */
export async function interceptForm(page: Page, answer: (route: Route) => Promise<void>) {
  const posts: Request[] = [];
  await page.route(ENDPOINT, async (route) => {
    if (route.request().method() === "OPTIONS") {
      await route.fulfill({ status: 204, headers: CORS });
      return;
    }
    posts.push(route.request());
    await answer(route);
  });
  return posts;
}

export const answerWith = (status: number, body: string) => (route: Route) =>
  route.fulfill({ status, contentType: "application/json", headers: CORS, body });

/** Fills the form in and sends it to a service that accepts it; returns the success toast. */
export async function sendMessage(page: Page) {
  await interceptForm(page, answerWith(200, "{}"));
  await fillForm(page);
  await submitButton(page).click();
  const toast = page.locator(".Toastify__toast", { hasText: SENT });
  await toast.waitFor();
  return toast;
}
