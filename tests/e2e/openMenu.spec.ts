/**
 * A row's open More menu is left alone while nothing it shows changes (issue 34 §13). On a loaded
 * machine a search applied after the menu opened re-rendered every row, and with it the open
 * menu: each item drawn again and the menu moved to its row's new place while the user (or a
 * test) was pointing at it. The menu's items keep their DOM nodes and React props through the
 * list's new answer, and the menu works afterwards.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { signInThroughLoginPage } from './support';

/** Marks the menu's items, and tells later whether each is still the same node, rendered as then. */
async function markItems(items: Locator) {
  await items.evaluateAll((els) => {
    const props = (el: Element) =>
      (el as unknown as Record<string, unknown>)[
        Object.keys(el).find((k) => k.startsWith('__reactProps$'))!
      ];
    (window as unknown as { __marked: [Element, unknown][] }).__marked = els.map((el) => [
      el,
      props(el),
    ]);
  });
}

function itemsSinceMarked(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { __marked: [Element, unknown][] }).__marked.map(([el, before]) => {
      const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'))!;
      return {
        attached: el.isConnected,
        rendered: (el as unknown as Record<string, unknown>)[key] !== before,
      };
    }),
  );
}

test('the open More menu is not drawn again when the list answers with the same row', async ({
  page,
}) => {
  await signInThroughLoginPage(page, 'admin', 'ChangeMe', '/ui/console/users/groups');
  const row = page.getByRole('table').locator('tbody tr').first();
  await expect(row).toBeVisible();
  const name = (await row.getByRole('link').first().textContent())!;

  // The search goes out a moment after Enter and, on a loaded machine, is answered later still:
  // the menu opens on the rows shown before it. Its answer is held until the menu is open.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const isSearch = (url: URL) =>
    url.pathname === '/api/v1/users/groups/' && url.searchParams.has('search');
  await page.route(isSearch, async (route) => {
    await held;
    await route.continue();
  });
  const answered = page.waitForResponse((r) => isSearch(new URL(r.url())));
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill(name);
  await search.press('Enter');
  await row.getByRole('button', { name: `More ${name}` }).click();
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  await markItems(items);
  release();
  const { count } = (await (await answered).json()) as { count: number };
  // The answer is on screen (the open menu hides the table from the accessibility tree): the
  // rows and the menu are committed together, so a menu drawn again is already drawn.
  await expect(page.locator('table tbody tr')).toHaveCount(count);
  const n = await items.count();
  expect(n).toBeGreaterThan(0);
  expect(await itemsSinceMarked(page)).toEqual(
    Array.from({ length: n }, () => ({ attached: true, rendered: false })),
  );
  await items.filter({ hasText: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText(name);
});
