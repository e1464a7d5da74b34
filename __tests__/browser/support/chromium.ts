import fs from "fs";

// Debian's Chromium, driven by playwright-core (never `playwright install`: no downloads here).
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}. Install it with \`sudo apt-get install -y chromium\` ` +
        "(or set CHROMIUM_PATH to a Chromium binary), then run the tests again.",
    );
  }
  return candidate;
}
