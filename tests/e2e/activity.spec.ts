/**
 * The Activity tab of detail pages (docs/shell.md §8.4): the last 30 days as a timeline from Now;
 * an operation record opens its before/after diff, any other entry its log in a popup; the tab has
 * its own URL, which survives a reload.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

test.beforeEach(async ({ page, context }) => {
  await context.addCookies([{ name: 'django_language', value: 'en', url: 'http://127.0.0.1' }]);
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/users/groups');
  await expect(page).toHaveURL(/\/ui\/console\/users\/groups/);
});

async function openActivity(page: Page) {
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/activity$/);
  const timeline = page.getByRole('list', { name: 'Activity' });
  await expect(timeline.getByRole('listitem').first()).toHaveText('Now');
  return timeline;
}

const DEFAULT_ORG = '00000000-0000-0000-0000-000000000002';

interface Entry {
  r_type: string;
  content: string;
  detail_url: string;
  timestamp: string;
}

/**
 * A record of `listUrl` whose recent timeline has an entry of `rType`, found through the API the
 * page uses, in the organisation the console opens in. (The demo backend's operation records are
 * its seed's: writes made in the browser add none.)
 */
async function recordWithEntry(page: Page, listUrl: string, rType: string) {
  return page.evaluate(
    async ({ listUrl, rType, org }) => {
      const get = async <T>(url: string) =>
        (await (await fetch(url, { headers: { 'X-JMS-ORG': org } })).json()) as T;
      const since = Date.now() - 29 * 86_400_000;
      const rows = await get<{ id: string }[]>(`${listUrl}?fields=id`);
      for (let i = 0; i < rows.length; i += 25) {
        const batch = rows.slice(i, i + 25);
        const answers = await Promise.all(
          batch.map((r) => get<Entry[]>(`/api/v1/audits/activities/?resource_id=${r.id}`)),
        );
        for (const [k, entries] of answers.entries()) {
          const entry = entries.find(
            (e) => e.r_type === rType && new Date(e.timestamp.replace(' ', 'T')).getTime() > since,
          );
          if (entry) return { id: batch[k]!.id, entry };
        }
      }
      return null;
    },
    { listUrl, rType, org: DEFAULT_ORG },
  );
}

test('an operation record opens its before/after diff, and the tab survives a reload', async ({
  page,
}) => {
  const found = await recordWithEntry(page, '/api/v1/users/groups/', 'O');
  expect(found).not.toBeNull();
  const { diff } = await page.evaluate(
    async ({ url, org }) =>
      (await (await fetch(url, { headers: { 'X-JMS-ORG': org } })).json()) as {
        diff: { field: string; before: string; after: string }[];
      },
    { url: found!.entry.detail_url, org: DEFAULT_ORG },
  );
  expect(diff.length).toBeGreaterThan(0);

  await page.goto(`/ui/console/users/groups/${found!.id}`);
  const timeline = await openActivity(page);
  await timeline.getByRole('button', { name: found!.entry.content }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('columnheader', { name: 'Before' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: diff[0]!.field, exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // The tab is an address of its own.
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('tab', { name: 'Activity' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page
      .getByRole('list', { name: 'Activity' })
      .getByRole('button', { name: found!.entry.content })
      .first(),
  ).toBeVisible();
});

test("a task entry opens the task's log in a popup", async ({ page }) => {
  const found = await recordWithEntry(page, '/api/v1/assets/assets/', 'T');
  expect(found).not.toBeNull();
  await page.goto(`/ui/console/assets/assets/${found!.id}`);
  const timeline = await openActivity(page);
  const popup = page.waitForEvent('popup');
  await timeline.getByRole('button', { name: found!.entry.content }).first().click();
  await expect(await popup).toHaveURL(found!.entry.detail_url);
});
