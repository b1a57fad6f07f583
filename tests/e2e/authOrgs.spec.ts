/**
 * Organisations in Chromium (docs/shell.md §5): a switch keeps what it can of the page and reloads
 * in the new organisation; settings run in the SystemSetting pseudo-org; and a switch to an
 * organisation whose profile fails still leaves a way out.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

const ORG_DEFAULT = '00000000-0000-0000-0000-000000000002';
const ORG_SYSTEM = '00000000-0000-0000-0000-000000000004';
const ORG_BEIJING = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const USERS = '/ui/console/users/users';

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as { id: string } | null, key);
const orgCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'X-JMS-ORG')?.value;

/** The organisation each profile request was made for. */
function profileOrgs(page: Page): (string | undefined)[] {
  const seen: (string | undefined)[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/users/profile/') seen.push(r.headers()['x-jms-org']);
  });
  return seen;
}

async function chooseOrg(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Organization: ${from}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: to }).click();
}

test('switching organisation trims the URL, reloads and works in the new organisation', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, 'sysadmin', 'Sysadmin@2023', USERS);
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
  const res = await page.request.get('/api/v1/users/users/?limit=1&search=admin');
  const id = ((await res.json()) as { results: { id: string }[] }).results[0]!.id;
  await page.goto(`${USERS}/${id}?activeTab=basic&node=${id}&page=2`);
  await expect(page.getByRole('button', { name: 'Organization: Default' })).toBeVisible({
    timeout: 15_000,
  });

  const profiles = profileOrgs(page);
  // The page says so for the 400 ms before it reloads: its clock stands still until that has been
  // seen, so a slow look cannot miss it.
  await page.clock.pauseAt(Date.now() + 1000);
  await chooseOrg(page, 'Default', 'Beijing DC');
  await expect(page.getByText('Switching to Beijing DC…')).toBeVisible();
  await page.clock.resume();
  await expect(page).toHaveURL(`${USERS}?activeTab=basic`);
  await expect(page.getByRole('button', { name: 'Organization: Beijing DC' })).toBeVisible({
    timeout: 15_000,
  });
  expect((await stored(page, 'jms_current_org_sysadmin'))?.id).toBe(ORG_BEIJING);
  expect((await stored(page, 'jms_pre_org_sysadmin'))?.id).toBe(ORG_DEFAULT);
  expect(await orgCookie(page)).toBe(ORG_BEIJING);
  expect(profiles).toEqual([ORG_BEIJING]);
});

test('settings run in the SystemSetting organisation and leaving them restores the previous one', async ({
  page,
}) => {
  await signIn(page, 'sysadmin', 'Sysadmin@2023', USERS);
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
  const profiles = profileOrgs(page);
  await page.getByRole('link', { name: 'System settings' }).click();
  await expect(page).toHaveURL(/\/ui\/settings\//);
  await expect.poll(() => orgCookie(page)).toBe(ORG_SYSTEM);
  expect((await stored(page, 'jms_current_org_sysadmin'))?.id).toBe(ORG_SYSTEM);
  expect((await stored(page, 'jms_pre_org_sysadmin'))?.id).toBe(ORG_DEFAULT);

  await page.goto(USERS);
  await expect(page.getByRole('button', { name: 'Organization: Default' })).toBeVisible({
    timeout: 15_000,
  });
  expect(await orgCookie(page)).toBe(ORG_DEFAULT);
  expect(profiles).toContain(ORG_SYSTEM);
  expect((await stored(page, 'jms_pre_org_sysadmin'))?.id).toBe(ORG_DEFAULT);
});

test('a switch to an organisation whose profile fails ends on a way out, never a blank page', async ({
  page,
}) => {
  await signIn(page, 'orgadmin', 'Orgadmin@2023', USERS);
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
  await page.route('**/api/v1/users/profile/', (route) =>
    route.request().headers()['x-jms-org'] === ORG_BEIJING
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"detail":"Server Error"}',
        })
      : route.continue(),
  );
  await chooseOrg(page, 'Default', 'Beijing DC');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page
    .getByRole('button', { name: /^(Go to the Default organization|Go back to Default)$/ })
    .click();
  await expect(page.getByRole('button', { name: 'Organization: Default' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('table')).toBeVisible();
  expect((await stored(page, 'jms_current_org_orgadmin'))?.id).toBe(ORG_DEFAULT);
});
