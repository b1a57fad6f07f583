/**
 * The console behind a real nginx (issue 36): Debian's nginx serves dist/ with deploy/nginx.conf,
 * the same file the image uses, behind a front proxy that sends the backend's paths to the demo
 * backend, as the platform's does (nginxSite.ts). Client routes, old hash links, cache headers,
 * MIME types, the precompressed files as nginx sends them, the site-message websocket through the
 * proxy, a day's work (sign in, a list, a form saved, sign out) and the Content-Security-Policy on
 * every page the route sweep visits.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { ENCODINGS } from '../../scripts/lib/precompress';
import type { Page } from '@playwright/test';
import { expect, test, TYPE_SAMPLES } from './nginxSite';
import { settle, sweepRoutes, visit } from './pageWalk';
import { signInThroughLoginPage } from './support';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request as a client sends it, the body as it came on the wire (never decompressed). */
function raw(origin: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The entry script index.html names, as a path under /ui/. */
function entryScript(dist: string): string {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return /<script type="module" crossorigin src="\/ui\/([^"]+)"/.exec(html)![1]!;
}

test('a deep link, a reload and an old hash link open the page they name', async ({ page }) => {
  await signInThroughLoginPage(page, 'admin', 'ChangeMe', '/ui/console/users/users');
  await expect(page).toHaveURL(/\/ui\/console\/users\/users/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/ui\/console\/users\/users/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.goto('/ui/#/console/users/groups');
  await expect(page).toHaveURL(/\/ui\/console\/users\/groups$/);
  await expect(page.locator('main h1')).toHaveText('User groups');

  // `/` and paths outside /ui/ lead under /ui/, as with the Vue console's image.
  await page.goto('/console/assets/hosts');
  await expect(page).toHaveURL(/\/ui\/console\/assets\/hosts$/);
  await expect(page.locator('main h1')).toHaveText('Hosts');
});

test('redirects name a path, not the console server’s own port', async ({ site }) => {
  for (const [from, to] of [
    ['/', '/ui/'],
    ['/ui', '/ui/'],
    ['/audit/sessions?tab=online', '/ui/audit/sessions?tab=online'],
  ]) {
    const res = await raw(site.origin, from!);
    expect(res.status, from).toBe(302);
    expect(res.headers.location, from).toBe(to);
  }
});

test('index.html is revalidated on every load, hashed files are cached for a year', async ({
  site,
}) => {
  const html = await raw(site.origin, '/ui/console/users/users');
  expect(html.status).toBe(200);
  expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(html.headers['cache-control']).toBe('no-cache');
  expect(html.body.toString()).toBe(readFileSync(join(site.dist, 'index.html'), 'utf8'));

  const entry = await raw(site.origin, `/ui/${entryScript(site.dist)}`);
  expect(entry.status).toBe(200);
  expect(entry.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(entry.headers['x-content-type-options']).toBe('nosniff');

  // An old build's chunk is missing, not index.html under its name, and not cached.
  const gone = await raw(site.origin, '/ui/assets/index-00000000.js');
  expect(gone.status).toBe(404);
  expect(gone.headers['cache-control']).toBeUndefined();
});

test('every type the console ships is sent with its MIME type', async ({ site }) => {
  for (const [name, type] of Object.entries(TYPE_SAMPLES)) {
    const res = await raw(site.origin, `/ui/types/${name}`);
    expect(res.status, name).toBe(200);
    expect(res.headers['content-type']?.split(';')[0], name).toBe(type);
  }
});

test('nginx sends the precompressed files as they are: brotli, else gzip, else the file', async ({
  site,
}) => {
  const entry = entryScript(site.dist);
  const file = join(site.dist, entry);
  for (const [accept, encoding, body] of [
    ['gzip, deflate, br', 'br', readFileSync(file + ENCODINGS.br)],
    ['gzip, deflate', 'gzip', readFileSync(file + ENCODINGS.gzip)],
    ['identity', undefined, readFileSync(file)],
  ] as const) {
    const res = await raw(site.origin, `/ui/${entry}`, { 'Accept-Encoding': accept });
    expect(res.headers['content-encoding'], accept).toBe(encoding);
    expect(res.headers['content-length'], accept).toBe(String(body.length));
    expect(res.body.equals(body), accept).toBe(true);
    expect(res.headers.vary, accept).toBe('Accept-Encoding');
  }
});

test('the site-message websocket connects through the front proxy and hears its count', async ({
  page,
  site,
}) => {
  const socket = page.waitForEvent(
    'websocket',
    (ws) => ws.url() === `${site.origin.replace('http', 'ws')}/ws/notifications/site-msg/`,
  );
  await signInThroughLoginPage(page, 'admin', 'ChangeMe', '/ui/console/users/users');
  const ws = await socket;
  const frame = await ws.waitForEvent('framereceived');
  expect(JSON.parse(String(frame.payload))).toMatchObject({ type: 'unread_count' });
  expect(ws.isClosed()).toBe(false);
});

test('a day’s work: sign in, a list, a form saved, sign out', async ({ page, backend }) => {
  await signInThroughLoginPage(page, 'admin', 'ChangeMe', '/ui/console/users/groups');
  await expect(page.getByRole('link', { name: 'Auditors', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Night shift');
  await page.getByRole('textbox', { name: 'Comment' }).fill('saved through nginx');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ui\/console\/users\/groups\?/);
  const saved = backend.state.store.rows('users.user_groups').find((g) => g.name === 'Night shift');
  expect(saved?.comment).toBe('saved through nginx');

  await page.getByRole('button', { name: /Account$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/core\/auth\/login\//);
  expect((await page.request.get('/api/v1/users/profile/')).status()).toBe(401);
});

/**
 * Every Content-Security-Policy violation the page meets from now on, across navigations: the
 * documents' `securitypolicyviolation` events and the browser's own console reports.
 */
async function cspViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (what: string) => seen.push(what));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation(what: string): void }).__cspViolation;
      report(`${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/.test(m.text())) seen.push(`console: ${m.text()}`);
  });
  return seen;
}

test('the Content-Security-Policy holds on every page the route sweep visits', async ({ page }) => {
  test.setTimeout(600_000);
  const violations = await cspViolations(page);
  await signInThroughLoginPage(page, 'admin', 'ChangeMe', '/ui/console/dashboard');
  await settle(page);
  // The policy is there and the watch sees what it blocks: an inline script does not run.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
  });
  await expect.poll(() => violations.join('\n')).toContain('script-src-elem blocked inline');
  expect(violations.join('\n')).toContain('console: Executing inline script violates');
  expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
  violations.length = 0;

  const routes = await sweepRoutes(page);
  expect(routes.length).toBeGreaterThan(150);
  for (const { path } of routes) {
    if (path === null) continue;
    await test.step(path, async () => {
      await visit(page, path);
      expect.soft(violations, path).toEqual([]);
      violations.length = 0;
    });
  }
});

test('the editor and the replay player run under the policy', async ({ page }) => {
  const violations = await cspViolations(page);
  await signInThroughLoginPage(page, 'admin', 'ChangeMe', '/ui/workbench/ops/quick-job');
  await expect(page.getByTestId('command-editor').locator('.ace_content')).toBeVisible();

  // An SSH session's asciicast: the player's terminal is WebAssembly, its recording from /media/.
  const get = async <T>(url: string) => (await (await page.request.get(url)).json()) as T;
  const sessions = await get<{
    results: { id: string; can_replay: boolean; command_amount: unknown }[];
  }>('/api/v1/terminal/sessions/?is_finished=1&protocol=ssh&limit=100&offset=0');
  const sid = sessions.results.find((s) => s.can_replay && Number(s.command_amount) >= 3)!.id;
  const commands = await get<{ results: { input: string }[] }>(
    `/api/v1/terminal/commands/?session_id=${sid}&order=timestamp&limit=30&offset=0`,
  );
  await page.goto(`/ui/audit/sessions/sessions/${sid}`);
  await page.getByRole('button', { name: 'Replay', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Replay:/ });
  // At its third command, the recording shows the command's line (as in sessionsAudit.spec.ts):
  // the jump once the player is there, or it has nothing to move.
  await expect(dialog.getByRole('region', { name: 'Session recording' })).toBeVisible();
  await dialog
    .getByRole('button', { name: /^Play from / })
    .nth(2)
    .click();
  await expect(dialog.locator('.ap-term')).toContainText(commands.results[2]!.input);
  expect(violations).toEqual([]);
});
