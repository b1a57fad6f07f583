/**
 * The memory walk of `npm run bench`: one tab walks 20 pages (lists, details, a form,
 * dashboards, the session replay, the quick job, a task's live log over its websocket) 10 times by
 * client-side navigation, and reads the JS heap after each round, garbage collected first (CDP).
 * A console that frees what a page held when it is left ends the last round about where the second
 * ended (the first also fills the caches: code, metadata). It also counts the websockets: each one
 * a page opened must be closed once the page is left; only the shell's site-message socket stays.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { en } from '../../i18n/en';
import { SITE_MESSAGE_SOCKET_PATH } from '../../src/shell/layout/siteMessages/siteMessageSocket';
import { TASK_LOG_SOCKET_PATH } from '../../src/components/taskLog/taskLogStream';
import type { StorageState } from './coldLoad';

const ROUNDS = 10;

/**
 * Every websocket the page opens, with the path it was opened on; and the fetches in flight. A
 * string, not a function: the page has none of the helpers the bundler adds to named functions.
 */
const PROBE = `(() => {
  const sockets = (window.__sockets = []);
  window.__pending = 0;
  window.WebSocket = new Proxy(window.WebSocket, {
    construct(target, args) {
      const socket = Reflect.construct(target, args);
      sockets.push({ url: String(args[0]), openedOn: location.pathname, socket });
      return socket;
    },
  });
  const fetch = window.fetch.bind(window);
  window.fetch = (...args) => {
    window.__pending++;
    return fetch(...args).finally(() => window.__pending--);
  };
})();`;

interface Stop {
  path: string;
  /** What a user does there before leaving. */
  act?: (page: Page) => Promise<void>;
}

interface SocketSeen {
  url: string;
  openedOn: string;
}

export interface MemoryWalkResult {
  pages: string[];
  /** JS heap in use after each round, garbage collected first (MB). */
  heapMb: number[];
  /** Last round / second round: 1.2 at most is the goal. */
  ratio: number;
  socketsOpened: number;
  /** Sockets a page opened and left open when it was left (each page once). */
  leftOpen: SocketSeen[];
  /** Open at the end, the site-message socket aside. */
  openAtEnd: SocketSeen[];
}

type Row = { id: string } & Record<string, unknown>;

async function firstId(page: Page, api: string, fits: (r: Row) => boolean = () => true) {
  const res = await page.request.get(`${api}${api.includes('?') ? '&' : '?'}limit=100`);
  const row = ((await res.json()) as { results: Row[] }).results.find(fits);
  if (!row) throw new Error(`${api} lists nothing to open`);
  return row.id;
}

/**
 * A task run with its live log: a host's connectivity test, the task log dialog following it over
 * its websocket; left as soon as the socket is opened. (The quick job opens the same socket, but
 * only for a run on granted assets, and the bench's admin has none.)
 */
async function testConnectivity(page: Page): Promise<void> {
  const opened = await page.evaluate(
    () => (window as unknown as { __sockets: [] }).__sockets.length,
  );
  await page.getByRole('button', { name: en.actions.labels.test_connectivity }).click();
  await page.getByRole('dialog', { name: new RegExp(en.actions.task_log.title) }).waitFor();
  await page.waitForFunction(
    ([n, path]) =>
      (window as unknown as { __sockets: { url: string }[] }).__sockets
        .slice(n as number)
        .some((s) => s.url.includes(path as string)),
    [opened, TASK_LOG_SOCKET_PATH],
  );
}

async function stops(page: Page): Promise<Stop[]> {
  const user = await firstId(page, '/api/v1/users/users/');
  // A Linux host (platform 1): one the connectivity test runs on.
  const host = await firstId(page, '/api/v1/assets/hosts/?platform=1');
  const perm = await firstId(page, '/api/v1/perms/asset-permissions/');
  const session = await firstId(
    page,
    '/api/v1/terminal/sessions/',
    (s) => s.is_finished === true && s.protocol === 'ssh' && s.can_replay !== false,
  );
  return [
    { path: 'console/dashboard' },
    { path: 'console/users/users' },
    { path: `console/users/users/${user}` },
    { path: `console/users/users/${user}/update` },
    { path: 'console/users/groups' },
    { path: 'console/assets/assets' },
    { path: `console/assets/assets/${host}`, act: testConnectivity },
    { path: 'console/accounts/accounts' },
    { path: 'console/perms/asset-permissions' },
    { path: `console/perms/asset-permissions/${perm}` },
    { path: 'audit/dashboard' },
    { path: 'audit/sessions/sessions' },
    {
      path: `audit/sessions/sessions/${session}`,
      act: async (p) => {
        await p
          .getByRole('main')
          .getByRole('button', { name: en.sessions.actions.replay })
          .first()
          .click();
        await p.getByRole('dialog', { name: /^Replay:/ }).waitFor();
      },
    },
    { path: 'audit/audits/login-logs' },
    { path: 'workbench/home' },
    { path: 'workbench/assets' },
    { path: 'workbench/ops/quick-job' },
    { path: 'workbench/ops/job' },
    { path: 'tickets/my-tickets' },
    { path: 'settings/basic' },
  ];
}

