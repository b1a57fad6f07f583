/**
 * ACL rules and LDAP import in Chromium (issue 18, points 4, 5, 7): a login ACL made with a
 * weekday time period (dragged over the grid) and a reviewer, its saved `rules` read back from
 * the API; two directory users imported into Beijing DC from the LDAP settings, read back as
 * members of that organisation.
 */
import type { Page } from '@playwright/test';
import { ORG_BEIJING } from '../../mock/seed/identity';
import { expect, test } from './demoServer';
import { signIn } from './support';

async function readJson<T>(page: Page, url: string, headers: Record<string, string> = {}) {
  const res = await page.request.get(url, { headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

test('a login ACL with a weekday time period and a reviewer', async ({ page, backend }) => {
  const store = backend.state.store;
  const approver = store.userByUsername('approver')!;
  const user = store.userByUsername('user')!;
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/perms/login-acls/create');

  await page.getByRole('textbox', { name: /^Name/ }).fill('e2e office hours');
  const userBox = page.getByRole('combobox', { name: /^User/ });
  await userBox.fill(String(user.name));
  await page.getByRole('option', { name: `${String(user.name)}(user)` }).click();

  // Tuesday 09:00–12:00 dragged over six half-hour cells; Friday 18:00–18:30 clicked.
  const grid = page.getByRole('group', { name: 'Time period' });
  await grid.getByRole('button', { name: 'Tuesday 09:00~09:30' }).hover();
  await page.mouse.down();
  const last = (await grid.getByRole('button', { name: 'Tuesday 11:30~12:00' }).boundingBox())!;
  await page.mouse.move(last.x + last.width / 2, last.y + last.height / 2, { steps: 12 });
  await page.mouse.up();
  await grid.getByRole('button', { name: 'Friday 18:00~18:30' }).click();
  await expect(grid.getByText('Tuesday: 09:00~12:00')).toBeVisible();

  await page.getByRole('radio', { name: 'Review' }).click();
  const reviewers = page.getByRole('combobox', { name: /Reviewers/ });
  await reviewers.fill('approver');
  await page.getByRole('option', { name: /\(approver\)$/ }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).not.toHaveURL(/\/create/);

  const { results } = await readJson<{ results: Record<string, unknown>[] }>(
    page,
    '/api/v1/acls/login-acls/?search=e2e%20office%20hours&limit=10&offset=0',
  );
  expect(results).toHaveLength(1);
  const acl = results[0]!;
  expect(acl.rules).toEqual({
    ip_group: ['*'],
    time_period: [
      { id: 0, value: '' },
      { id: 1, value: '' },
      { id: 2, value: '09:00~12:00' },
      { id: 3, value: '' },
      { id: 4, value: '' },
      { id: 5, value: '18:00~18:30' },
      { id: 6, value: '' },
    ],
  });
  expect((acl.action as { value: string }).value).toBe('review');
  expect((acl.reviewers as { id: string }[]).map((r) => r.id)).toEqual([approver.id]);
  expect((acl.user as { id: string }).id).toBe(user.id);
});

test("the LDAP tab's buttons stay put while its JSON editor loads", async ({ page }) => {
  // The editor's code is held back so the page is read with the plain textarea first; a button
  // that moved when the editor arrived took a click aimed at it elsewhere.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/AceJsonEditor-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, 'admin', 'ChangeMe', '/ui/settings/auth?activeTab=LDAP');
  const importUsers = page.getByRole('button', { name: 'Import users' });
  await expect(page.getByRole('textbox', { name: 'User attribute mapping' })).toBeVisible();
  const before = await importUsers.boundingBox();
  release();
  await expect(page.getByRole('group', { name: 'User attribute mapping' })).toBeVisible();
  expect(await importUsers.boundingBox()).toEqual(before);
});

test('two LDAP users imported into Beijing DC', async ({ page }) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/settings/auth?activeTab=LDAP');
  await page.getByRole('button', { name: 'Import users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import LDAP users' });
  // The directory is synchronised first (409 while it runs), then listed.
  const table = dialog.getByRole('table', { name: 'Import LDAP users' });
  await expect(table).toBeVisible({ timeout: 30_000 });

  const search = dialog.getByRole('searchbox', { name: 'Search' });
  for (const username of ['carol.sato', 'david.li']) {
    await search.fill(username);
    const box = table.getByRole('checkbox', { name: username });
    await expect(table.getByRole('row')).toHaveCount(2);
    await box.check();
  }
  const orgs = dialog.getByRole('combobox', { name: 'Organisations' });
  await orgs.click();
  await orgs.press('Backspace');
  await page.getByRole('option', { name: 'Beijing DC' }).click();
  await dialog.getByRole('heading', { name: 'Import LDAP users' }).click();
  await dialog.getByRole('button', { name: 'Import selected (2)' }).click();
  const results = dialog.getByRole('region', { name: 'Import results' });
  await expect(results.getByText('Imported into Beijing DC')).toHaveCount(2);
  await expect(results.getByText(/Default/)).toHaveCount(0);

  // Read back: both exist and are members of Beijing DC.
  for (const username of ['carol.sato', 'david.li']) {
    const inBeijing = await readJson<Record<string, unknown>[]>(
      page,
      `/api/v1/users/users/?username=${username}`,
      { 'X-JMS-ORG': ORG_BEIJING },
    );
    expect(inBeijing.map((u) => u.username)).toEqual([username]);
    expect(inBeijing[0]!.source).toMatchObject({ value: 'ldap' });
  }
});
