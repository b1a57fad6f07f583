/**
 * Who sees what (docs/shell.md §2, §13), signed in as each seeded user type:
 * the views they land in and may switch to, the header's buttons, the menu, and list buttons.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

const USERS = '/ui/console/users/users';

async function switcherViews(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Switch view' }).click();
  const items = await page.getByRole('menu').getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}

async function orgChoices(page: Page, current: string): Promise<string[]> {
  await page.getByRole('button', { name: `Organization: ${current}` }).click();
  const items = await page.getByRole('menu').getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}

function header(page: Page) {
  const banner = page.getByRole('banner');
  return {
    settings: banner.getByRole('link', { name: 'System settings' }),
    terminal: banner.getByRole('button', { name: 'Web terminal' }),
    tickets: banner.getByRole('link', { name: /^Tickets/ }),
    org: banner.getByRole('button', { name: /^Organization: / }),
  };
}

test('the superuser sees every view, every header button and every organisation', async ({
  page,
}) => {
  await signIn(page, 'admin', 'ChangeMe', USERS);
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
  const h = header(page);
  await expect(h.settings).toBeVisible();
  await expect(h.terminal).toBeVisible();
  await expect(h.tickets).toBeVisible();
  await expect(h.org).toHaveAccessibleName('Organization: Default');
  expect(await switcherViews(page)).toEqual(['Console', 'Audit', 'Workbench']);
  expect(await orgChoices(page, 'Default')).toEqual([
    'GLOBAL',
    'Default',
    'Beijing DC',
    'Tokyo Branch',
    'Create organization',
    'Organization list',
  ]);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Roles', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create' })).toBeVisible();
});

test('the system admin sees settings and the global organisation', async ({ page }) => {
  await signIn(page, 'sysadmin', 'Sysadmin@2023', USERS);
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
  await expect(header(page).settings).toBeVisible();
  expect(await orgChoices(page, 'Default')).toContain('GLOBAL');
});

test('an org admin works in their two organisations, without settings or organisation management', async ({
  page,
}) => {
  await signIn(page, 'orgadmin', 'Orgadmin@2023', USERS);
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
  const h = header(page);
  await expect(h.settings).toHaveCount(0);
  await expect(h.terminal).toBeVisible();
  await expect(h.tickets).toBeVisible();
  expect(await orgChoices(page, 'Default')).toEqual(['Default', 'Beijing DC']);
  expect(await switcherViews(page)).toEqual(['Console', 'Audit', 'Workbench']);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create' })).toBeVisible();
});

test('an org auditor is sent from the console to the audit view', async ({ page }) => {
  await signIn(page, 'auditor', 'Auditor@2023', USERS);
  await expect(page).toHaveURL(/\/ui\/audit\//, { timeout: 15_000 });
  const h = header(page);
  await expect(h.settings).toHaveCount(0);
  await expect(h.org).toHaveAccessibleName('Organization: Default');
  expect(await switcherViews(page)).toEqual(['Audit', 'Workbench']);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('button', { name: 'Users' })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Logs' }).click();
  await expect(menu.getByRole('link', { name: 'Login logs' })).toBeVisible();
});

for (const [username, password] of [
  ['user', 'User@2023'],
  ['approver', 'Approver@2023'],
] as const) {
  test(`a common user (${username}) works in the workbench only`, async ({ page }) => {
    await signIn(page, username, password, USERS);
    await expect(page).toHaveURL('/ui/workbench/home', { timeout: 15_000 });
    const h = header(page);
    await expect(h.settings).toHaveCount(0);
    await expect(h.terminal).toBeVisible();
    expect(await switcherViews(page)).toEqual(['Workbench']);
    // Their workbench organisations: all joined ones, then Default.
    expect(await orgChoices(page, 'Default')).toEqual(['All organizations', 'Default']);
  });
}

test('a user without organisations has the workbench and no organisation selector', async ({
  page,
}) => {
  await signIn(page, 'loner', 'Loner@2023', USERS);
  await expect(page).toHaveURL('/ui/workbench/home', { timeout: 15_000 });
  await expect(header(page).org).toHaveCount(0);
  await expect(header(page).settings).toHaveCount(0);
});
