/**
 * Waits until the browser's own processes are idle, for the benches to time a page on a quiet
 * machine. Each new context opens a window, and the full Chromium (Debian's, in headless mode)
 * then builds that window's omnibox popup, a WebUI page: ~1.7 s of CPU over the next second, on a
 * two-core machine. A load timed meanwhile shares the cores with it; a user's browser built it
 * when its window opened, not while they loaded the console.
 */
import type { Browser, CDPSession } from '@playwright/test';

const WINDOW_MS = 100;
/** Below this much CPU (all the browser's processes) in a window, the browser counts as idle. */
const IDLE_CPU_MS = 10;
/** Idle windows in a row needed. */
const IDLE_WINDOWS = 2;
const MAX_WAIT_MS = 10_000;

const sessions = new WeakMap<Browser, Promise<CDPSession>>();

async function cpuMs(browser: Browser): Promise<number> {
  let session = sessions.get(browser);
  if (!session) sessions.set(browser, (session = browser.newBrowserCDPSession()));
  const { processInfo } = (await (await session).send('SystemInfo.getProcessInfo')) as {
    processInfo: { cpuTime: number }[];
  };
  return processInfo.reduce((sum, p) => sum + p.cpuTime, 0) * 1000;
}

export async function browserIdle(browser: Browser): Promise<void> {
  const deadline = performance.now() + MAX_WAIT_MS;
  let idle = 0;
  let before = await cpuMs(browser);
  while (idle < IDLE_WINDOWS && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, WINDOW_MS));
    const now = await cpuMs(browser);
    idle = now - before < IDLE_CPU_MS ? idle + 1 : 0;
    before = now;
  }
}
