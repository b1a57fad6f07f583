/**
 * Old bookmarks in Chromium: every route path of the Vue console v3.1.0 (its router's list,
 * tests/support/vueConsoleRoutes.json), its ids taken from the demo backend's rows, opened as the
 * administrator lands on a page with content, never on an error, a 403/404 page or the wrong
 * record; the paths this console keeps elsewhere are opened cold in the Vue console's own hash
 * form, as a bookmark is; the task log paths open the backend's log page.
 */
import type { Page } from '@playwright/test';
import { en } from '../../i18n/en';
import { descriptorFor } from '../../resources';
import { LEGACY_PATHS } from '../../src/shell/legacyPaths';
import { ROUTES } from '../../src/shell/routeMap';
import { matchRoute } from '../../src/shell/routeModel';
import vue from '../support/vueConsoleRoutes.json' with { type: 'json' };
import { expect, test } from './demoServer';
import { signIn as signInOverHttp } from './support';

const ORG_SYSTEM = '00000000-0000-0000-0000-000000000004';
const PLACEHOLDER = '00000000-aaaa-4bbb-8ccc-000000000000';
const LOAD = { timeout: 20_000 };
const TASK_LOG = /^\/ops\/[a-z]+\/task\/:id\/log\/$/;

/** What the console shows instead of a page, in English. */
const NOT_A_PAGE = [
  /Could not load/,
  /No permission to view this page/,
  /Request error, cannot access this page/,
  /Something went wrong/,
  /does not exist/,
];

const paths = [...new Set(vue.routes.filter((r) => !('external' in r)).map((r) => r.path))];

/** The route a path lands on, redirects followed. */
function landing(path: string) {
  let m = matchRoute(ROUTES, path.replace(/:id/g, PLACEHOLDER).replace(/^\//, ''));
  for (let hops = 0; m?.entry.target.kind === 'redirect' && hops < 5; hops++)
    m = matchRoute(ROUTES, m.entry.target.to[0]!.replace(':id', PLACEHOLDER));
  return m?.entry.target;
}

/** The resource a path's `:id` names: the one of the page it lands on. */
function resourceOf(path: string): string | null {
  const target = landing(path);
  return target?.kind === 'resource' ? target.resource : null;
}

/** Paths that leave the console: the backend's log page, the web terminal, the file manager. */
const leaves = (path: string) => TASK_LOG.test(path) || landing(path)?.kind === 'external';

/** The path with its `:id` filled from the first row of that resource's list (null: no row). */
async function concrete(page: Page, path: string): Promise<string | null> {
  if (!path.includes(':id')) return path;
  const resource = resourceOf(path);
  if (!resource) throw new Error(`${path} leads to no resource`);
  const d = descriptorFor(resource);
  const org = d.view === 'settings' ? `&oid=${ORG_SYSTEM}` : '';
  const res = await page.request.get(`${d.api.list}?limit=1&offset=0${org}`);
  const body = (await res.json()) as { results?: { id: string }[] } | { id: string }[];
  const row = (Array.isArray(body) ? body : (body.results ?? []))[0];
  return row ? path.replace(':id', encodeURIComponent(String(row.id))) : null;
}

const NOT_FOUND = en.routes.pages.notFound;

/** A route change, as a link in the running console makes it (no reload). */
function navigate(page: Page, to: string) {
  return page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, to);
}

/**
 * Client-side navigation, as a bookmark opened in a running console (no reload per path), by way
 * of the 404 page: the heading then checked is the new page's, never the one before it (two paths
 * may land on the same page).
 */
async function visit(page: Page, path: string) {
  const heading = page.locator('main h1').first();
  await navigate(page, '/ui/404');
  await expect(heading).toHaveText(NOT_FOUND, LOAD);
  await navigate(page, `/ui${path}`);
  await expect(heading, `${path}: not the 404 page`).not.toHaveText(NOT_FOUND, LOAD);
}

async function showsAPage(page: Page, path: string) {
  const heading = page.locator('main h1').first();
  await expect(heading, `${path}: a heading`).not.toBeEmpty(LOAD);
  await page
    .waitForFunction(() => !document.querySelector('main [role=progressbar]'), undefined, LOAD)
    .catch(() => undefined);
  expect.soft(await heading.innerText(), `${path}: heading`).not.toMatch(/^(403|404)$/);
  const text = await page.locator('main').innerText();
  for (const pattern of NOT_A_PAGE) expect.soft(text, `${path}: ${pattern}`).not.toMatch(pattern);
}

/** Signed in over HTTP (the login page is not the subject here), on the dashboard. */
async function signIn(page: Page) {
  await signInOverHttp(page, 'admin', 'ChangeMe', '/ui/console/dashboard');
  await expect(page.locator('main h1').first()).not.toBeEmpty(LOAD);
}

test('every route path of the Vue console lands on a page with content', async ({
  page,
  backend,
}) => {
  test.setTimeout(900_000);
  // Temporary passwords are a page only where the platform offers them.
  backend.state.settings.AUTH_TEMP_TOKEN = true;
  await signIn(page);
  let visited = 0;
  for (const path of paths.filter((p) => !leaves(p) && p !== '/404')) {
    const filled = await concrete(page, path);
    expect(filled, `${path}: a row to open`).not.toBeNull();
    await test.step(filled!, async () => {
      await visit(page, filled!);
      await showsAPage(page, filled!);
    });
    visited++;
  }
  expect(visited).toBeGreaterThan(220);
});

test('an old bookmark in hash form opens where this console keeps the page', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page);
  for (const { from, to } of LEGACY_PATHS) {
    const filled = await concrete(page, `/${from}`);
    await test.step(from, async () => {
      await page.goto(`/ui/#${filled!}?search=kept`);
      const id = /[0-9a-f-]{36}/.exec(filled!)?.[0];
      const target = matchRoute(ROUTES, to.replace(':id', id ?? ''))!.entry;
      // A layout route leads on to its first page; any other lands on its own path, the query
      // kept (a list holds its search in its filter).
      if (target.target.kind === 'external') {
        await expect(page).toHaveURL(target.target.href, LOAD);
        return;
      }
      if (target.target.kind !== 'redirect')
        await expect(page).toHaveURL(
          (u) => u.pathname === `/ui/${to.replace(':id', id ?? '')}` && u.search.includes('kept'),
          LOAD,
        );
      await showsAPage(page, from);
    });
  }
});

test('the external tools of the workbench open in their own pages', async ({ page }) => {
  await signIn(page);
  for (const path of paths.filter((p) => landing(p)?.kind === 'external')) {
    const target = landing(path) as { href: string };
    await page.goto(`/ui/#${path}`);
    await expect(page).toHaveURL(target.href, LOAD);
  }
});

test("the task log paths open the backend's log page of that task", async ({ page, backend }) => {
  await signIn(page);
  const task = backend.state.store.rows('ops.celery_task_executions')[0];
  const id = String(task?.id ?? PLACEHOLDER);
  for (const path of paths.filter((p) => TASK_LOG.test(p))) {
    const type = path.split('/')[2]!;
    await page.goto(`/ui/#${path.replace(':id', id)}`);
    await expect(page).toHaveURL(`/core/ops/celery/task/${id}/log/?type=${type}`, LOAD);
    await expect(page.locator('#log')).toHaveAttribute('data-task-id', id);
  }
});
