/**
 * What the render benches share: the build served with a given demo backend, a signed-in page, and
 * the main thread's scripting so far (Chromium's ScriptDuration, via CDP) and its style and layout
 * so far (RecalcStyleDuration + LayoutDuration), in ms; and a wait for the browser to be idle before
 * what is timed (see browserIdle).
 */
import type { Browser, Page } from '@playwright/test';
import type { Backend } from '../../mock/backend';
import { freePort } from '../lib/freePort';
import { createConsoleServer } from '../lib/staticServer';
import { browserIdle } from './browserIdle';
import { signedInState } from './coldLoad';

export interface ScaledPage {
  base: string;
  page: Page;
  scripting(): Promise<number>;
  layout(): Promise<number>;
  idle(): Promise<void>;
}

export async function withScaledPage<T>(
  browser: Browser,
  dist: string,
  backend: Backend,
  run: (s: ScaledPage) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const server = createConsoleServer(dist, backend);
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const base = `http://127.0.0.1:${port}`;
  const ctx = await browser.newContext({
    storageState: await signedInState(browser, base),
    locale: 'en-US',
  });
  try {
    const page = await ctx.newPage();
    await browserIdle(browser);
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Performance.enable');
    const ms = async (...names: string[]) => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.reduce((sum, m) => (names.includes(m.name) ? sum + m.value * 1000 : sum), 0);
    };
    return await run({
      base,
      page,
      scripting: () => ms('ScriptDuration'),
      layout: () => ms('RecalcStyleDuration', 'LayoutDuration'),
      idle: () => browserIdle(browser),
    });
  } finally {
    await ctx.close();
    server.close();
  }
}
