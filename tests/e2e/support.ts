import { expect, type Page } from '@playwright/test';

/**
 * Signs in with the backend's own login form over HTTP (the session cookies land in the page's
 * browser context), then opens `target`: for every test whose subject is not the login page. It
 * takes half the time of the login page's way, which loads the console twice (once to be sent to
 * the login page, once signed in).
 */
export async function signIn(page: Page, username: string, password: string, target = '/ui/') {
  const form = await page.request.get('/core/auth/login/');
  const csrf = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(await form.text())?.[1];
  expect(csrf, 'the login form has a CSRF token').toBeTruthy();
  const res = await page.request.post('/core/auth/login/', {
    form: { username, password, csrfmiddlewaretoken: csrf!, next: target },
    maxRedirects: 0,
  });
  expect(res.status(), `signing in as ${username}`).toBe(302);
  await page.goto(target);
}

/** Signs in on the demo backend's own login page, the way a person does. */
export async function signInThroughLoginPage(
  page: Page,
  username: string,
  password: string,
  target = '/ui/',
) {
  await page.goto(target);
  await expect(page).toHaveURL(/\/core\/auth\/login\//);
  await page.getByLabel(/Username|用户名|ユーザー名/).fill(username);
  await page.getByLabel(/Password|密码|パスワード/).fill(password);
  await page.getByRole('button', { name: /Sign in|登录|ログイン/ }).click();
}
