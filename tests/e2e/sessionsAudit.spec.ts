/**
 * Sessions and audit (issue 14) in Chromium against the demo backend: terminating online sessions
 * from the header (they leave the Online tab once their terminal has acted) and an auditor who may
 * not terminate, whose live Online tab drops a session ended elsewhere without a click; a finished session's Basic info (its eight fields above the fold, ids and flags
 * under More details); a finished SSH session replayed in the console, jumping to its third
 * command; every log bounded to yesterday showing only yesterday's rows; the operate-log diff from
 * its row.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

interface Page1<T> {
  count: number;
  results: T[];
}

async function readJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/** `m:ss` (or `h:mm:ss`), as the replay shows a position. */
function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The backend's `2026/11/23 10:11:12 +0800` as epoch ms. */
function backendMs(value: string): number {
  const m = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2})(\d{2})$/.exec(value);
  expect(m, value).not.toBeNull();
  return Date.parse(`${m![1]}-${m![2]}-${m![3]}T${m![4]}${m![5]}:${m![6]}`);
}

test('terminates selected online sessions: they leave the Online tab and show in Offline', async ({
  page,
}) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/audit/sessions/sessions?tab=online');
  const rows = page.locator('table tbody tr');
  await expect(rows.nth(1)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Duration' })).toBeVisible();
  const ids: string[] = [];
  for (const n of [0, 1]) {
    const label = await rows
      .nth(n)
      .getByRole('button', { name: /^Terminate / })
      .getAttribute('aria-label');
    ids.push(label!.replace('Terminate ', ''));
    await rows.nth(n).getByRole('checkbox').check();
  }
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/terminal/tasks/kill-session/'),
  );
  await page
    .locator('[data-test="bulk-actions-toolbar"]')
    .getByRole('button', { name: 'Actions (2)' })
    .click();
  await page.getByRole('menuitem', { name: 'Terminate selected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  expect((await sent).postDataJSON()).toEqual(ids);
  await expect(page.getByText('Terminate task sent, please wait')).toBeVisible();
  // Once the terminal has ended them, the list refreshes without a reload: they are gone.
  for (const id of ids)
    await expect(page.getByRole('button', { name: `Terminate ${id}` })).toHaveCount(0, {
      timeout: 20_000,
    });
  for (const id of ids)
    expect(
      (await readJson<{ is_finished: boolean }>(page, `/api/v1/terminal/sessions/${id}/`))
        .is_finished,
    ).toBe(true);
  await page.getByRole('tab', { name: 'Offline' }).click();
  for (const id of ids)
    await expect(
      page
        .getByRole('button', { name: `Replay ${id}` })
        .or(page.getByRole('button', { name: `Download ${id}` }))
        .first(),
    ).toBeVisible();
});

test('an auditor replays a finished SSH session and jumps to its third command', async ({
  page,
  backend,
}) => {
  // The page's clock is Playwright's: the live Online tab's 15 s are fast-forwarded, not waited.
  await page.clock.install();
  await signIn(page, 'auditor', 'Auditor@2023', '/ui/audit/sessions/sessions?tab=online');
  // The auditor may look but not terminate.
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Terminate/ })).toHaveCount(0);

  // A session its terminal ends (no click here) leaves the live Online tab within 30 s by itself.
  const latest = await readJson<Page1<{ id: string }>>(
    page,
    '/api/v1/terminal/sessions/?is_finished=0&order=-date_start&limit=1&offset=0',
  );
  const online = String(latest.results[0]!.id);
  const listed = page.getByRole('row', { name: online });
  await expect(listed).toHaveCount(1);
  const row = backend.state.store.rows('terminal.sessions').find((s) => String(s.id) === online)!;
  Object.assign(row, {
    is_finished: true,
    can_terminate: false,
    date_end: new Date().toISOString(),
  });
  backend.state.store.touch();
  await page.clock.fastForward(30_000);
  await expect(listed).toHaveCount(0);
  await expect(page.locator('table tbody tr').first()).toBeVisible();

  const finished = await readJson<Page1<Record<string, unknown>>>(
    page,
    '/api/v1/terminal/sessions/?is_finished=1&protocol=ssh&limit=100&offset=0',
  );
  const session = finished.results.find(
    (s) => s.can_replay === true && Number(s.command_amount) >= 3,
  )!;
  expect(session).toBeDefined();
  const sid = String(session.id);
  const commands = await readJson<Page1<{ input: string; timestamp: number }>>(
    page,
    `/api/v1/terminal/commands/?session_id=${sid}&order=timestamp&limit=30&offset=0`,
  );
  // Its Basic info at 1440×900: Lina's eight, all above the fold; ids and flags under More details.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/ui/audit/sessions/sessions/${sid}`);
  const basic = page.locator('dl').first();
  const labels = [
    'User',
    'Asset',
    'Account',
    'Protocol',
    'Login from',
    'Remote addr',
    'Date start',
    'Date end',
  ];
  await expect(basic.locator('dt')).toHaveText(labels);
  for (const dd of await basic.locator('dd').all()) await expect(dd).toBeInViewport({ ratio: 1 });
  await expect(basic.locator('dd').first()).toHaveText(String(session.user));
  const aside = ['ID', 'User ID', 'Organization ID', 'Can replay', 'Is finished'];
  const term = (label: string) => page.locator('dt').filter({ hasText: new RegExp(`^${label}$`) });
  for (const label of aside) await expect(term(label)).toHaveCount(0);
  const more = page.getByRole('button', { name: 'More details' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  for (const label of aside) await expect(term(label)).toHaveCount(1);
  await expect(term('ID').locator('xpath=following-sibling::dd[1]')).toHaveText(sid);
  await page.getByRole('button', { name: 'Replay', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Replay:/ });
  const jumps = dialog.getByRole('button', { name: /^Play from / });
  await expect(jumps).toHaveCount(commands.count);
  const replay = await readJson<{ date_start: string }>(
    page,
    `/api/v1/terminal/sessions/${sid}/replay/`,
  );
  const start = Math.floor(Date.parse(replay.date_start) / 1000);
  const third = commands.results[2]!;
  const at = third.timestamp - start;
  await expect(dialog.getByRole('region', { name: 'Session recording' })).toBeVisible();
  await jumps.nth(2).click();
  const position = dialog.getByRole('status', { name: 'Position' });
  await expect(position).toHaveText(new RegExp(`^${clock(at)} / `));
  // The recording at that moment shows the command's line.
  await expect(dialog.locator('.ap-term')).toContainText(third.input);
  // Played at 8×, the player's time moves on from there.
  await dialog.getByRole('button', { name: '8×' }).click();
  await dialog.locator('.ap-playback-button').click();
  await expect
    .poll(async () => (await position.textContent())?.split(' / ')[0])
    .not.toBe(clock(at));
  await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    `/api/v1/terminal/sessions/${sid}/replay/download/`,
  );
});

