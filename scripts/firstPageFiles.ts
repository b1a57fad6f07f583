/**
 * `npx tsx scripts/firstPageFiles.ts`: which built files the first list page fetches before its
 * rows, largest first (gzip -9), and which source modules each holds (from dist/.vite/manifest.json
 * when built with `--manifest`). A tool for finding what the first page does not need.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { coldLoad, signedInState } from './bench/coldLoad';
import { backendFromEnv } from './lib/backendFromEnv';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from './lib/chromium';
import { freePort } from './lib/freePort';
import { createConsoleServer } from './lib/staticServer';
import { attachSiteMessageSocket } from '../mock/ws';

const DIST = process.env.DIST ?? 'dist';
const executablePath = findChromium();
if (!executablePath) throw new Error(INSTALL_HINT);
const port = await freePort();
const backend = backendFromEnv();
const server = createConsoleServer(DIST, backend);
// As `npm run serve` and the real backend: the site-message socket answers (see bench.ts).
attachSiteMessageSocket(server, backend);
await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
try {
  const load = await coldLoad(browser, base, await signedInState(browser, base));
  let manifest: Record<string, { file: string; src?: string }> = {};
  try {
    manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, 'utf8'));
  } catch {
    // Without a manifest, files only.
  }
  const total = load.assets.reduce((s, a) => s + a.bytes, 0);
  console.log(
    `${(total / 1024).toFixed(1)} KiB gzip (${total} bytes) in ${load.assets.length} files`,
  );
  for (const a of [...load.assets].sort((x, y) => y.bytes - x.bytes)) {
    const file = new URL(a.url).pathname.replace(/^\/ui\//, '');
    const srcs = Object.values(manifest)
      .filter((m) => m.file === file)
      .map((m) => m.src);
    console.log(`${(a.bytes / 1024).toFixed(1).padStart(7)} KiB  ${file}  ${srcs.join(' ')}`);
  }
} finally {
  await browser.close();
  server.close();
}
