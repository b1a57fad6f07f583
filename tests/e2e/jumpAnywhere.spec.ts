/**
 * Jump anywhere in Chromium, with the keyboard only: pages by their title in English, Chinese and
 * Japanese, a user and an asset by name, each opened with Enter; a user with fewer rights is not
 * offered the pages they may not open. The open palette passes axe.
 */
import type { Locator, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ORG_DEFAULT } from '../../mock/rbac';
import { expect, test } from './demoServer';
import { signIn } from './support';

const LOAD = { timeout: 20_000 };

async function openPalette(page: Page, title = 'Jump anywhere') {
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('combobox');
  await expect(box).toBeFocused();
  return { dialog, box };
}

/** Types the text, waits for its record searches, then walks to the option and presses Enter. */
async function jump(
  page: Page,
  text: string,
  option: (dialog: Locator) => Locator,
  title?: string,
) {
  const { dialog, box } = await openPalette(page, title);
  await box.pressSequentially(text);
  await expect(dialog.getByRole('status')).not.toHaveText(/Searching|搜索中|検索中/, LOAD);
  const target = option(dialog);
  await expect(target).toBeVisible();
  const id = await target.getAttribute('id');
  const count = await dialog.getByRole('option').count();
  for (let i = 0; i < count && (await box.getAttribute('aria-activedescendant')) !== id; i++)
    await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', id!);
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('button', { name: /(Account|账号|アカウント)$/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

test('the admin jumps to pages in three languages and to a user and an asset, by keyboard', async ({
  page,
  backend,
}) => {
  const orgAdmin = backend.state.store.userByUsername('orgadmin')!;
  const asset = backend.state.store
    .rows('assets.assets')
    .find((a) => a.org_id === ORG_DEFAULT && typeof a.name === 'string')!;
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/users/users');
  await expect(page.getByRole('table')).toBeVisible(LOAD);
  // The header's controls (and the shortcut with them) are drawn just after the page.
  await expect(page.getByRole('button', { name: 'Jump anywhere' })).toBeVisible();

  // A page by its English title.
  await jump(page, 'Login logs', (d) =>
    d.getByRole('group', { name: 'Pages' }).getByRole('option', { name: 'Login logs' }),
  );
  await expect(page).toHaveURL('/ui/audit/audits/login-logs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login logs', LOAD);

  // A user by name, then an asset by name: their detail pages.
  await jump(page, String(orgAdmin.name), (d) =>
    d.getByRole('group', { name: 'Users' }).getByRole('option', { name: String(orgAdmin.name) }),
  );
  await expect(page).toHaveURL(`/ui/console/users/users/${String(orgAdmin.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(orgAdmin.name), LOAD);

  const { dialog, box } = await openPalette(page);
  await box.pressSequentially(String(asset.name));
  await expect(
    dialog.getByRole('group', { name: 'Assets' }).getByRole('option', { name: String(asset.name) }),
  ).toBeVisible(LOAD);
  // The open palette, records listed, has no serious or critical accessibility violation.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('[role="dialog"]')
    .analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await jump(page, String(asset.name), (d) =>
    d.getByRole('group', { name: 'Assets' }).getByRole('option', { name: String(asset.name) }),
  );
  await expect(page).toHaveURL(`/ui/console/assets/assets/${String(asset.id)}`);

  // Recent destinations come first in an empty box.
  const recent = await openPalette(page);
  await expect(recent.dialog.getByRole('group').first()).toHaveAccessibleName('Recent');
  await expect(
    recent.dialog.getByRole('group', { name: 'Recent' }).getByRole('option').first(),
  ).toHaveAccessibleName(String(asset.name));
  await page.keyboard.press('Escape');

  // Chinese, then Japanese titles.
  await chooseLanguage(page, '中文(简体)');
  await expect(page.getByRole('button', { name: '快速跳转' })).toBeVisible(LOAD);
  await jump(
    page,
    '用户组',
    (d) => d.getByRole('group', { name: '页面' }).getByRole('option', { name: '用户组' }),
    '快速跳转',
  );
  await expect(page).toHaveURL('/ui/console/users/groups');

  await chooseLanguage(page, '日本語');
  await expect(page.getByRole('button', { name: 'どこでもジャンプ' })).toBeVisible(LOAD);
  await jump(
    page,
    '資産認可',
    (d) => d.getByRole('group', { name: 'ページ' }).getByRole('option', { name: '資産認可' }),
    'どこでもジャンプ',
  );
  await expect(page).toHaveURL('/ui/console/perms/asset-permissions');
});

test('a user with fewer rights is offered only the pages they may open', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.split('/').pop()!);
  });
  const palette = () => scripts.some((s) => s.startsWith('JumpPalette-'));
  await signIn(page, 'user', 'User@2023', '/ui/workbench/home');
  await expect(page.getByRole('button', { name: 'Jump anywhere' })).toBeVisible(LOAD);
  // The palette's code comes when it is first opened.
  expect(palette()).toBe(false);
  const { dialog, box } = await openPalette(page);
  expect(palette()).toBe(true);
  const pages = dialog.getByRole('group', { name: 'Pages' });
  await expect(pages.getByRole('option', { name: 'My assets', exact: true })).toBeVisible();
  for (const name of ['Users', 'Login logs', 'Basic settings', 'Asset permissions'])
    await expect(pages.getByRole('option', { name, exact: true })).toHaveCount(0);

  await box.pressSequentially('users');
  await expect(dialog.getByRole('status')).not.toHaveText(/Searching/, LOAD);
  await expect(dialog.getByRole('option', { name: 'Users', exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('group', { name: 'Users' })).toHaveCount(0);

  // What is offered opens with the keyboard.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await jump(page, 'My assets', (d) =>
    d.getByRole('group', { name: 'Pages' }).getByRole('option', { name: 'My assets', exact: true }),
  );
  await expect(page).toHaveURL('/ui/workbench/assets');
});
