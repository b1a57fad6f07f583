/**
 * Accessibility (issue 21 §5): axe-core on every page type — each view's home, dashboards, a list,
 * a detail with its tabs and a form of every view, lists with side trees or tabs, a dialog and the
 * login-required dialog — with no serious or critical violation. The pages come from the route map
 * and the descriptors, so screens added later are measured too. Then a list and a form used with
 * the keyboard alone, and focus back where it was when a dialog closes.
 */
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { descriptors } from '../../resources';
import { ROUTES } from '../../src/shell/routeMap';
import type { RouteEntry } from '../../src/shell/routeModel';
import { expect, test } from './demoServer';
import { idPath, visit } from './pageWalk';
import {
  ACCOUNTS,
  ASSETS,
  accountWithHistory,
  jobWithParameter,
  openTicketForAdmin,
  replayableSession,
  testableHost,
} from './domainTargets';
import { signIn } from './support';
import type { Backend } from '../../mock/backend';

let tried = 0;
let handled = 0;

test.afterAll(() => {
  console.log(`accessibility: tried ${tried}, handled ${handled}`);
});

/** Serious and critical violations of the WCAG 2.1 A/AA rules on what is on screen now. */
async function expectAccessible(page: Page, what: string, include?: string) {
  tried++;
  // A dialog still fading in has blended colours: measure what stays on screen.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          // Spinners run for ever; transitions end.
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      {
        timeout: 5000,
      },
    )
    .catch(() => undefined);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map(
            (n) =>
              n.target.join(' ') +
              ' ' +
              n.html.slice(0, 250) +
              ' ' +
              (n.failureSummary ?? '').slice(0, 250),
          )
          .slice(0, 3)
          .join(', ')}`,
    );
  expect.soft(bad, `${what}: axe violations`).toEqual([]);
  if (!bad.length) handled++;
}

const isScreen = (e: RouteEntry, screen: string) =>
  e.target.kind === 'resource' && e.target.screen === screen && !e.hidden;

/** One page of each type per view, and every list with side trees or list tabs. */
function pagesToMeasure(): { what: string; entry: RouteEntry }[] {
  const out: { what: string; entry: RouteEntry }[] = [];
  const views = [...new Set(ROUTES.map((e) => e.meta.view).filter(Boolean))];
  for (const view of views) {
    const home = ROUTES.find((e) => e.path === view);
    if (home) out.push({ what: `${view} home`, entry: home });
    for (const screen of ['list', 'show', 'create']) {
      const entry = ROUTES.find((e) => e.meta.view === view && isScreen(e, screen));
      if (entry) out.push({ what: `${view} ${screen}`, entry });
    }
  }
  for (const e of ROUTES.filter((r) => /dashboard$/.test(r.path)))
    out.push({ what: 'dashboard', entry: e });
  for (const d of descriptors.filter((x) => x.list?.trees?.length || x.list?.tabs?.length)) {
    const entry = ROUTES.find(
      (e) =>
        e.target.kind === 'resource' && e.target.resource === d.path && e.target.screen === 'list',
    );
    if (entry) out.push({ what: `${d.name} list with trees or tabs`, entry });
  }
  return out;
}

test('every page type has no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/dashboard');
  await expect(page.locator('main h1')).not.toBeEmpty({ timeout: 15_000 });
  for (const { what, entry } of pagesToMeasure()) {
    const path = entry.path.includes(':') ? await idPath(page, entry) : entry.path;
    if (!path) continue;
    await test.step(`${what}: ${path}`, async () => {
      await visit(page, path);
      await expectAccessible(page, `${what} (${path})`);
    });
  }
});

test('dialogs: the delete confirmation and the login-required dialog; focus returns on close', async ({
  page,
  backend,
}) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/users/groups');
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
  const more = page.getByRole('button', { name: /^More / }).first();
  await more.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'delete confirmation', '[role=dialog]');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  tried++;
  await expect(more).toBeFocused();
  handled++;

  await visit(page, 'console/users/groups/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('typed before the 401');
  backend.faults.add({ path: '/api/v1/users/groups/', method: 'POST', status: 401, times: 1 });
  await page.getByRole('button', { name: 'Submit' }).click();
  const loginRequired = page.getByRole('dialog', { name: 'Login required' });
  await expect(loginRequired).toBeVisible();
  await expectAccessible(page, 'login-required dialog', '[role=dialog]');
});

type Locate = (page: Page) => ReturnType<Page['locator']>;

/** A dialog (or menu) of a domain screen: where it opens from and what it is. One line each. */
interface DialogCase {
  name: string;
  path(page: Page, backend: Backend): string | Promise<string>;
  /** What comes first on the page (a node picked in the tree). */
  before?(page: Page): Promise<void>;
  opener: Locate;
  dialog: Locate;
}

const byName = (name: string | RegExp) => (page: Page) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
const dialogNamed = (name: string | RegExp) => (page: Page) => page.getByRole('dialog', { name });

const DIALOGS: DialogCase[] = [
  {
    name: 'task log dialog (asset connectivity test)',
    path: async (page) => `${ASSETS}/${await testableHost(page)}`,
    opener: byName('Test connectivity'),
    dialog: dialogNamed(/Task log/),
  },
  {
    name: 'account add dialog',
    path: () => ACCOUNTS,
    opener: (page) => page.getByRole('button', { name: 'Create' }).first(),
    dialog: dialogNamed(/Create Account/),
  },
  {
    // Admin, confirmed at sign-in, gets the history; the identity check comes first otherwise.
    name: 'secret history dialog',
    path: (_p, backend) => `${ACCOUNTS}/${String(accountWithHistory(backend).id)}`,
    opener: byName('Secret history'),
    dialog: dialogNamed(/^(Secret history of|Verify your identity)/),
  },
  {
    name: 'ticket approve dialog',
    path: (_p, backend) => `/ui/tickets/tickets/${openTicketForAdmin(backend, ['apply_asset'])}`,
    opener: byName('Approve'),
    dialog: dialogNamed('Approve the request'),
  },
  {
    name: 'job run dialog',
    path: (_p, backend) => `/ui/workbench/ops/job/${jobWithParameter(backend)}`,
    opener: byName('Run'),
    dialog: dialogNamed('Run with parameters'),
  },
  {
    name: 'session replay dialog',
    path: (_p, backend) => `/ui/audit/sessions/sessions/${replayableSession(backend)}`,
    opener: byName('Replay'),
    dialog: dialogNamed(/^Replay:/),
  },
  {
    name: 'asset tree with its node menu',
    path: () => ASSETS,
    before: async (page) =>
      page
        .getByRole('tree', { name: 'Asset tree' })
        .locator('.MuiTreeItem-label')
        .first()
        .click({ timeout: 20_000 }),
    opener: byName('More node actions'),
    dialog: (page) => page.getByRole('menu'),
  },
];

/** Opens each dialog, measures it, closes it with Escape and checks the focus is back. */
async function measureDialogs(page: Page, backend: Backend, dialogs: DialogCase[]) {
  for (const d of dialogs) {
    await test.step(d.name, async () => {
      await page.goto(await d.path(page, backend));
      await d.before?.(page);
      const opener = d.opener(page);
      await opener.click({ timeout: 20_000 });
      const dialog = d.dialog(page);
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      // The tree's menu is measured with the tree panel around it; a dialog on its own.
      await expectAccessible(page, d.name, d.name.includes('tree') ? undefined : '[role=dialog]');
      tried++;
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect.soft(opener, `${d.name}: focus back on its opener`).toBeFocused();
      if (await opener.evaluate((el) => el === document.activeElement)) handled++;
    });
  }
}

test("the domain screens' dialogs: no serious or critical axe violation; focus returns on close", async ({
  page,
  backend,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin', 'ChangeMe', ACCOUNTS);
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
  await measureDialogs(page, backend, DIALOGS);
});

/**
 * The dark theme (docs/shell.md §1.5) on a page of each kind — dashboard charts, list, detail,
 * form, code editor, tree, terminal output, replay player, diff — rather than the whole sweep again:
 * the theme is one palette, and these are the pages that draw colours of their own.
 */
test.describe('in the dark theme', () => {
  // The system asks for dark and the user has not chosen: the console follows the system.
  test.use({ colorScheme: 'dark' });

  const PAGES: { what: string; path: string; ready: Locate }[] = [
    {
      what: 'dashboard with charts',
      path: 'console/dashboard',
      ready: (page) => page.locator('[data-chart] svg').first(),
    },
    {
      what: 'list',
      path: 'console/users/users',
      ready: (page) => page.getByRole('button', { name: /^Sort by name/ }),
    },
    {
      what: 'form',
      path: 'console/users/groups/create',
      ready: (page) => page.getByRole('textbox', { name: 'Name', exact: true }),
    },
    {
      // GitHub's dark Ace theme, fetched for dark mode only.
      what: 'code editor',
      path: 'workbench/ops/quick-job',
      ready: (page) => page.getByRole('group', { name: 'Command' }).locator('.ace-github-dark'),
    },
  ];

  const DARK_DIALOGS: DialogCase[] = [
    ...DIALOGS.filter((d) => /task log|replay|tree/.test(d.name)),
    {
      name: 'operate-log diff',
      path: () => '/ui/audit/audits/operate-logs',
      opener: (page) => page.getByRole('button', { name: /^Details/ }).first(),
      dialog: dialogNamed('Details of the change'),
    },
  ];

  test('a page of each kind has no serious or critical axe violation', async ({
    page,
    backend,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin', 'ChangeMe', '/ui/console/dashboard');
    await expect(page.locator('main h1')).not.toBeEmpty({ timeout: 15_000 });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'dark',
    );
    const detail = ROUTES.find((e) => isScreen(e, 'show') && e.meta.view === 'console');
    const detailPath = detail && (await idPath(page, detail));
    expect(detailPath, 'a detail page to measure').toBeTruthy();
    for (const p of [...PAGES, { what: 'detail', path: detailPath!, ready: undefined }]) {
      await test.step(`${p.what}: ${p.path}`, async () => {
        await visit(page, p.path);
        if (p.ready) await expect(p.ready(page)).toBeVisible({ timeout: 15_000 });
        await expectAccessible(page, `dark ${p.what} (${p.path})`);
      });
    }
    await measureDialogs(page, backend, DARK_DIALOGS);

    // "As the system" follows the system live.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
      .toBe('light');
  });
});

/** Presses Tab until `target` has the focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 150) {
  for (let i = 0; i < max; i++) {
    if (
      await target
        .evaluate((el) => el === document.activeElement, undefined, { timeout: 1000 })
        .catch(() => false)
    )
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`never reached ${target.toString()} with Tab`);
}

test('a list with the keyboard alone: sort, select, paginate, row actions', async ({ page }) => {
  tried++;
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/users/users');
  const table = page.getByRole('table');
  await expect(table).toBeVisible({ timeout: 15_000 });
  await page.locator('main h1').first().click(); // start from the page, not the address bar

  const sortByName = table.getByRole('button', { name: /^Sort by name/ });
  await tabTo(page, sortByName);
  const before = await table.locator('tbody tr').first().innerText();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/order=/);
  await expect(table.locator('tbody tr').first()).not.toHaveText(before);

  const firstCheckbox = table.locator('tbody tr').first().getByRole('checkbox');
  await tabTo(page, firstCheckbox);
  await page.keyboard.press('Space');
  await expect(firstCheckbox).toBeChecked();
  await page.keyboard.press('Space');
  await expect(firstCheckbox).not.toBeChecked();

  const more = table.getByRole('button', { name: /^More / }).first();
  await tabTo(page, more);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(more).toBeFocused();

  const next = page.getByRole('button', { name: 'Go to next page' });
  const firstRow = await table.locator('tbody tr').first().innerText();
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(table.locator('tbody tr').first()).not.toHaveText(firstRow);
  handled++;
});

test('a form with the keyboard alone: fill and submit', async ({ page }) => {
  tried++;
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/users/groups/create');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toBeVisible({ timeout: 15_000 });
  await page.locator('main h1').first().click();
  await tabTo(page, name);
  const typed = `kbd-${Date.now().toString(36)}`;
  await page.keyboard.type(typed);
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ui\/console\/users\/groups\?/);
  handled++;
});
