/**
 * The dashboards on the demo backend: charts drawn, each number equal to the count of the list it
 * links to, and the 7/30-day switch re-asking each day-ranged widget once.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

const LONG = { timeout: 20_000 };

/** Every `/api/v1/index/` request the page sends from now on. */
function indexRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v1/index/') seen.push(url);
  });
  return seen;
}

/** Follows a dashboard link and returns the `count` of the list request it leads to. */
async function listCountAfter(
  page: Page,
  click: () => Promise<void>,
  api: string,
): Promise<number> {
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === api && r.request().method() === 'GET',
    LONG,
  );
  await click();
  return ((await (await answer).json()) as { count: number }).count;
}

const numberIn = async (page: Page, name: RegExp) =>
  Number(
    (await page.getByRole('link', { name }).getByRole('paragraph').nth(1).textContent())?.trim(),
  );

test('console dashboard: charts, numbers equal to their lists, 7/30-day switch', async ({
  page,
}) => {
  const requests = indexRequests(page);
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/dashboard');
  const trend = page.getByRole('figure', { name: 'Per day over the last 7 days' });
  await expect(trend.locator('[data-chart] svg path').first()).toBeAttached(LONG);
  await expect(
    page.getByRole('figure', { name: 'Assets by type' }).locator('svg rect').first(),
  ).toBeAttached();
  // The numbers drawn are also there as text, day by day.
  await expect(trend.getByRole('table').getByRole('row')).toHaveCount(8);

  // Top 10 users: the first one's session count equals the sessions list it links to.
  const top = page.getByRole('table', { name: 'Top 10 active users' });
  const first = top.getByRole('row').nth(1);
  await expect(first).toBeVisible(LONG);
  const total = Number(await first.getByRole('cell').nth(2).textContent());
  expect(total).toBeGreaterThan(0);

  // 7 → 30 days: one request per day-ranged widget (trend, two rankings), each for 30 days.
  const before = requests.length;
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page.getByRole('figure', { name: 'Per day over the last 30 days' })).toBeVisible(
    LONG,
  );
  await expect(
    page
      .getByRole('figure', { name: 'Per day over the last 30 days' })
      .getByRole('table')
      .getByRole('row'),
  ).toHaveCount(31);
  await expect.poll(() => requests.length - before).toBe(3);
  const switched = requests.slice(before);
  expect(switched.map((u) => u.searchParams.get('days'))).toEqual(['30', '30', '30']);
  expect(
    switched.map((u) => [...u.searchParams.keys()].filter((k) => k !== 'days').join()).sort(),
  ).toEqual([
    'dates_login_times_top10_assets',
    'dates_login_times_top10_users',
    'dates_metrics,session_dates_metrics',
  ]);
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(first.getByRole('cell').nth(2)).toHaveText(String(total));

  // A ranked user leads to their page; a ranked asset to the asset list searched by its name.
  const name = (await first.getByRole('link').textContent())!;
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/ui\/console\/users\/users\/[0-9a-f-]{36}/);
  await expect(page.getByText(name.replace(/\(.*/, '')).first()).toBeVisible(LONG);
  await page.goBack();
  const asset = page.getByRole('table', { name: 'Top 10 active assets' }).getByRole('link').first();
  const found = await listCountAfter(page, () => asset.click(), '/api/v1/assets/assets/');
  expect(found).toBeGreaterThan(0);
  await page.goBack();

  // Online sessions card → the online sessions tab, with the same count.
  const online = await numberIn(page, /^Online sessions /);
  expect(
    await listCountAfter(
      page,
      () => page.getByRole('link', { name: /^Online sessions / }).click(),
      '/api/v1/terminal/sessions/',
    ),
  ).toBe(online);
  await page.goBack();

  // Users card → the users list, with the same count.
  const users = await numberIn(page, /^Users /);
  const listed = await listCountAfter(
    page,
    () => page.getByRole('link', { name: /^Users / }).click(),
    '/api/v1/users/users/',
  );
  expect(listed).toBe(users);
  await expect(page).toHaveURL(/\/ui\/console\/users\/users/);
});

