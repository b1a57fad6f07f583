/**
 * Side-by-side screenshots of the daily screens in this console and in the Vue console v3.1.0,
 * both in front of the same backend (not part of `npm test`; docs/side-by-side.md says what they
 * showed):
 *
 *   npx tsx scripts/sideBySide.ts --vue http://127.0.0.1:8090 --ours http://127.0.0.1:8091 --out <dir>
 *
 * Each origin serves its console under /ui/ and proxies the backend's paths (/api/, /core/, /ws/,
 * /static/, /media/). Signs in as admin on the backend's login form, picks the same records by id
 * from the backend's API, and saves `<screen>-<lang>-<vue|ours>.jpg` at 1440 × 900 in zh and en
 * (JPEG quality 60: the set stays under 4 MB).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from './lib/chromium';

const LANGUAGES = { zh: 'zh-hans', en: 'en' } as const;
const CONSOLES = ['vue', 'ours'] as const;
type Console = (typeof CONSOLES)[number];

/** The records the detail screens open, by id, taken from the backend's lists. */
interface Ids {
  user: string;
  asset: string;
  permission: string;
  session: string;
  ticket: string;
}

interface Screen {
  name: string;
  /** The route under /ui/ (the Vue console's under its hash), per console. */
  path: (ids: Ids, which: Console) => string;
}

const same = (path: string) => () => path;

const SCREENS: Screen[] = [
  { name: 'dashboard', path: same('console/dashboard') },
  { name: 'users', path: same('console/users/users') },
  { name: 'user-detail', path: (ids) => `console/users/users/${ids.user}` },
  { name: 'assets', path: same('console/assets/assets') },
  { name: 'asset-detail', path: (ids) => `console/assets/assets/${ids.asset}` },
  { name: 'accounts', path: same('console/accounts/accounts') },
  { name: 'asset-permissions', path: same('console/perms/asset-permissions') },
  {
    name: 'asset-permission-detail',
    path: (ids) => `console/perms/asset-permissions/${ids.permission}`,
  },
  { name: 'sessions', path: same('audit/sessions/sessions') },
  { name: 'session-detail', path: (ids) => `audit/sessions/sessions/${ids.session}` },
  { name: 'commands', path: same('audit/sessions/command') },
  { name: 'my-tickets', path: same('tickets/my-tickets') },
  {
    // The Vue console routes a ticket by its type; this one has one detail route for all.
    name: 'ticket-detail',
    path: (ids, c) =>
      c === 'vue'
        ? `tickets/tickets/request-host-perm/${ids.ticket}`
        : `tickets/tickets/${ids.ticket}`,
  },
  { name: 'quick-job', path: same('workbench/ops/quick-job') },
];

function arg(name: string): string {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? process.argv[i + 1] : undefined;
  if (!value) throw new Error(`--${name} is required (see the comment at the top of this file)`);
  return value.replace(/\/$/, '');
}

/** Signs in through the backend's login form; the session cookie lands in the page's context. */
async function signIn(page: Page, origin: string) {
  const form = await page.request.get(`${origin}/core/auth/login/`);
  const csrf = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(await form.text())?.[1];
  if (!csrf) throw new Error(`${origin}: the login form has no CSRF token`);
  const res = await page.request.post(`${origin}/core/auth/login/`, {
    form: { username: 'admin', password: 'ChangeMe', csrfmiddlewaretoken: csrf, next: '/ui/' },
    maxRedirects: 0,
  });
  if (res.status() !== 302) throw new Error(`${origin}: signing in answered ${res.status()}`);
}

async function firstId(page: Page, origin: string, list: string, nth = 0): Promise<string> {
  const res = await page.request.get(`${origin}/api/v1/${list}`);
  const body = (await res.json()) as { results?: { id: string }[] } | { id: string }[];
  const row = (Array.isArray(body) ? body : (body.results ?? []))[nth];
  if (!row) throw new Error(`${list}: no row ${nth}`);
  return row.id;
}

async function pickIds(page: Page, origin: string): Promise<Ids> {
  return {
    // The second user: the first is the administrator signed in.
    user: await firstId(page, origin, 'users/users/?limit=2&offset=0', 1),
    asset: await firstId(page, origin, 'assets/hosts/?limit=1&offset=0'),
    permission: await firstId(page, origin, 'perms/asset-permissions/?limit=1&offset=0'),
    session: await firstId(page, origin, 'terminal/sessions/?limit=1&offset=0&is_finished=1'),
    ticket: await firstId(page, origin, 'tickets/tickets/?limit=1&offset=0&type=apply_asset'),
  };
}

/** Spinners and skeletons of either console (Element UI's loading mask; MUI's). */
const LOADING =
  '.el-loading-mask, [role=progressbar], .MuiSkeleton-root, .MuiCircularProgress-root';

/** Waits for the requests to end and the spinners to go; a screen that never settles is shot. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      (selector) =>
        [...document.querySelectorAll<HTMLElement>(selector)].every(
          (el) => el.offsetParent === null || getComputedStyle(el).visibility === 'hidden',
        ),
      LOADING,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  // Transitions (Element UI's fade-ins, MUI's grow) end before the shot.
  await page.waitForTimeout(600);
}

function url(origin: string, which: Console, path: string): string {
  return which === 'vue' ? `${origin}/ui/#/${path}` : `${origin}/ui/${path}`;
}

async function shoot(browser: Browser, which: Console, origin: string, out: string) {
  for (const [lang, cookie] of Object.entries(LANGUAGES)) {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      timezoneId: 'Asia/Shanghai',
      locale: lang === 'zh' ? 'zh-CN' : 'en-US',
    });
    await context.addCookies([{ name: 'django_language', value: cookie, url: origin }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/api/') && res.status() >= 400)
        errors.push(`${res.status()} ${new URL(res.url()).pathname}`);
    });
    await signIn(page, origin);
    const ids = await pickIds(page, origin);
    for (const screen of SCREENS) {
      errors.length = 0;
      const path = screen.path(ids, which);
      // The Vue console changes only its hash between screens: a fresh load each time.
      await page.goto('about:blank');
      await page.goto(url(origin, which, path));
      await settle(page);
      const file = join(out, `${screen.name}-${lang}-${which}.jpg`);
      await page.screenshot({ path: file, type: 'jpeg', quality: 60 });
      const failed = errors.length ? `  (API errors: ${[...new Set(errors)].join(', ')})` : '';
      console.log(`${file}  ${path}${failed}`);
    }
    await context.close();
  }
}

async function main() {
  const origins: Record<Console, string> = { vue: arg('vue'), ours: arg('ours') };
  const out = arg('out');
  mkdirSync(out, { recursive: true });
  const executablePath = findChromium();
  if (!executablePath) throw new Error(INSTALL_HINT);
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    for (const c of CONSOLES) await shoot(browser, c, origins[c], out);
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
