// What every browser test shares: where the package and Chromium are, and how Chromium is
// started here (headless, no sandbox, no background traffic on the closed network).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PKG_DIR = path.resolve(process.env.COGITATOR_PKG_DIR || path.join(ROOT, 'pkg'));
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * A scratch site for one test: `files` (name to text) in a temporary folder served at
 * `/t/`, the package at `/pkg/` and the repository's tests at `/tests/`, and headless
 * Chromium with a fresh profile. `run(file)` loads one of the files in a new page, waits for
 * it to set `data-done` on its body, and gives what it left in `window.__result` with the
 * page's errors and console errors; `close()` ends both and removes the folders.
 */
export async function scratchSite(name, files) {
  const { mkdtemp, rm, writeFile } = await import('node:fs/promises');
  const os = await import('node:os');
  const { chromium } = await import('playwright-core');
  const { startServer } = await import('../../scripts/serve.mjs');
  const pageDir = await mkdtemp(path.join(os.tmpdir(), `cogitator-${name}-`));
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(pageDir, file), text);
  const server = await startServer({ port: 0, mounts: { '/pkg/': PKG_DIR, '/t/': pageDir, '/tests/': path.join(ROOT, 'tests') } });
  const profileDir = await mkdtemp(path.join(os.tmpdir(), 'cogitator-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM, headless: true, args: ARGS });
  const url = `${server.url}t/`;
  return {
    url,
    context,
    run: async (file) => {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      try {
        await page.goto(`${url}${file}`);
        await page.waitForSelector('body[data-done="true"]', { state: 'attached', timeout: 60_000 });
        return { result: await page.evaluate(() => window.__result), errors };
      } finally {
        await page.close();
      }
    },
    close: async () => {
      await context.close();
      await server.close();
      for (const dir of [profileDir, pageDir]) await rm(dir, { recursive: true, force: true });
    },
  };
}
