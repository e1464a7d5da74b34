export default async function globalTeardown(): Promise<void> {
  await globalThis.__SITE_SERVER__?.close();
}
