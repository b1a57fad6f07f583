/**
 * Terminal management and the network tools in Chromium against the demo backend: ping a demo host
 * and stop it; add an S3 replay storage, test it (the server's failure message), make it the
 * default; add an endpoint rule and see the smart match send its addresses to that endpoint. State
 * is read back from the API.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

const T = { timeout: 15_000 };
type Json = Record<string, unknown>;

async function readJson<T = Json>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

test('ping a demo host: replies stream in, then Stop ends the run', async ({ page }) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/settings/tools');
  // The demo server answers for itself (loopback), as every host of its inventory does.
  const host = '127.0.0.1';
  await page.getByRole('textbox', { name: 'Host' }).fill(host);
  await page.getByRole('button', { name: 'Run' }).click();
  const log = page.getByRole('log', { name: 'Output' });
  await expect(log).toContainText(`64 bytes from ${host}: icmp_seq=0`, T);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Stopped')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run' })).toBeEnabled();
  await expect(log).not.toContainText('ping statistics');
});

test('add an S3 replay storage, test it, set it as the default', async ({ page }) => {
  await signIn(
    page,
    'admin',
    'ChangeMe',
    '/ui/settings/terminal?tab=replayStorages',
  );
  const name = `e2e-s3-${Date.now()}`;
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'S3', exact: true }).click();
  await expect(page).toHaveURL(/replay-storage\/create\?type=s3/);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Bucket' }).fill('replays');
  await page.getByRole('textbox', { name: 'Access key' }).fill('AKIAE2E');
  await page.getByLabel('Secret key').fill('e2e-secret');
  await page.getByRole('textbox', { name: 'Endpoint' }).fill('https://s3.us-east-1.amazonaws.com');
  const created = page.waitForResponse(
    (r) =>
      r.url().includes('/api/v1/terminal/replay-storages/?type=s3') &&
      r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(/settings\/terminal\?tab=replayStorages/);

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible(T);
  await page.getByRole('button', { name: `More ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Test connection' }).click();
  await expect(
    page.getByText(
      'Test failure: Could not connect to the endpoint URL: "https://s3.us-east-1.amazonaws.com/replays"',
    ),
  ).toBeVisible(T);

  await page.getByRole('button', { name: `More ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Set as default' }).click();
  await expect
    .poll(async () => {
      const all = await readJson<Json[]>(page, '/api/v1/terminal/replay-storages/');
      return all.filter((s) => s.is_default).map((s) => s.name);
    }, T)
    .toEqual([name]);
  // The default has no Delete (nor Set as default); put the local storage back for other runs.
  await expect(row.getByRole('cell', { name: 'Yes' })).toBeVisible(T);
  await page.getByRole('button', { name: `More ${name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Test connection' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Delete|Set as default/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const all = await readJson<Json[]>(page, '/api/v1/terminal/replay-storages/');
  const local = all.find((s) => s.name === 'default')!;
  const reset = await page.request.patch(`/api/v1/terminal/replay-storages/${String(local.id)}/`, {
    data: { is_default: true },
    headers: {
      'X-CSRFToken':
        (await page.context().cookies()).find((c) => c.name === 'jms_csrftoken')?.value ?? '',
    },
  });
  expect(reset.status()).toBe(200);
});

test('add an endpoint rule and see an address in its range matched to its endpoint', async ({
  page,
}) => {
  await signIn(
    page,
    'admin',
    'ChangeMe',
    '/ui/settings/terminal?tab=endpointRules',
  );
  const name = `e2e-rule-${Date.now()}`;
  const priority = 40 + (Date.now() % 50);
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  const ips = page.getByRole('combobox', { name: 'IP' });
  // The default `*` goes: this rule holds only its own range.
  await ips.press('Backspace');
  await expect(page.getByRole('button', { name: '*', exact: true })).toHaveCount(0);
  await ips.fill('192.168.77.0/24');
  await ips.press('Enter');
  await page.getByRole('spinbutton', { name: /Priority/ }).fill(String(priority));
  await page.getByRole('combobox', { name: 'Endpoint' }).click();
  await page.getByRole('option', { name: 'Tokyo' }).click();
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/terminal/endpoint-rules/') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  const sent = (await created).request().postDataJSON() as Json;
  expect(sent).toMatchObject({ name, ip_group: ['192.168.77.0/24'], priority });
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible(T);
  const smart = await readJson(
    page,
    '/api/v1/terminal/endpoints/smart/?protocol=ssh&target_ip=192.168.77.20',
  );
  expect(smart.name).toBe('Tokyo');
  const outside = await readJson(
    page,
    '/api/v1/terminal/endpoints/smart/?protocol=ssh&target_ip=192.168.78.20',
  );
  expect(outside.name).toBe('Default');
});

// The shell sends a user without the settings view back to a view they have (never a blank page).
test('an organisation admin cannot reach any terminal management page', async ({ page }) => {
  await signIn(page, 'orgadmin', 'Orgadmin@2023', '/ui/console/dashboard');
  for (const path of [
    '/ui/settings/terminal',
    '/ui/settings/terminal?tab=replayStorages',
    '/ui/settings/terminal/replay-storage/create?type=s3',
    '/ui/settings/terminal/endpoint-rule/create',
    '/ui/settings/tools',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/ui\/console\//, T);
    await expect(page.locator('main h1'), path).not.toBeEmpty(T);
    await expect(page.getByRole('tab', { name: 'Replay storages' }), path).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Run' }), path).toHaveCount(0);
  }
});
