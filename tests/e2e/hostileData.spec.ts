/**
 * Hostile data (issue 21 §3): script-injection and formatting payloads seeded into the free-text
 * fields of every collection the demo backend holds (names, comments, titles, addresses, messages,
 * commands, output), then a list, a detail and a form of every view and the dashboards opened: no
 * payload runs a script or opens an alert, interpolation strings stay literal, and a 10,000-character
 * value does not stretch its row. Pages come from the route map, so later screens are covered too.
 * The messages drawer, a message's sanitised body and a confirm dialog naming a record follow.
 * (CSV exports: tests/integration/mock/exportImport.test.ts, formula-like cells.)
 */
import { ROUTES } from '../../src/shell/routeMap';
import type { RouteEntry } from '../../src/shell/routeModel';
import { expect, test } from './demoServer';
import { idPath, visit } from './pageWalk';
import { PAYLOADS, RAN, seedHostile } from './hostileCorpus';
import { signIn } from './support';

let tried = 0;
let handled = 0;

test.afterAll(() => {
  console.log(`hostile data: tried ${tried}, handled ${handled}`);
});

/** Every resource list, and a detail and a form of every view, plus the dashboards. */
function pagesToOpen(): RouteEntry[] {
  const isScreen = (e: RouteEntry, s: string) =>
    e.target.kind === 'resource' && e.target.screen === s && !e.hidden;
  const views = [...new Set(ROUTES.map((e) => e.meta.view).filter(Boolean))];
  return [
    ...ROUTES.filter((e) => isScreen(e, 'list')),
    ...views.flatMap((v) =>
      ['show', 'edit']
        .map((s) => ROUTES.find((e) => e.meta.view === v && isScreen(e, s)))
        .filter((e) => !!e),
    ),
    ...ROUTES.filter((e) => /dashboard$/.test(e.path)),
  ];
}

test('payloads in every text field run nothing and break no layout', async ({ page, backend }) => {
  test.setTimeout(300_000);
  seedHostile(backend);
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/users/groups');
  await expect(page.locator('main h1').first()).not.toBeEmpty({ timeout: 15_000 });
  // The payloads are on screen as text (so the checks below can fail): literal, long value included.
  await expect(
    page.getByText('%{smart_count} {{constructor', { exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByText(`${PAYLOADS[0]} 0`).first()).toBeVisible();
  await expect(page.getByText(/^W{200}/).first()).toBeVisible();
  const failures: string[] = [];
  for (const entry of pagesToOpen()) {
    const path = entry.path.includes(':') ? await idPath(page, entry) : entry.path;
    if (!path) continue;
    tried++;
    try {
      await visit(page, path);
      const ran = await page.evaluate(
        () => (window as { __hostileRan?: number }).__hostileRan ?? 0,
      );
      expect(ran, 'scripts run by payloads').toBe(0);
      expect(alerts, 'alerts opened').toEqual([]);
      // A 10,000-character value is cut, not wrapped: no row grows taller than a screen.
      const tallest = await page.evaluate(() =>
        Math.max(
          0,
          ...Array.from(document.querySelectorAll('main tbody tr')).map(
            (r) => r.getBoundingClientRect().height,
          ),
        ),
      );
      expect(tallest, 'tallest table row (px)').toBeLessThan(400);
      handled++;
    } catch (e) {
      failures.push(`${path}: ${String(e).split('\n').slice(0, 3).join(' ')}`);
    }
  }
  expect(failures).toEqual([]);
});

test('hostile site messages and names run nothing in the messages drawer and in dialogs', async ({
  page,
  backend,
}) => {
  const contents = backend.state.store.collections.get('notifications.site_message_contents')!;
  contents.forEach((row, i) => {
    row.subject = `${PAYLOADS[i % PAYLOADS.length]} ${i}`;
    row.message = `<p>${PAYLOADS[i % PAYLOADS.length]}</p><img src=x onerror="${RAN}"><a href="javascript:${RAN}">more</a>`;
  });
  const groups = backend.state.store.collections.get('users.user_groups')!;
  groups.find((g) => g.org_id === '00000000-0000-0000-0000-000000000002')!.name = PAYLOADS[0]!;
  backend.state.store.touch();
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  const ran = () => page.evaluate(() => (window as { __hostileRan?: number }).__hostileRan ?? 0);
  tried += 3; // the drawer, a message, a confirm dialog
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/users/groups');

  await page.getByRole('button', { name: /^Site messages: \d+ unread$/ }).click();
  const drawer = page.getByRole('region', { name: 'Site messages' });
  // The subjects are there as text.
  await expect(
    drawer
      .getByRole('listitem')
      .filter({ hasText: /(onerror|onload|%\{)/ })
      .first(),
  ).toBeVisible();
  await drawer.getByRole('listitem').first().getByRole('button').first().click();
  const message = page.getByRole('dialog').filter({ hasText: 'more' });
  await expect(message.getByText('more')).toBeVisible();
  // Sanitised: the markup is shown or dropped, never run; no javascript: link survives.
  expect(await message.locator('[onerror], [onload], script').count()).toBe(0);
  expect(await message.locator('a[href^="javascript"]').count()).toBe(0);
  await message.getByRole('button', { name: 'Close' }).click();
  await drawer.getByRole('button', { name: 'Close' }).click();

  // A confirm dialog names the record: its name stays text.
  const row = page.getByRole('row').filter({ hasText: PAYLOADS[0]! });
  await row.getByRole('button', { name: /^More / }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(PAYLOADS[0]!);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect(await ran(), 'scripts run by payloads').toBe(0);
  expect(alerts, 'alerts opened').toEqual([]);
  handled += 3;
});
