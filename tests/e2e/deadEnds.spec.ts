/**
 * No dead ends (issue 12 item 8): a button appears only when what it opens exists. As the super
 * admin and as an organisation admin, every list of the route map is visited; its Create, the first
 * row's Update, Clone and detail link, and the detail page's Update are clicked, and each must land
 * on another page (or open a dialog): not the same list, not `/`, not an error or a 404 page.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { en } from '../../i18n/en';
import englishMessages from 'ra-language-english';
import { ROUTES } from '../../src/shell/routeMap';
import { signIn } from './support';

/** Texts of the pages that are not the page asked for. */
const NOT_A_PAGE = [
  /Could not load/,
  /No permission to view this page/,
  /Request error, cannot access this page/,
  /Something went wrong/,
  /Page not found/,
];

test.use({ actionTimeout: 10_000 });

/** The English text of an i18n key (the page titles of the route map). */
function english(key: string): string {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)?.[part];
  return typeof node === 'string' ? node : key;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const RA_NAV = englishMessages.ra.navigation;
/**
 * An empty list's message (react-admin's, with the resource's name), or the page of a list the user
 * may not see: a list that is there with no row.
 */
const NO_ROWS = new RegExp(
  [
    '^No results',
    ...[RA_NAV.no_results, RA_NAV.no_filtered_results].map(
      (m) => `^${escape(m).replace(escape('%{name}'), '.+')}`,
    ),
    'No permission to view this page',
  ].join('|'),
);

const LISTS = ROUTES.filter((e) => e.target.kind === 'resource' && e.target.screen === 'list');

/** Client-side navigation, as a sidebar link does. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A control that is there and can be pressed (without waiting for one that is not). */
async function usable(control: Locator): Promise<boolean> {
  if (!(await control.count())) return false;
  return control
    .first()
    .isEnabled({ timeout: 2_000 })
    .catch(() => false);
}

/** The list once its rows (or its empty state) are there; false when the user may not see it. */
async function openList(page: Page, path: string, title: string): Promise<boolean> {
  await visit(page, path);
  await expect(page).toHaveURL((u) => u.pathname === path);
  const main = page.locator('main');
  // This list's heading (not the previous page's, still on screen for a moment), or a 403 page.
  const heading = main.locator('h1').first();
  const wanted = new RegExp(`${escape(english(title))}|403|No permission`);
  // A view the user may not enter sends them elsewhere: the list is not theirs to see.
  await expect
    .poll(
      async () => pathOf(page) !== path || wanted.test(await heading.innerText().catch(() => '')),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  if (pathOf(page) !== path) return false;
  // Loaded: its rows, or its empty message (an empty list has no row to click).
  await main
    .locator('tbody tr, .RaDataTable-empty, .RaList-noResults')
    .or(main.getByText(NO_ROWS))
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  return !(await main.getByText(/No permission/).count());
}

/**
 * Clicks a control and checks where it lands: another console page showing its heading and no
 * error, or a dialog over the same page.
 */
async function expectLanding(page: Page, control: Locator, what: string) {
  const from = pathOf(page);
  const target = await control.getAttribute('target');
  if (target === '_blank') {
    // Opens in a new browser tab: the same page must exist in this one.
    const href = (await control.getAttribute('href')) ?? '';
    await visit(page, href);
  } else {
    await control.click();
  }
  const dialog = page.getByRole('dialog');
  await expect
    .poll(async () => pathOf(page) !== from || (await dialog.count()) > 0, {
      message: `${what}: went nowhere`,
    })
    .toBe(true);
  if (pathOf(page) === from) {
    await page.keyboard.press('Escape');
    return;
  }
  const path = pathOf(page);
  expect.soft(path, `${what}: landed on /`).not.toMatch(/^\/ui\/?$/);
  expect.soft(path, `${what}: landed on an error page`).not.toMatch(/^\/ui\/(404|403)$/);
  await expect(page.locator('main h1').first()).not.toBeEmpty({ timeout: 15_000 });
  const text = await page.locator('main').innerText();
  for (const pattern of NOT_A_PAGE) expect.soft(text, `${what}: ${pattern}`).not.toMatch(pattern);
}

async function sweep(page: Page, label = '') {
  let clicks = 0;
  for (const entry of LISTS) {
    const list = `/ui/${entry.path}`;
    await test.step(`${label}: ${entry.path}`, async () => {
      const title = entry.title;
      if (!(await openList(page, list, title))) return;
      const main = page.locator('main');

      const create = main.getByRole('link', { name: 'Create', exact: true });
      if (await usable(create)) {
        await expectLanding(page, create.first(), `${entry.path} Create`);
        clicks++;
        await openList(page, list, title);
      }

      const row = main.locator('tbody tr').first();
      if (!(await row.count())) return;
      for (const action of ['Update', 'Clone']) {
        const inline = row.getByRole('link', { name: new RegExp(`^${action} `) });
        const more = row.getByRole('button', { name: /^More / });
        let control: Locator | null = null;
        if (await inline.count()) control = inline.first();
        else if (await more.count()) {
          await more.first().click();
          await expect(page.getByRole('menu')).toBeVisible();
          const item = page.getByRole('menuitem', { name: action, exact: true });
          if (await item.count()) control = item.first();
          else await page.keyboard.press('Escape');
        }
        if (!control || !(await usable(control))) {
          // A menu left open would cover the row.
          if (await page.getByRole('menu').count()) await page.keyboard.press('Escape');
          await expect(page.getByRole('menu')).toHaveCount(0);
          continue;
        }
        await expectLanding(page, control, `${entry.path} row ${action}`);
        clicks++;
        await openList(page, list, title);
      }

      // The detail link: the first link in the row that is not a row action.
      const detail = main
        .locator('tbody tr')
        .first()
        .locator('td a[href^="/ui/"]:not([aria-label])');
      if (!(await detail.count())) return;
      await expectLanding(page, detail.first(), `${entry.path} detail`);
      clicks++;
      const update = page.locator('main').getByRole('link', { name: 'Update', exact: true });
      if (await usable(update)) {
        await expectLanding(page, update.first(), `${entry.path} detail Update`);
        clicks++;
      }
    });
  }
  return clicks;
}

const USERS = [
  ['the super admin', 'admin', 'ChangeMe'],
  ['the organisation admin', 'orgadmin', 'Orgadmin@2023'],
] as const;

// Both users sweep side by side, each in a browser context of its own, to keep the run short.
test('as the super admin and as the organisation admin, no list or detail button leads nowhere', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const clicks = await Promise.all(
    USERS.map(async ([who, username, password]) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        await signIn(page, username, password, '/ui/console/dashboard');
        await expect(page.locator('main h1')).not.toBeEmpty({ timeout: 15_000 });
        return [who, await sweep(page, username)] as const;
      } finally {
        await context.close();
      }
    }),
  );
  // Each sweep really clicked through (a selector gone stale would click nothing).
  for (const [who, n] of clicks) expect(n, who).toBeGreaterThan(40);
});
