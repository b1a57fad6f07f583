/**
 * Settings and profile forms in Chromium against the demo backend: a value changed and saved is
 * what a reload shows, a server 400 lands on its field, and a first-login user completes their
 * profile and goes on to their view. The server is shared by the run: changed values are restored.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

const T = { timeout: 15_000 };

async function openSmtp(page: Page) {
  await page.goto('/ui/settings/email?activeTab=SMTP');
  const prefix = page.getByRole('textbox', { name: /Subject prefix/ });
  await expect(prefix).not.toHaveValue('', T);
  return prefix;
}

async function save(page: Page) {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/v1/settings/setting/') && r.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  return answer;
}

test('a saved setting is what the page shows after a reload', async ({ page }) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/settings/basic');
  let prefix = await openSmtp(page);
  const before = await prefix.inputValue();
  const value = `[E2E ${Date.now()}]`;
  await prefix.fill(value);
  const res = await save(page);
  expect(res.status()).toBe(200);
  expect(res.request().postDataJSON()).toEqual({ EMAIL_SUBJECT_PREFIX: value });
  await expect(page.getByText('Updated successfully')).toBeVisible();

  await page.reload();
  prefix = await openSmtp(page);
  await expect(prefix).toHaveValue(value);

  await prefix.fill(before);
  expect((await save(page)).status()).toBe(200);
});

test('a server 400 lands on its field and nothing is saved', async ({ page }) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/settings/basic');
  const guide = page.getByRole('textbox', { name: /User guide URL/ });
  await expect(guide).toBeVisible(T);
  await guide.fill('not a url');
  const res = await save(page);
  expect(res.status()).toBe(400);
  const field = page.locator('.MuiFormControl-root', { has: guide });
  await expect(field.getByText('Enter a valid URL.')).toBeVisible();
  await expect(guide).toHaveAttribute('aria-invalid', 'true');

  await page.reload();
  await expect(page.getByRole('textbox', { name: /User guide URL/ })).toHaveValue('', T);
});

test('a first-login user completes the profile, then reaches their view', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/settings/basic');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'jms_csrftoken')!.value;
  const username = `newbie${Date.now()}`;
  const created = await page.request.post('/api/v1/users/users/', {
    headers: { 'X-CSRFToken': csrf },
    data: {
      name: 'New Colleague',
      username,
      email: `${username}@example.com`,
      password_strategy: 'custom',
      password: 'Newbie@2024',
    },
  });
  expect(created.status()).toBe(201);

  const context = await browser.newContext();
  const newbie = await context.newPage();
  await signIn(newbie, username, 'Newbie@2024');
  await expect(newbie).toHaveURL(/\/ui\/profile\/improvement$/, T);
  const phone = newbie.getByRole('textbox', { name: /Phone/ });
  await expect(phone).toBeVisible(T);
  await phone.fill('+86 13900000000');
  const answer = newbie.waitForResponse(
    (r) => r.url().endsWith('/api/v1/users/profile/') && r.request().method() === 'PATCH',
  );
  await newbie.getByRole('button', { name: 'Submit' }).click();
  const res = await answer;
  expect(res.status()).toBe(200);
  expect(res.request().postDataJSON()).toEqual({ phone: '+86 13900000000', is_first_login: false });
  await expect(newbie).toHaveURL(/\/ui\/workbench\//, T);

  // The mark is cleared: the next load starts in the view, not on the improvement page.
  await newbie.goto('/ui/');
  await expect(newbie).toHaveURL(/\/ui\/workbench\//, T);
  await context.close();
});
