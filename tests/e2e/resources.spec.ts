/**
 * Issue 6's resources in Chromium beyond the create/update/clone/delete cycles of crud.spec.ts: a
 * host with protocols (the first one primary), nodes and name:value labels; login logs with a date
 * range and a search; lists in Chinese and Japanese with translated headers and no raw i18n keys.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

/** An i18n key left untranslated on the page (`pages.action.create` and the like). */
const RAW_KEY =
  /\b(?:pages|resources|app|routes|shell|layout|importExport|auth|ra)(?:\.[a-z_]+){2,}/i;

async function signInWith(page: Page, lang: string, target: string) {
  await page
    .context()
    .addCookies([{ name: 'django_language', value: lang, url: 'http://127.0.0.1' }]);
  await signIn(page, 'admin', 'ChangeMe', target);
  await expect(page).toHaveURL(new RegExp(target.replace(/\?.*$/, '')));
}

const apiCall = (path: string, check: (url: URL, r: Request) => boolean) => (r: Request) => {
  const url = new URL(r.url());
  return url.pathname === path && check(url, r);
};

test('a host: platform protocols with one primary, nodes and name:value labels', async ({
  page,
}) => {
  await signInWith(page, 'en', '/ui/console/assets/hosts');
  const name = `e2e-host-${Date.now().toString(36)}`;
  // Create asks for one of the host platforms first (as Lina), then opens the host form.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Choose a platform' })
    .getByRole('button', { name: 'Linux', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Create Host' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'IP/Host' }).fill('10.99.0.7');
  await page.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'Linux', exact: true }).click();
  // The platform's protocols come with their ports; its default one is first, so primary.
  const protocols = page.getByRole('group', { name: 'Protocols' });
  await expect(protocols.getByText('Primary', { exact: true })).toHaveCount(1);
  await protocols.getByRole('button', { name: 'Add' }).click();
  await protocols.getByRole('button', { name: 'Set as primary' }).click();
  await expect(protocols.getByText('Primary', { exact: true })).toHaveCount(1);

  // Nodes are required on the client.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByRole('combobox', { name: 'Nodes' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');

  const labels = page.getByRole('combobox', { name: 'Label' });
  await labels.fill('team:e2e');
  await labels.press('Enter');

  const post = page.waitForRequest(
    apiCall('/api/v1/assets/hosts/', (_, r) => r.method() === 'POST'),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  const body = (await post).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    name,
    address: '10.99.0.7',
    platform: 1,
    protocols: [
      { name: 'telnet', port: 23 },
      { name: 'ssh', port: 22 },
    ],
    labels: [{ name: 'team', value: 'e2e' }],
  });
  expect(body.nodes).toHaveLength(1);

  // Back on the list; the detail (the asset page) shows what was sent.
  await expect(page).toHaveURL(/\/console\/assets\/hosts\?/);
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill(name);
  await search.press('Enter');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/console\/assets\/assets\/[^/]+$/);
  await expect(page.getByText('telnet/23')).toBeVisible();
  await expect(page.getByText('ssh/22')).toBeVisible();
  await expect(page.getByText('team:e2e')).toBeVisible();

  // And it goes away again.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/console\/assets\/assets$/);
});

test('login logs: read-only, a date range from the query or a preset, and a search', async ({
  page,
}) => {
  const start = new Date('2026-01-02T00:00:01');
  const end = new Date();
  const first = page.waitForRequest(
    apiCall(
      '/api/v1/audits/login-logs/',
      (url, r) => r.method() === 'GET' && url.searchParams.has('limit'),
    ),
  );
  await signInWith(
    page,
    'en',
    `/ui/audit/audits/login-logs?date_start=${start.getTime()}&date_end=${end.getTime()}`,
  );
  const sent = new URL((await first).url()).searchParams;
  expect(new Date(sent.get('date_from')!).getTime()).toBe(start.getTime());
  expect(sent.get('order')).toBe('-datetime');
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);

  // A preset: the last 30 days, to the end of today.
  const preset = page.waitForRequest(
    apiCall('/api/v1/audits/login-logs/', (url) => {
      const from = Date.parse(url.searchParams.get('date_from') ?? '');
      return Math.floor((Date.now() - from) / 86_400_000) === 30;
    }),
  );
  await page.getByRole('button', { name: 'Range' }).click();
  await page.getByRole('menuitem', { name: 'Last 30 days' }).click();
  await preset;

  // A search within that range: every row shown matches it.
  const searched = page.waitForRequest(
    apiCall('/api/v1/audits/login-logs/', (url) => url.searchParams.get('search') === 'user037'),
  );
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill('user037');
  await search.press('Enter');
  const searchUrl = new URL((await searched).url());
  expect(
    Math.floor((Date.now() - Date.parse(searchUrl.searchParams.get('date_from')!)) / 86_400_000),
  ).toBe(30);
  const rows = page.locator('table tbody tr');
  // Read the rows as a whole, once the searched page has replaced the previous one.
  await expect
    .poll(async () => {
      const texts = await rows.allTextContents();
      return texts.length > 0 && texts.every((t) => t.includes('user037'));
    })
    .toBe(true);

  // A row opens its detail, which offers no update or delete.
  await rows.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/audit\/audits\/login-logs\/[^/]+$/);
  await expect(page.getByRole('link', { name: 'Update' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

for (const { lang, path, headers, create } of [
  {
    lang: 'zh-hans',
    path: '/ui/console/perms/cmd-acls',
    headers: ['名称', '命令组', '优先级', '动作', '备注'],
    create: '创建',
  },
  {
    lang: 'ja',
    path: '/ui/console/assets/hosts',
    headers: ['名前', 'IP/ホスト', 'プラットフォーム', '接続性', '操作'],
    create: '作成',
  },
]) {
  test(`a list in ${lang}: translated headers and buttons, no raw keys`, async ({ page }) => {
    await signInWith(page, lang, path);
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    for (const h of headers)
      await expect(page.getByRole('columnheader', { name: h }).first()).toBeVisible();
    // Create is a link to the form, or a button asking first for a variant (a host's platform).
    const createControl = page
      .getByRole('link', { name: create })
      .or(page.getByRole('button', { name: create, exact: true }));
    await expect(createControl).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
    // The create form too (a host's after its platform).
    await createControl.click();
    if (path.endsWith('/hosts'))
      await page.getByRole('dialog').getByRole('button', { name: 'Linux', exact: true }).click();
    await expect(
      page
        .getByRole('button')
        .filter({ hasText: /提交|送信/ })
        .first(),
    ).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
  });
}
