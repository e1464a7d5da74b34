import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "./scripts/chromium-flags.mjs";
import { startServer } from "./scripts/static-server.mjs";
import path from "node:path";
const root = path.resolve("public");
const server = await startServer({ root, headersFile: path.join(root, "_headers") });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_FLAGS });
const seed = JSON.stringify({ treatments: ["manicure", "pedicure", "training"], choices: { day: "", timeOfDay: "afternoon", name: "Amina" } });
for (const [kind, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1440, height: 900 }]]) {
  for (const scheme of ["light", "dark"]) {
    const context = await browser.newContext({ viewport, colorScheme: scheme });
    await context.route("**/*", (r) => (new URL(r.request().url()).hostname === "127.0.0.1" ? r.continue() : r.abort()));
    await context.addInitScript(`localStorage.setItem("booking", ${JSON.stringify(seed)})`);
    const page = await context.newPage();
    await page.goto(`${server.url}/services/`);
    await page.getByTestId("booking-panel").waitFor();
    await page.locator("#booking-heading").scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots16/${kind}-${scheme}-closed.png` });
    if (kind === "phone") {
      await page.getByTestId("booking-bar").click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/shots16/${kind}-${scheme}-open.png` });
    }
    await context.close();
  }
}
await browser.close();
await server.close();
