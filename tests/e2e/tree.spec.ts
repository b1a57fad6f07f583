/**
 * The side tree filters the asset list (issue 12 §4) and its node actions write through the node
 * API; a dated list sends its range as the API's parameters and shows only rows inside it (issue 12
 * §7).
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

const ASSETS = '/ui/console/assets/assets';
const TREE = '/api/v1/assets/nodes/children/tree/';

interface TreeNode {
  id: string;
  name: string;
  meta?: { type: string; data: { id?: string } };
}

const isAssetList = (r: Request) =>
  r.method() === 'GET' && new URL(r.url()).pathname === '/api/v1/assets/assets/';

/** Opens the asset list; returns the tree's first answer and the org header it went with. */
async function openAssets(page: Page): Promise<{ nodes: TreeNode[]; org: string }> {
  const first = page.waitForResponse((r) => new URL(r.url()).pathname === TREE);
  await signIn(page, 'admin', 'ChangeMe', ASSETS);
  const answer = await first;
  await expect(page.getByRole('tree', { name: 'Asset tree' })).toBeVisible({ timeout: 20_000 });
  return {
    nodes: (await answer.json()) as TreeNode[],
    org: answer.request().headers()['x-jms-org'] ?? '',
  };
}

function label(page: Page, name: RegExp) {
  return page.getByRole('tree').locator('.MuiTreeItem-label').filter({ hasText: name });
}