test('audit dashboard as the auditor: counts equal their dated lists, 7/30-day switch', async ({
  page,
}) => {
  const requests = indexRequests(page);
  await signIn(page, 'auditor', 'Auditor@2023', '/ui/audit/dashboard');
  const trend = page.getByRole('figure', { name: 'Per day over the last 7 days' });
  await expect(trend.locator('[data-chart] svg rect').first()).toBeAttached(LONG);
  const logins = page.getByRole('link', { name: /^Login logs \d+/ });
  await expect(logins).toBeVisible(LONG);
  await expect(logins).toContainText(/\d+ succeeded/);

  const before = requests.length;
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page.getByRole('figure', { name: 'Per day over the last 30 days' })).toBeVisible(
    LONG,
  );
  await expect.poll(() => requests.length - before).toBe(3);
  expect(requests.slice(before).every((u) => u.searchParams.get('days') === '30')).toBe(true);
  // A card shows its 7-day number, dimmed and busy, until its 30-day figures arrive.
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0, LONG);

  for (const [name, api] of [
    [/^Login logs /, '/api/v1/audits/login-logs/'],
    [/^Operations /, '/api/v1/audits/operate-logs/'],
    [/^File transfers /, '/api/v1/audits/ftp-logs/'],
    [/^Failed logins /, '/api/v1/audits/login-logs/'],
    [/^Dangerous commands /, '/api/v1/terminal/commands/'],
  ] as const) {
    await expect(page.getByRole('link', { name })).toBeVisible(LONG);
    const shown = await numberIn(page, name);
    const listed = await listCountAfter(page, () => page.getByRole('link', { name }).click(), api);
    expect(listed, String(name)).toBe(shown);
    await page.goBack();
  }
});

test('workbench home: my sessions with reconnect, my logins, tickets waiting for me', async ({
  page,
}) => {
  await signIn(page, 'user', 'User@2023', '/ui/workbench/home');
  const sessions = page.getByRole('region', { name: 'My recent sessions' });
  await expect(sessions.getByRole('listitem').first()).toBeVisible(LONG);
  // The newest of my sessions, read back from the API, comes first with its reconnect.
  const mine = (await (await page.request.get('/api/v1/terminal/my-sessions/?limit=5')).json()) as {
    results: { asset: string; asset_id: string }[];
  };
  const newest = sessions.getByRole('listitem').first();
  await expect(newest).toContainText(mine.results[0]!.asset);
  await expect(newest.getByRole('link', { name: 'Reconnect' })).toHaveAttribute(
    'href',
    `/luna/?login_to=${mine.results[0]!.asset_id}`,
  );
  await expect(
    page
      .getByRole('region', { name: 'My most used assets' })
      .getByRole('link', { name: 'Connect' })
      .first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'My recent logins' }).getByRole('listitem').first(),
  ).toContainText(/Success|Failed/);
});

test('workbench home as an approver: pending tickets, counted like the API, open their detail', async ({
  page,
}) => {
  await signIn(page, 'approver', 'Approver@2023', '/ui/workbench/home');
  const tickets = page.getByRole('region', { name: /^Tickets waiting for my approval/ });
  const first = tickets.getByRole('listitem').first().getByRole('link');
  await expect(first).toBeVisible(LONG);
  const shown = Number(/\((\d+)\)/.exec((await tickets.locator('h3').textContent()) ?? '')?.[1]);
  const me = ((await (await page.request.get('/api/v1/users/profile/')).json()) as { id: string })
    .id;
  const api = (await (
    await page.request.get(`/api/v1/tickets/tickets/?assignees__id=${me}&state=pending&limit=1`)
  ).json()) as { count: number };
  expect(api.count).toBeGreaterThan(0);
  expect(shown).toBe(api.count);
  const title = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/ui\/tickets\/tickets\/[0-9a-f-]{36}/);
  await expect(page.getByText(title).first()).toBeVisible(LONG);
});
