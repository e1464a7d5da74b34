import fs from "fs";

export default async function globalTeardown(): Promise<void> {
  const scratch = process.env.SCRATCH_SITE_DIR;
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  await globalThis.__SITE_SERVER__?.close();
  const cloudflare = globalThis.__CLOUDFLARE_PAGES__;
  if (cloudflare) {
    await cloudflare.close();
    // wrangler reaches no other host during the run: what it tries (its update check, the
    // Request.cf data) goes to the refusing proxy (support/cloudflare.ts), listed here.
    const attempts = cloudflare.outsideAttempts();
    if (attempts.length > 0) {
      console.warn(`wrangler tried to reach other hosts (refused):\n  ${attempts.join("\n  ")}`);
    }
  }
}
