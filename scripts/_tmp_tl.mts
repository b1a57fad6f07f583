import { chromium } from '@playwright/test';
import { signedInState } from './bench/coldLoad';
import { createConsoleServer } from './lib/staticServer';
import { backendFromEnv } from './lib/backendFromEnv';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium';
const server = createConsoleServer(process.argv[2] ?? 'dist', backendFromEnv());
await new Promise<void>((r) => server.listen(8809, '127.0.0.1', r));
const base = 'http://127.0.0.1:8809';
const browser = await chromium.launch({ executablePath: findChromium()!, args: CHROMIUM_ARGS });
const state = await signedInState(browser, base);
for (let i = 0; i < 2; i++) {
const ctx = await browser.newContext({ storageState: state, locale: 'en-US' });
const page = await ctx.newPage();
await page.addInitScript(() => { new MutationObserver((_, o) => { if (document.querySelector('table tbody tr td')) { (window as any).__fr = performance.now(); o.disconnect(); } }).observe(document, { childList: true, subtree: true }); });
await page.goto(`${base}/ui/console/users/users`);
await page.waitForSelector('table tbody tr td', { timeout: 30_000 });
const r = await page.evaluate(() => ({ fr: Math.round((window as any).__fr), res: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${e.initiatorType} ${e.name.replace(location.origin, '')}`) }));
if (i) console.log(r.res.join('\n'), '\nfirst row', r.fr);
await ctx.close();
}
await browser.close(); server.close();
