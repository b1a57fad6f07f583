/**
 * The large-list figure of `npm run bench`: on a demo backend at MOCK_SCALE=10, the users list at
 * 100 rows a page; turning to pages 2 to 6 in turn, the main thread's scripting from the rows' answer to the
 * new rows on screen (Chromium's ScriptDuration, via CDP), its median per 100 rows and against one
 * 16.7 ms frame; the browser's style and layout over the same span (the first paint of the new rows
 * needs them; a layout forced from script counts in both); and which API calls the page turns made
 * (the rows only: no OPTIONS, no profile).
 */
import type { Browser } from '@playwright/test';
import { createBackend } from '../../mock/backend';
import { median } from './coldLoad';
import { withScaledPage } from './scaledPage';

const FRAME_MS = 1000 / 60;
/** Pages 2 to 6: one turn's figure varies by tens of ms from a garbage collection or the JIT. */
const TURNS = 5;

export interface LargeListResult {
  rows: number;
  /** Medians over the turns. */
  scriptingMs: number;
  layoutMs: number;
  turnsScriptingMs: number[];
  msPer100Rows: number;
  framesPer100Rows: number;
  pageTurnCalls: string[];
}

export async function benchLargeList(browser: Browser, dist: string): Promise<LargeListResult> {
  return withScaledPage(
    browser,
    dist,
    createBackend({ scale: 10 }),
    async ({ base, page, scripting, layout, idle }) => {
      await page.goto(`${base}/ui/console/users/users?perPage=100&page=1`);
      await page.locator('table tbody tr').nth(99).waitFor({ timeout: 30_000 });
      // The header's controls are drawn after the rows, and their reads (site messages, open
      // tickets) follow: neither belongs to the page turn.
      await page.getByRole('button', { name: /Account$/ }).waitFor();
      await page.waitForLoadState('networkidle');
      const calls: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/api/')) calls.push(`${r.method()} ${url.pathname}`);
      });
      // The answer is held until the work so far is read: what follows is the render's, not what
      // the page did while it waited.
      let before = { scripting: 0, layout: 0 };
      await page.route('**/api/v1/users/users/?*', async (route) => {
        const response = await route.fetch();
        before = { scripting: await scripting(), layout: await layout() };
        await route.fulfill({ response });
      });
      const turns: { scriptingMs: number; layoutMs: number; rows: number }[] = [];
      for (let turn = 0; turn < TURNS; turn++) {
        const first = await page.locator('table tbody tr').first().textContent();
        // Told by the page once the new rows are painted: in the DOM, then a frame (no polling: a
        // poll's script and the layout an innerText forces would be counted as the render's).
        await page.evaluate((first) => {
          const w = window as { pageTurned?: Promise<void> };
          w.pageTurned = new Promise<void>((done, fail) => {
            setTimeout(() => fail(new Error('the next page did not show in 30 s')), 30_000);
            new MutationObserver((_, observer) => {
              const rows = document.querySelectorAll('table tbody tr');
              if (rows.length >= 100 && rows[0]!.textContent !== first) {
                observer.disconnect();
                requestAnimationFrame(() => setTimeout(done));
              }
            }).observe(document.body, { childList: true, subtree: true, characterData: true });
          });
        }, first);
        await idle();
        await page.getByRole('button', { name: 'Go to next page' }).click();
        await page.evaluate(() => (window as { pageTurned?: Promise<void> }).pageTurned);
        turns.push({
          scriptingMs: (await scripting()) - before.scripting,
          layoutMs: (await layout()) - before.layout,
          rows: await page.locator('table tbody tr').count(),
        });
      }
      const scriptingMs = median(turns.map((t) => t.scriptingMs));
      const rows = turns[0]!.rows;
      const msPer100Rows = (scriptingMs * 100) / rows;
      return {
        rows,
        scriptingMs: Math.round(scriptingMs),
        layoutMs: Math.round(median(turns.map((t) => t.layoutMs))),
        turnsScriptingMs: turns.map((t) => Math.round(t.scriptingMs)),
        msPer100Rows: Number(msPer100Rows.toFixed(1)),
        framesPer100Rows: Number((msPer100Rows / FRAME_MS).toFixed(2)),
        pageTurnCalls: [...new Set(calls)],
      };
    },
  );
}