async function children(page: Page, org: string, key: string): Promise<TreeNode[]> {
  const res = await page.request.get(`${TREE}?assets=0&key=${encodeURIComponent(key)}`, {
    headers: { 'X-JMS-ORG': org },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as TreeNode[];
}

test('a tree node filters the asset list by node_id, in the URL, and a reload keeps it', async ({
  page,
}) => {
  const { nodes } = await openAssets(page);
  const staging = nodes.find((n) => /^Staging \(\d+\)$/.test(n.name))!;
  const uuid = staging.meta!.data.id!;

  const filtered = page.waitForRequest(
    (r) => isAssetList(r) && new URL(r.url()).searchParams.get('node_id') === uuid,
  );
  await label(page, /^Staging \(\d+\)$/).click();
  await filtered;
  await expect(page.getByText(/^Node: Staging/)).toBeVisible();
  const url = new URL(page.url());
  expect(JSON.parse(url.searchParams.get('node')!)).toMatchObject({ id: staging.id });

  const again = page.waitForRequest(
    (r) => isAssetList(r) && new URL(r.url()).searchParams.get('node_id') === uuid,
  );
  await page.reload();
  await again;
  await expect(page.getByText(/^Node: Staging/)).toBeVisible({ timeout: 20_000 });
});

test('create a child node, rename it, delete it: each read back from the API', async ({ page }) => {
  const { nodes, org } = await openAssets(page);
  const cloud = nodes.find((n) => /^Cloud \(\d+\)$/.test(n.name))!;
  const name = `E2E ${Date.now()}`;

  await label(page, /^Cloud \(\d+\)$/).click();
  await page.getByRole('button', { name: 'Create child node' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename node' });
  await expect(dialog).toBeVisible();
  const created = (await children(page, org, cloud.id)).find((n) => /^New node \d+/.test(n.name));
  expect(created).toBeTruthy();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await children(page, org, cloud.id)).map((n) => n.name))
    .toContain(`${name} (0)`);

  // Open Cloud, pick the new node, delete it.
  await page
    .getByRole('treeitem', { name: /^Cloud/ })
    .locator('.MuiTreeItem-iconContainer')
    .first()
    .click();
  await label(page, new RegExp(`^${name} \\(0\\)$`)).click();
  await expect(page.getByText(`Node: ${name} (0)`)).toBeVisible();
  await page.getByRole('button', { name: 'Delete node' }).click();
  await page
    .getByRole('dialog', { name: 'Delete node' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Node deleted')).toBeVisible();
  expect((await children(page, org, cloud.id)).map((n) => n.name)).not.toContain(`${name} (0)`);
  await expect(page.getByText(`Node: ${name} (0)`)).toBeHidden();
});

test('the commands list sends its date range and shows only commands inside it', async ({
  page,
}) => {
  const isCommands = (r: Request) =>
    r.method() === 'GET' && new URL(r.url()).pathname === '/api/v1/terminal/commands/';
  const first = page.waitForResponse((r) => isCommands(r.request()));
  await signIn(page, 'admin', 'ChangeMe', '/ui/audit/sessions/command');
  const week = await first;
  const q = new URL(week.url()).searchParams;
  // The first request already names the storage the page chose (the server lists none without).
  expect(q.get('command_storage_id')).toBeTruthy();
  const from = Date.parse(q.get('date_from')!);
  const to = Date.parse(q.get('date_to')!);
  // The last 7 days: from 00:00:01 seven days back to 23:59:59 today (local time).
  expect((to - from) / 86_400_000).toBeGreaterThan(7);
  expect((to - from) / 86_400_000).toBeLessThan(8.01);
  const rows = ((await week.json()) as { results: { timestamp: number }[] }).results;
  for (const r of rows) {
    expect(r.timestamp * 1000).toBeGreaterThanOrEqual(from - 1000);
    expect(r.timestamp * 1000).toBeLessThanOrEqual(to + 1000);
  }

  const day = page.waitForResponse(
    (r) =>
      isCommands(r.request()) &&
      Date.parse(new URL(r.url()).searchParams.get('date_from') ?? '') > from + 86_400_000,
  );
  // The storage tree is read again with the new range: its counts are the list's.
  const tree = page.waitForRequest(
    (r) =>
      new URL(r.url()).pathname === '/api/v1/terminal/command-storages/tree/' &&
      Date.parse(new URL(r.url()).searchParams.get('date_from') ?? '') > from + 86_400_000,
  );
  await page.getByRole('button', { name: 'Range' }).click();
  await page.getByRole('menuitem', { name: 'Last 24 hours' }).click();
  const lastDay = await day;
  const dq = new URL(lastDay.url()).searchParams;
  expect(new URL((await tree).url()).searchParams.get('date_from')).toBe(dq.get('date_from'));
  const dayFrom = Date.parse(dq.get('date_from')!);
  const dayTo = Date.parse(dq.get('date_to')!);
  expect(dayTo - dayFrom).toBe(86_400_000);
  const body = (await lastDay.json()) as { count: number; results: { timestamp: number }[] };
  for (const r of body.results) expect(r.timestamp * 1000).toBeGreaterThanOrEqual(dayFrom - 1000);
  // Narrower range, no more rows than the week's.
  expect(body.count).toBeLessThanOrEqual(((await week.json()) as { count: number }).count);
});

test('leaving the commands list before its storage tree answers does not bring the user back', async ({
  page,
}) => {
  // The storage tree's answer is held: the list will choose the first storage once it arrives.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((r) => (answer = r));
  await page.route('**/api/v1/terminal/command-storages/tree/**', async (route) => {
    await answered;
    await route.continue();
  });
  const asked = page.waitForRequest((r) => r.url().includes('/command-storages/tree/'));
  await signIn(page, 'admin', 'ChangeMe', '/ui/audit/sessions/command');
  await asked;
  await expect(page.getByRole('heading', { level: 1, name: 'Commands' })).toBeVisible();
  // The dashboard's code is held too: React keeps the commands page mounted meanwhile.
  const held: (() => Promise<void>)[] = [];
  await page.route('**/Dashboard-*.js', (route) => void held.push(() => route.continue()));
  await page.evaluate(() => {
    window.history.pushState(null, '', '/ui/audit/dashboard');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // The tree answers while the commands page is still on screen, and draws its storages there.
  answer();
  await expect(
    page
      .getByRole('tree')
      .getByText(/\(server\)/)
      .first(),
  ).toBeVisible();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
  await Promise.all(held.map((go) => go()));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/ui/audit/dashboard');
});

test('an address the router has not taken yet is not overwritten by the storage tree', async ({
  page,
}) => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((r) => (answer = r));
  await page.route('**/api/v1/terminal/command-storages/tree/**', async (route) => {
    await answered;
    await route.continue();
  });
  const asked = page.waitForRequest((r) => r.url().includes('/command-storages/tree/'));
  await signIn(page, 'admin', 'ChangeMe', '/ui/audit/sessions/command');
  await asked;
  await expect(page.getByRole('heading', { level: 1, name: 'Commands' })).toBeVisible();
  // Back, Forward or a pushed address: the browser's address changes before the router hears of it.
  await page.evaluate(() => window.history.pushState(null, '', '/ui/audit/sessions/ftp'));
  answer();
  await expect(
    page
      .getByRole('tree')
      .getByText(/\(server\)/)
      .first(),
  ).toBeVisible();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate', { state: null })));
  await expect(page.getByRole('heading', { level: 1, name: 'File transfers' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/ui/audit/sessions/ftp');
});

test('an address moved just after the storage choice is written is not overwritten either', async ({
  page,
}) => {
  // The list writes its choice in two steps: the storage, then (on that render) the date range
  // it lost by having a parameter. The browser's address moves in between, before the router
  // hears of it (Back pressed then): the second step must not overwrite it.
  await page.addInitScript(() => {
    const replace = history.replaceState.bind(history);
    history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
      replace(state, unused, url);
      const search = new URL(String(url ?? ''), window.location.href).searchParams;
      if (search.has('node') && !search.has('filter'))
        history.pushState(null, '', '/ui/audit/sessions/ftp');
    };
  });
  await signIn(page, 'admin', 'ChangeMe', '/ui/audit/sessions/command');
  await expect
    .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
    .toBe('/ui/audit/sessions/ftp');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate', { state: null })));
  await expect(page.getByRole('heading', { level: 1, name: 'File transfers' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/ui/audit/sessions/ftp');
});

/** The drawn names cut or on more than one line, and whether the search box sticks out. */
function crowded(page: Page) {
  return page.evaluate(() => {
    const panel = document.querySelector('aside')!.getBoundingClientRect();
    const search = document.querySelector('aside input[type="search"]')!.getBoundingClientRect();
    const labels = [...document.querySelectorAll<HTMLElement>('[role="tree"] .MuiTreeItem-label')];
    const line = (el: HTMLElement) => parseFloat(getComputedStyle(el).lineHeight) || 24;
    return {
      names: labels.map((el) => el.textContent),
      crowded: labels
        .filter((el) => el.scrollWidth > el.clientWidth || el.clientHeight >= 2 * line(el))
        .map((el) => el.textContent),
      searchOut: search.right > panel.right || search.width < 60,
    };
  });
}

test('the tree panel resizes from its edge and hides; both are remembered', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAssets(page);
  // At its default width a name and its count stay on one line, whole, as does the search box.
  await expect(label(page, /^Development \(\d+\)$/)).toBeVisible();
  const atFirst = await crowded(page);
  expect(atFirst.names.length).toBeGreaterThan(1);
  expect(atFirst.crowded).toEqual([]);
  expect(atFirst.searchOut).toBe(false);
  const panel = page.getByRole('complementary', { name: 'Tree' });
  const handle = page.getByRole('separator', { name: 'Resize the tree' });
  const before = (await panel.boundingBox())!.width;
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 100);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 100, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await panel.boundingBox())!.width).toBeGreaterThan(before + 80);
  await handle.focus();
  await page.keyboard.press('ArrowLeft');
  const wide = (await panel.boundingBox())!.width;
  await page.getByRole('button', { name: 'Hide the tree' }).click();
  await expect(panel).toBeHidden();
  await page.reload();
  await page.getByRole('button', { name: 'Show the tree' }).click();
  await expect(panel).toBeVisible();
  expect(Math.abs((await panel.boundingBox())!.width - wide)).toBeLessThan(2);
});
