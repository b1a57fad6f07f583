/**
 * The generic pages end to end on three resources with one descriptor each: create -> list ->
 * detail -> update -> clone -> delete, and a server validation error shown on its field.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

const stamp = () => `${Date.now().toString(36)}`;

/**
 * Searches and waits for the answer: the list keeps its rows until then, and a row clicked while
 * they give way to the found ones may have moved from under the pointer.
 */
async function search(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.filter({ hasNotText: text })).toHaveCount(0);
  await expect(rows.first()).toBeVisible();
}

interface Resource {
  path: string;
  fill(page: Page, name: string): Promise<void>;
}

async function cycle(page: Page, r: Resource) {
  const name = `e2e-${stamp()}`;
  await page.goto(`/ui/${r.path}`);
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`${r.path}/create$`));
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await r.fill(page, name);
  await page.getByRole('button', { name: 'Submit' }).click();

  // Back on the list; the new row is found by searching for it.
  await expect(page).toHaveURL(new RegExp(`${r.path}\\?`));
  await search(page, name);
  const link = page.getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();

  // Detail, then update (the query is kept) with a new comment.
  await link.click();
  await expect(page.getByText(`detail: ${name}`)).toBeVisible();
  await page.getByRole('link', { name: 'Update' }).click();
  await expect(page).toHaveURL(new RegExp(`${r.path}/[^/]+/update$`));
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save and continue' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Comment' }).fill('changed by e2e');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`${r.path}\\?`));
  await search(page, name);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByText('changed by e2e')).toBeVisible();

  // Clone from the list: the name carries the clone marker.
  await page.goto(`/ui/${r.path}`);
  await search(page, name);
  await page.getByRole('button', { name: `More ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Clone' }).click();
  await expect(page).toHaveURL(/create\?clone_from=/);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(`Clone from ${name}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`${r.path}\\?`));

  // Delete both: confirm, then the rows are gone.
  await search(page, name);
  for (const target of [`Clone from ${name}`, name]) {
    await page.getByRole('button', { name: `More ${target}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toContainText(target);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('link', { name: target, exact: true })).toHaveCount(0);
  }
}

test.beforeEach(async ({ page, context }) => {
  await context.addCookies([{ name: 'django_language', value: 'en', url: 'http://127.0.0.1' }]);
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/users/groups');
  await expect(page).toHaveURL(/\/ui\/console\/users\/groups/);
});

test('user groups: the full cycle, and a server error lands on its field', async ({ page }) => {
  await page.goto('/ui/console/users/groups/create');
  await page.getByRole('textbox', { name: 'Name' }).fill('Auditors');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This field must be unique.')).toBeVisible();
  await expect(page).toHaveURL(/groups\/create$/);

  await cycle(page, {
    path: 'console/users/groups',
    async fill(p) {
      await p.getByRole('combobox', { name: 'User' }).click();
      await p.getByRole('option').first().click();
    },
  });
});

test('command groups: the full cycle', async ({ page }) => {
  await cycle(page, {
    path: 'console/perms/cmd-groups',
    async fill(p) {
      await p.getByRole('radio', { name: /Regex/i }).check();
      await p.getByRole('textbox', { name: 'Content' }).fill('rm.*|reboot');
    },
  });
});

test('asset permissions: the full cycle with the actions tree', async ({ page }) => {
  await cycle(page, {
    path: 'console/perms/asset-permissions',
    async fill(p) {
      // Server defaults tick every action; untick the clipboard branch.
      await expect(p.getByRole('checkbox', { name: 'Connect' })).toBeChecked();
      await p.getByRole('checkbox', { name: 'Clipboard' }).uncheck();
      await expect(p.getByRole('checkbox', { name: 'Copy' })).not.toBeChecked();
    },
  });
});
