import { expect, type Page } from '@playwright/test';

/** Signs in on the demo backend's own login page, the way a person does. */
export async function signInThroughLoginPage(page: Page, username: string, password: string, target = '/ui/') {
  await page.goto(target);
  await expect(page).toHaveURL(/\/core\/auth\/login\//);
  await page.getByLabel(/Username|用户名|ユーザー名/).fill(username);
  await page.getByLabel(/Password|密码|パスワード/).fill(password);
  await page.getByRole('button', { name: /Sign in|登录|ログイン/ }).click();
}