/**
 * Goes to a console path as a link does (no reload), then waits for the new page's title (the
 * header's title element stays: its text changes, unless both pages share a title), no spinner
 * or skeleton in the main area and no fetch in flight.
 */
async function visit(page: Page, path: string): Promise<void> {
  const before = await page.evaluate((to) => {
    const title = document.querySelector('main h1')?.textContent ?? '';
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return title;
  }, `/ui/${path}`);
  await page
    .waitForFunction((t) => document.querySelector('main h1')?.textContent !== t, before, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  await page.waitForFunction(
    () =>
      Boolean(document.querySelector('main h1')?.textContent?.trim()) &&
      !document.querySelector('main [role=progressbar], main .MuiSkeleton-root') &&
      (window as unknown as { __pending: number }).__pending === 0,
    undefined,
    { timeout: 30_000 },
  );
}

/** Sockets not closed or closing (readyState 0 connecting, 1 open). */
function openSockets(page: Page): Promise<SocketSeen[]> {
  return page.evaluate(() =>
    (window as unknown as { __sockets: (SocketSeen & { socket: WebSocket })[] }).__sockets
      .filter((s) => s.socket.readyState <= 1)
      .map((s) => ({ url: new URL(s.url).pathname, openedOn: s.openedOn })),
  );
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return Number((usedSize / 2 ** 20).toFixed(1));
}

export async function benchMemoryWalk(
  browser: Browser,
  base: string,
  state: StorageState,
): Promise<MemoryWalkResult> {
  const ctx = await browser.newContext({
    storageState: state,
    baseURL: base,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
  });
  try {
    const page = await ctx.newPage();
    await page.addInitScript({ content: PROBE });
    const cdp = await ctx.newCDPSession(page);
    // A page the walk does not visit: its first stop is a change of page.
    await page.goto(`${base}/ui/profile/info`);
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    const walk = await stops(page);
    const heap: number[] = [];
    const leftOpen = new Map<string, SocketSeen>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const stop of walk) {
        await visit(page, stop.path);
        for (const s of await openSockets(page))
          if (
            s.openedOn !== new URL(page.url()).pathname &&
            !s.url.endsWith(SITE_MESSAGE_SOCKET_PATH)
          )
            leftOpen.set(`${s.openedOn} ${s.url}`, s);
        await stop.act?.(page);
      }
      heap.push(await heapMb(cdp));
    }
    await visit(page, walk[0]!.path);
    const openAtEnd = (await openSockets(page)).filter(
      (s) => !s.url.endsWith(SITE_MESSAGE_SOCKET_PATH),
    );
    return {
      pages: walk.map((s) => s.path),
      heapMb: heap,
      ratio: Number((heap[ROUNDS - 1]! / heap[1]!).toFixed(2)),
      socketsOpened: await page.evaluate(
        () => (window as unknown as { __sockets: [] }).__sockets.length,
      ),
      leftOpen: [...leftOpen.values()],
      openAtEnd,
    };
  } finally {
    await ctx.close();
  }
}

export function printMemoryWalk(r: MemoryWalkResult): void {
  console.log(
    `Memory walk, ${r.pages.length} pages × ${r.heapMb.length} rounds, JS heap after GC (MB): ${r.heapMb.join(', ')}`,
  );
  console.log(`  last round / second round: ${r.ratio} (goal ≤ 1.2)`);
  console.log(
    `  websockets opened: ${r.socketsOpened}; left open by a page: ${r.leftOpen.map((s) => `${s.url} (${s.openedOn})`).join(', ') || 'none'}`,
  );
  console.log(
    `  open at the end besides the site-message socket: ${r.openAtEnd.map((s) => `${s.url} (${s.openedOn})`).join(', ') || 'none'}`,
  );
}
