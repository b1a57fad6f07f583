/**
 * The links the backend writes into mails, site messages and API answers (docs/shell.md §3.6: the
 * eleven URL shapes, hash form under /ui/#/, `?oid=` of the record's organisation, `?type=` of the
 * ticket), each opened cold in Chromium: by someone who may see the record while another
 * organisation is current (the record shows, nothing is switched for good), by someone who may not
 * (the page says so), and signed out (the sign-in leads back to the link).
 */
import type { Page } from '@playwright/test';
import type { Backend } from '../../mock/backend';
import { ORG_TOKYO } from '../../mock/seed';
import { expect, test } from './demoServer';

const ORG_DEFAULT = '00000000-0000-0000-0000-000000000002';
const LOAD = { timeout: 20_000 };

type Row = Record<string, unknown>;
const tokyo = (backend: Backend, key: string, ok: (r: Row) => boolean = () => true) =>
  backend.state.store.rows(key).find((r) => r.org_id === ORG_TOKYO && ok(r))!;
const ticketOf = (backend: Backend, type: string) =>
  tokyo(backend, 'tickets.tickets', (t) => t.type === type);

interface Shape {
  /** The row of the table in docs/shell.md §3.6. */
  n: number;
  /** The link as the backend writes it, relative to the site (SITE_URL is this origin). */
  link(backend: Backend): string;
  /** What the page shows once the link has landed. */
  shows(page: Page, backend: Backend): Promise<void>;
  /** Who may not see the record, and what the page says then (null: every user may). */
  refused: { username: string; password: string; says: RegExp } | null;
}

const heading = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: false }).first()).toBeVisible(LOAD);
const orgadmin = { username: 'orgadmin', password: 'Orgadmin@2023' };
const endUser = { username: 'user', password: 'User@2023' };
const NO_PERMISSION = /No permission to view this page/;

function ticketShape(n: number, type: string): Shape {
  return {
    n,
    link: (b) => `/ui/#/tickets/tickets/${String(ticketOf(b, type).id)}?type=${type}`,
    shows: (page, b) =>
      heading(page, `Serial number`).then(() =>
        expect(page.getByText(String(ticketOf(b, type).serial_num))).toBeVisible(LOAD),
      ),
    refused: { ...endUser, says: /Ticket object does not exist/ },
  };
}

const profileTab = (n: number, link: string, tab: string): Shape => ({
  n,
  link: () => link,
  shows: (page) => expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible(LOAD),
  refused: null,
});

const SHAPES: Shape[] = [
  {
    n: 1,
    link: (b) =>
      `/ui/#/audit/sessions/sessions/${String(tokyo(b, 'terminal.sessions').id)}?oid=${ORG_TOKYO}`,
    shows: (page, b) =>
      heading(page, `Session detail: ${String(tokyo(b, 'terminal.sessions').id)}`),
    refused: { ...orgadmin, says: NO_PERMISSION },
  },
  {
    n: 2,
    link: (b) =>
      `/ui/#/console/assets/assets/${String(tokyo(b, 'assets.assets').id)}?oid=${ORG_TOKYO}`,
    shows: (page, b) => heading(page, `Asset detail: ${String(tokyo(b, 'assets.assets').name)}`),
    refused: { ...orgadmin, says: NO_PERMISSION },
  },
  {
    n: 3,
    link: (b) =>
      `/ui/#/console/perms/asset-permissions/${String(tokyo(b, 'perms.asset_permissions').id)}?oid=${ORG_TOKYO}`,
    shows: (page, b) =>
      heading(page, `Asset permission detail: ${String(tokyo(b, 'perms.asset_permissions').name)}`),
    refused: { ...orgadmin, says: NO_PERMISSION },
  },
  {
    n: 4,
    link: (b) =>
      `/ui/#/audit/audits/login-logs/${String(b.state.store.rows('audits.login_logs')[0]!.id)}`,
    shows: (page, b) =>
      heading(
        page,
        `Login log detail: ${String(b.state.store.rows('audits.login_logs')[0]!.username)}`,
      ),
    refused: { ...endUser, says: NO_PERMISSION },
  },
  ticketShape(5, 'apply_asset'),
  ticketShape(6, 'login_confirm'),
  ticketShape(7, 'command_confirm'),
  ticketShape(8, 'login_asset_confirm'),
  profileTab(9, '/ui/#/profile/setting/?activeTab=PasswordUpdate', 'Login password'),
  profileTab(10, '/ui/#/profile/setting/?activeTab=SSHUpdate', 'SSH public key'),
  profileTab(11, '/ui/#/profile/setting?activeTab=ProfileUpdate', 'Personal information'),
];

