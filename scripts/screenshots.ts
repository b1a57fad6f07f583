/**
 * Screenshots of the console for a look at each view in each language (not part of `npm test`).
 *
 *   npx vite build && npx tsx scripts/screenshots.ts [--port 8830] [--all] [--only <text>]
 *
 * Serves dist/ with a fresh demo backend, signs in as each page's user in zh, en and ja, and saves
 * one PNG per page per language under screenshots/<lang>/ (gitignored). By default: one page per
 * view plus every settings, profile and workbench page; `--all` adds every page of the route map
 * without an id in its path; `--only` keeps the pages whose path contains the text.
 * Chinese and Japanese need CJK fonts on the machine (Debian: apt-get install fonts-noto-cjk).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { attachSiteMessageSocket } from '../mock/ws';
import { ROUTES } from '../src/shell/routeMap';
import { backendFromEnv, portFromEnv } from './lib/backendFromEnv';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from './lib/chromium';
import { createConsoleServer } from './lib/staticServer';

const LANGUAGES = { en: 'en', zh: 'zh-hans', ja: 'ja' } as const;
const USERS = { admin: 'ChangeMe', user: 'User@2023' } as const;
const OUT = 'screenshots';

interface Shot {
  path: string;
  user: keyof typeof USERS;
}

const VIEW_PAGES = [
  'console/dashboard',
  'console/users/users',
  'audit/dashboard',
  'workbench/home',
  'tickets/my-tickets',
  'settings/basic',
  'profile/info',
];

function shots(all: boolean, only: string | null): Shot[] {
  const paths = ROUTES.filter((r) => r.target.kind === 'page' || r.target.kind === 'resource')
    .map((r) => r.path)
    .filter((p) => p && !p.includes(':') && !['404', '403', 'login'].includes(p));
  const mine = paths.filter((p) => /^(settings\/[a-z]+|profile\/.+|workbench\/[a-z]+)$/.test(p));
  const chosen = [...new Set([...VIEW_PAGES, ...mine, ...(all ? paths : [])])];
  const list: Shot[] = chosen.map((path) => ({ path, user: 'admin' }));
  // The demo administrator is granted no assets: the common user shows a filled "my assets".
  list.push({ path: 'workbench/assets', user: 'user' });
  return only ? list.filter((s) => s.path.includes(only)) : list;
}

async function signIn(page: Page, base: string, user: keyof typeof USERS) {
  await page.goto(`${base}/core/auth/logout/`);
  await page.goto(`${base}/core/auth/login/`);
  await page.locator('input[name=username]').fill(user);
  await page.locator('input[name=password]').fill(USERS[user]);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/ui\//);
}

/** Waits for the page heading and for spinners and skeletons to go. */
async function settle(page: Page) {
  await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        !document.querySelector(
          'main [role=progressbar], main .MuiSkeleton-root, main .MuiCircularProgress-root',
        ),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(INSTALL_HINT);
  const port = portFromEnv(8830);
  const all = process.argv.includes('--all');
  const i = process.argv.indexOf('--only');
  const only = i >= 0 ? (process.argv[i + 1] ?? null) : null;
  const backend = backendFromEnv();
  const server = createConsoleServer('dist', backend);
  attachSiteMessageSocket(server, backend);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    for (const [lang, cookie] of Object.entries(LANGUAGES)) {
      const dir = join(OUT, lang);
      mkdirSync(dir, { recursive: true });
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        timezoneId: 'Asia/Shanghai',
      });
      await context.addCookies([{ name: 'django_language', value: cookie, url: base }]);
      const page = await context.newPage();
      let current: keyof typeof USERS | null = null;
      for (const shot of shots(all, only)) {
        if (shot.user !== current) {
          await signIn(page, base, shot.user);
          current = shot.user;
        }
        await page.goto(`${base}/ui/${shot.path}`);
        await settle(page);
        const file = join(
          dir,
          `${shot.path.replaceAll('/', '_')}${shot.user === 'admin' ? '' : `@${shot.user}`}.png`,
        );
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