const LOGS = [
  { path: 'sessions/ftp', api: '/api/v1/audits/ftp-logs/', field: 'date_start' },
  { path: 'audits/operate-logs', api: '/api/v1/audits/operate-logs/', field: 'datetime' },
  {
    path: 'audits/password-change-log',
    api: '/api/v1/audits/password-change-logs/',
    field: 'datetime',
  },
  { path: 'audits/job-execution-log', api: '/api/v1/audits/job-logs/', field: 'date_start' },
  { path: 'audits/login-logs', api: '/api/v1/audits/login-logs/', field: 'datetime' },
] as const;

test('every log bounded to yesterday shows only yesterday’s rows', async ({ page }) => {
  // Yesterday in the browser's zone (Asia/Shanghai, +08:00, no daylight saving).
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
  const from = Date.parse(`${yesterday}T00:00:00+08:00`);
  const to = Date.parse(`${yesterday}T23:59:59+08:00`);
  await signIn(page, 'admin', 'ChangeMe', `/ui/audit/${LOGS[0].path}`);
  for (const log of LOGS) {
    await page.goto(`/ui/audit/${log.path}`);
    // The list's default range (the last 7 days) is in place before the user picks another.
    const fromBox = page.getByRole('textbox', { name: 'From', exact: true });
    await expect(fromBox).not.toHaveValue('');
    const bounded = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return (
        url.pathname === log.api &&
        Date.parse(url.searchParams.get('date_from') ?? '') === from &&
        Date.parse(url.searchParams.get('date_to') ?? '') === to
      );
    });
    const fromSent = page.waitForRequest(
      (r) =>
        new URL(r.url()).pathname === log.api &&
        Date.parse(new URL(r.url()).searchParams.get('date_from') ?? '') === from,
    );
    await fromBox.fill(`${yesterday}T00:00:00`);
    // The range is applied as the user sets each end (one after the other).
    await fromSent;
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(`${yesterday}T23:59:59`);
    const response = await bounded;
    const shown = (await response.json()) as Page1<Record<string, string>>;
    // Read back from the API: the same rows, every one of them yesterday.
    const q = new URL(response.url()).searchParams;
    const api = await readJson<Page1<Record<string, string>>>(
      page,
      `${log.api}?date_from=${encodeURIComponent(q.get('date_from')!)}&date_to=${encodeURIComponent(q.get('date_to')!)}&limit=100&offset=0`,
    );
    expect(shown.count, log.path).toBe(api.count);
    for (const row of api.results) {
      const ms = backendMs(row[log.field]!);
      expect(ms, `${log.path} ${row[log.field]}`).toBeGreaterThanOrEqual(from);
      expect(ms, `${log.path} ${row[log.field]}`).toBeLessThanOrEqual(to);
    }
    const rows = page.locator('table tbody tr');
    if (shown.results.length) await expect(rows).toHaveCount(shown.results.length);
  }
});

test('an operate-log row opens what the operation changed', async ({ page }) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/audit/audits/operate-logs');
  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toBeVisible();
  // The first row on the page whose operation changed something (read from the API).
  let picked: { n: number; diff: { field: string; before: string; after: string }[] } | null = null;
  for (let n = 0; n < (await rows.count()) && !picked; n++) {
    const href = await rows.nth(n).getByRole('link').first().getAttribute('href');
    const logId = href!.split('/').filter(Boolean).at(-1)!;
    const { diff } = await readJson<{ diff: { field: string; before: string; after: string }[] }>(
      page,
      `/api/v1/audits/operate-logs/${logId}/?type=action_detail`,
    );
    if (diff.length) picked = { n, diff };
  }
  expect(picked).not.toBeNull();
  await rows
    .nth(picked!.n)
    .getByRole('button', { name: /^Details/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Details of the change' });
  const lines = dialog.getByRole('row');
  await expect(lines).toHaveCount(picked!.diff.length + 1);
  const first = picked!.diff[0]!;
  await expect(lines.nth(1)).toContainText(first.field);
  await expect(lines.nth(1)).toContainText(first.after);
});
