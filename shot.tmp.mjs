import { chromium } from "playwright-core";
import { startServer } from "./scripts/static-server.mjs";
const s = await startServer({ root: "public" });
const b = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const [path, name, w, h, scheme] = process.argv.slice(2);
const p = await b.newPage({ viewport: { width: +w, height: +h }, colorScheme: scheme });
await p.goto(s.url + path);
await p.waitForTimeout(1500);
await p.screenshot({ path: `/tmp/${name}.png`, fullPage: true });
console.log(
  await p.evaluate(() =>
    [...document.querySelectorAll("header a")]
      .map(
        (a) =>
          a.textContent +
          ":" +
          getComputedStyle(a).display +
          ":" +
          getComputedStyle(a.closest("ul") ?? a).display,
      )
      .join(" | "),
  ),
);
await b.close();
await s.close();
