import { expect, test } from './demoServer';
import { signInThroughLoginPage } from './support';

test('a visitor is sent to the login page, signs in and lands in the console shell', async ({
  page,
  context,
}) => {
  await signInThroughLoginPage(page, 'admin', 'ChangeMe', '/ui/console/users/users');

  await expect(page).toHaveURL(/\/ui\/console\/users\/users/);
  await expect(page.getByRole('columnheader', { name: 'Username' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Administrator').first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }),
  ).toBeVisible();

  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
  expect(cookies.jms_sessionid?.httpOnly).toBe(true);
  expect(cookies.jms_session_expire?.value).toBe('close');
  expect(cookies.jms_csrftoken?.value).toBeTruthy();
  expect(cookies.jms_public_key?.value).toMatch(/^"[A-Za-z0-9+/=]+"$/);
});

test('a wrong password keeps the visitor on the login page with a message', async ({ page }) => {
  await signInThroughLoginPage(page, 'admin', 'wrong-password');
  await expect(page.getByRole('alert')).toContainText('incorrect');
  await expect(page).toHaveURL(/\/core\/auth\/login\//);
});