async function signIn(page: Page, username: string, password: string) {
  await expect(page).toHaveURL(/\/core\/auth\/login\//, LOAD);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Where the link lands in the browser's history form: `/ui/#/x?y` is `/ui/x?y`. */
const landing = (link: string) => link.replace('/ui/#/', '/ui/');

const storedOrg = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('jms_current_org_admin') ?? 'null') as { id?: string })?.id,
  );

/** The link has landed on its record, in the record's organisation, switching nothing for good. */
async function landed(page: Page, backend: Backend, shape: Shape, link: string) {
  await expect(page).toHaveURL(landing(link), LOAD);
  await shape.shows(page, backend);
  await expect(page.getByText(/does not exist/)).toHaveCount(0);
  if (link.includes('oid=')) {
    // Said on the page, with the switch offered but not made.
    await expect(
      page.getByText(
        'This page shows a record of Tokyo Branch; your organisation is still Default.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Switch to Tokyo Branch' })).toBeVisible();
  }
  expect(await storedOrg(page)).toBe(ORG_DEFAULT);
  expect((await page.context().cookies()).find((c) => c.name === 'X-JMS-ORG')?.value).toBe(
    ORG_DEFAULT,
  );
}

test('a signed-in administrator lands on each record in its organisation; Default stays current', async ({
  page,
  backend,
}) => {
  test.setTimeout(240_000);
  await page.goto('/ui/console/users/users');
  await signIn(page, 'admin', 'ChangeMe');
  await expect(page.getByRole('button', { name: 'Organization: Default' })).toBeVisible(LOAD);
  for (const shape of SHAPES) {
    await test.step(`link ${shape.n}`, async () => {
      const link = shape.link(backend);
      await page.goto(link);
      await landed(page, backend, shape, link);
    });
  }
  // Leaving the linked page, the console works in Default again, with Default's permissions.
  const profiles: (string | undefined)[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/perms/asset-permissions/')
      profiles.push(r.headers()['x-jms-org']);
  });
  await page.goto(landing(SHAPES[2]!.link(backend)));
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Asset permissions' })
    .click();
  await expect(page).toHaveURL(/\/ui\/console\/perms\/asset-permissions$/, LOAD);
  await expect(page.getByRole('button', { name: 'Organization: Default' })).toBeVisible(LOAD);
  await expect.poll(() => profiles.at(-1)).toBe(ORG_DEFAULT);
});

test('the switch the banner offers is made only when asked, and keeps the record on screen', async ({
  page,
  backend,
}) => {
  const asset = tokyo(backend, 'assets.assets');
  await page.goto(`/ui/#/console/assets/assets/${String(asset.id)}?oid=${ORG_TOKYO}`);
  await signIn(page, 'admin', 'ChangeMe');
  await page.getByRole('button', { name: 'Switch to Tokyo Branch' }).click();
  await expect(page.getByRole('button', { name: 'Organization: Tokyo Branch' })).toBeVisible(LOAD);
  await expect(page).toHaveURL(`/ui/console/assets/assets/${String(asset.id)}`, LOAD);
  await heading(page, `Asset detail: ${String(asset.name)}`);
  expect(await storedOrg(page)).toBe(ORG_TOKYO);
});

test('someone who may not see the record is told so', async ({ page, backend }) => {
  test.setTimeout(240_000);
  for (const shape of SHAPES.filter((s) => s.refused)) {
    await test.step(`link ${shape.n} as ${shape.refused!.username}`, async () => {
      await page.context().clearCookies();
      const link = shape.link(backend);
      await page.goto(link);
      await signIn(page, shape.refused!.username, shape.refused!.password);
      await expect(page).toHaveURL(landing(link), LOAD);
      await expect(page.getByText(shape.refused!.says)).toBeVisible(LOAD);
    });
  }
});

test('signed out, each link asks for the sign-in and then opens', async ({ page, backend }) => {
  test.setTimeout(300_000);
  for (const shape of SHAPES) {
    await test.step(`link ${shape.n}`, async () => {
      await page.context().clearCookies();
      const link = shape.link(backend);
      await page.goto(link);
      await signIn(page, 'admin', 'ChangeMe');
      await landed(page, backend, shape, link);
    });
  }
});
