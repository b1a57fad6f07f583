/**
 * Hostile data in the domain screens' dialogs (issue 21 §3): with the corpus seeded once, each
 * dialog (or menu, drawer) that shows server text is opened on a record arranged to carry a hostile
 * name — markup, interpolation strings, bidi and zero-width text and a 10,000-character value.
 * For each: no payload runs a script or opens an alert, the interpolation strings read literally,
 * and the long value is cut: the dialog's paper does not scroll sideways nor pass the window edge.
 * (Pages, the messages drawer and a confirm dialog: hostileData.spec.ts.)
 */
import type { Locator, Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Backend } from '../../mock/backend';
import { addComment } from '../../mock/domain/ticketRequests';
import { ORG_DEFAULT } from '../../mock/rbac';
import type { Row } from '../../mock/types';
import { expect, test } from './demoServer';
import {
  ACCOUNTS,
  ASSETS,
  accountWithHistory,
  firstAssetPermission,
  jobWithParameter,
  openTicketForAdmin,
  replayableSession,
  testableHost,
} from './domainTargets';
import { hostileName, LITERAL, PAYLOADS, seedHostile } from './hostileCorpus';
import { headerButton, UPLOAD } from './importDialog';
import { signIn } from './support';

interface DialogCase {
  name: string;
  /** Puts hostile text where the dialog shows it; returns the page to open the dialog from. */
  arrange(backend: Backend, page: Page): string | Promise<string>;
  /** Opens the dialog; returns the surface to check (a dialog, a menu, a drawer). */
  open(page: Page): Promise<Locator>;
  /** Text the surface must show (so the checks can fail); default: the interpolation payload. */
  shows?: string | null;
}

/** Sets `fields` of the row `id` in every collection holding it (assets live in two). */
function rename(backend: Backend, id: unknown, fields: Record<string, unknown>) {
  for (const rows of backend.state.store.collections.values())
    for (const r of rows) if (r.id === id) Object.assign(r, fields);
  backend.state.store.touch();
}

const GROUPS = '/ui/console/users/groups';
const PERMISSIONS = '/ui/console/perms/asset-permissions';

const GROUPS_API = '/api/v1/users/groups/';

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

async function dialogFrom(page: Page, opener: string | RegExp, name: string | RegExp) {
  await button(page, opener).first().click({ timeout: 20_000 });
  return page.getByRole('dialog', { name });
}

const CASES: DialogCase[] = [
  {
    name: 'task log dialog (connectivity test of a hostile host)',
    arrange: async (backend, page) => {
      const id = await testableHost(page);
      rename(backend, id, { name: hostileName('H-host') });
      return `${ASSETS}/${id}`;
    },
    open: async (page) => {
      const log = await dialogFrom(page, 'Test connectivity', /Task log/);
      await expect(log.getByRole('log')).toContainText('H-host', { timeout: 20_000 });
      return log;
    },
  },
  {
    name: 'account add and update dialogs (an asset with hostile accounts)',
    arrange: async (backend, page) => {
      const id = await testableHost(page);
      backend.state.store
        .rows('accounts.accounts')
        .filter((a) => a.asset === id || (a.asset as Row | undefined)?.id === id)
        .forEach((a, i) => rename(backend, a.id, { name: hostileName(`H-acct${i}`) }));
      return `${ASSETS}/${id}`;
    },
    open: async (page) => {
      await page.getByRole('tab', { name: 'Accounts' }).click();
      const add = await dialogFrom(page, 'Create', /Create Account/);
      await checkSurface(page, add, null);
      await page.keyboard.press('Escape');
      const row = page.getByRole('row').filter({ hasText: 'H-acct0' });
      await row.getByRole('button', { name: /^Update/ }).click();
      const update = page.getByRole('dialog', { name: /Update/ });
      await expect(update.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
        /^H-acct0 .*%\{smart_count\} \{\{constructor/,
      );
      return update;
    },
    shows: null,
  },
  {
    name: 'secret history dialog',
    arrange: (backend) => {
      const account = accountWithHistory(backend);
      rename(backend, account.id, { name: hostileName('H-account') });
      (account.history as Row[]).forEach((h) => (h.secret = hostileName('H-secret')));
      return `${ACCOUNTS}/${String(account.id)}`;
    },
    open: (page) => dialogFrom(page, 'Secret history', /^(Secret history of|Verify your identity)/),
  },
  {
    name: "relation tab's add picker (a group's members)",
    arrange: async (backend, page) => {
      const users = backend.state.store.rows('users.users').filter((u) => u.username !== 'admin');
      users.slice(0, 3).forEach((u, i) => (u.name = hostileName(`H-user${i}`)));
      backend.state.store.touch();
      const res = await page.request.get('/api/v1/users/groups/?limit=1&offset=0');
      const group = ((await res.json()) as { results: Row[] }).results[0]!;
      return `/ui/console/users/groups/${String(group.id)}/users`;
    },
    open: async (page) => {
      const picker = await dialogFrom(page, 'Add', 'Add');
      await picker.getByRole('textbox', { name: 'Search' }).fill('H-user');
      return picker;
    },
  },
  {
    name: 'ticket approve dialog and the ticket comments',
    arrange: (backend) => {
      const id = openTicketForAdmin(backend, ['apply_asset']);
      const ticket = backend.state.store.rows('tickets.tickets').find((t) => t.id === id)!;
      rename(backend, id, { title: hostileName('H-ticket') });
      const admin = backend.state.store.userByUsername('admin')!;
      addComment(backend.state, ticket, admin, hostileName('H-comment'));
      // The dialog's pickers name the requested assets.
      (ticket.apply_assets as unknown[]).forEach((a, i) => {
        const name = hostileName(`H-tasset${i}`);
        if (typeof a === 'object') Object.assign(a as Row, { name });
        rename(backend, typeof a === 'object' ? (a as Row).id : a, { name });
      });
      return `/ui/tickets/tickets/${id}`;
    },
    open: async (page) => {
      await expect(page.getByText(/^H-comment /).first()).toBeVisible({ timeout: 20_000 });
      return dialogFrom(page, 'Approve', 'Approve the request');
    },
    shows: 'H-tasset0',
  },
  {
    name: 'job run dialog',
    arrange: (backend) => {
      const id = jobWithParameter(backend);
      rename(backend, id, {
        name: hostileName('H-job'),
        parameters_define: JSON.stringify({
          who: { label: hostileName('H-param'), default: hostileName('H-default'), type: 'text' },
        }),
      });
      return `/ui/workbench/ops/job/${id}`;
    },
    open: (page) => dialogFrom(page, 'Run', 'Run with parameters'),
  },
  {
    name: 'session replay dialog (replay commands)',
    arrange: (backend) => {
      const sid = replayableSession(backend);
      backend.state.store
        .rows('terminal.commands')
        .filter((c) => c.session === sid)
        .forEach((c, i) => (c.input = hostileName(`H-cmd${i}`)));
      // The title names the session's asset.
      rename(backend, sid, { asset: hostileName('H-sasset') });
      return `/ui/audit/sessions/sessions/${sid}`;
    },
    open: async (page) => {
      const replay = await dialogFrom(page, 'Replay', /^Replay:/);
      await expect(replay.getByRole('heading').first()).toContainText('H-sasset');
      return replay;
    },
  },
  {
    name: "asset tree's node menu and rename dialog",
    arrange: (backend) => {
      const root = backend.state.store
        .rows('assets.nodes')
        .find((n) => n.org_id === ORG_DEFAULT && !String(n.key).includes(':'))!;
      rename(backend, root.id, { value: hostileName('H-node'), full_value: hostileName('H-node') });
      return ASSETS;
    },
    open: async (page) => {
      const tree = page.getByRole('tree', { name: 'Asset tree' });
      await tree.locator('.MuiTreeItem-label').first().click({ timeout: 20_000 });
      await expect(tree).toContainText(LITERAL);
      await button(page, 'More node actions').click();
      const menu = page.getByRole('menu');
      await checkSurface(page, menu, null);
      await page.keyboard.press('Escape');
      return dialogFrom(page, 'Rename node', 'Rename node');
    },
    shows: null,
  },
  {
    name: 'create-variant dialog (platforms)',
    arrange: (backend) => {
      const first = backend.state.store.rows('assets.platforms')[0]!;
      rename(backend, first.id, { name: hostileName('H-platform') });
      return ASSETS;
    },
    open: (page) => dialogFrom(page, 'Create', 'Choose a platform'),
  },
  {
    name: 'LDAP import table (directory names)',
    arrange: (backend) => {
      // Two people imported from the directory earlier: the directory lists them by these names.
      const users = backend.state.store.rows('users.users').filter((u) => u.username !== 'admin');
      users
        .slice(0, 2)
        .forEach((u, i) => Object.assign(u, { source: 'ldap', name: hostileName(`H-ldap${i}`) }));
      backend.state.store.touch();
      return '/ui/settings/auth?activeTab=LDAP';
    },
    open: async (page) => {
      const dialog = await dialogFrom(page, 'Import users', 'Import LDAP users');
      await expect(dialog.getByRole('table')).toBeVisible({ timeout: 30_000 });
      await dialog.getByRole('searchbox', { name: 'Search' }).fill('H-ldap');
      await expect(dialog.getByRole('table').getByRole('row')).toHaveCount(3);
      return dialog;
    },
  },
  {
    name: "a session's commands (input and output)",
    arrange: (backend) => {
      const sid = replayableSession(backend);
      backend.state.store
        .rows('terminal.commands')
        .filter((c) => c.session === sid)
        .forEach((c, i) =>
          Object.assign(c, { input: hostileName(`H-in${i}`), output: hostileName(`H-out${i}`) }),
        );
      backend.state.store.touch();
      return `/ui/audit/sessions/sessions/${sid}`;
    },
    open: async (page) => {
      await page.getByRole('tab', { name: 'Commands' }).click();
      await expect(page.getByText(/^H-in0 /).first()).toBeVisible();
      return page.locator('main');
    },
  },
  {
    name: 'organisation switcher (header and menu)',
    arrange: (backend) => {
      const org = backend.state.store
        .rows('orgs.organizations')
        .find((o) => !o.is_default && !o.is_root && o.id !== ORG_DEFAULT)!;
      rename(backend, org.id, { name: hostileName('H-org') });
      rename(backend, ORG_DEFAULT, { name: hostileName('H-current') });
      return ASSETS;
    },
    open: async (page) => {
      // The header names the current organisation: cut, the header no wider than the window.
      await checkSurface(page, page.locator('header').first(), 'H-current');
      await button(page, /^Organization: /).click();
      return page.getByRole('menu');
    },
  },
  {
    name: 'site-message drawer',
    arrange: (backend) => {
      backend.state.store
        .rows('notifications.site_message_contents')
        .forEach((m, i) => (m.subject = hostileName(`H-msg${i}`)));
      backend.state.store.touch();
      return ASSETS;
    },
    open: async (page) => {
      await button(page, /^Site messages: \d+ unread$/).click();
      return page.getByRole('region', { name: 'Site messages' });
    },
  },
  {
    name: 'import preview (file rows with payloads)',
    arrange: () => GROUPS,
    open: async (page) => {
      const res = await page.request.get(`${GROUPS_API}?format=csv&template=import&limit=1`, {
        headers: { 'Accept-Language': 'en' },
      });
      const titles = Papa.parse<string[]>((await res.text()).replace(/^\uFEFF/, '').trim())
        .data[0]!;
      const rows = PAYLOADS.map((p, i) => titles.map(() => (i === 0 ? hostileName('H-file') : p)));
      const csv = '\uFEFF' + Papa.unparse([titles, ...rows], { newline: '\r\n' });
      await headerButton(page, 'Import').click({ timeout: 20_000 });
      const dialog = page.getByRole('dialog', { name: 'Import' });
      await dialog.getByLabel(UPLOAD).setInputFiles({
        name: 'groups.csv',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(csv, 'utf8'),
      });
      await expect(dialog.getByRole('table')).toBeVisible({ timeout: 20_000 });
      return dialog;
    },
  },
  {
    name: "relation tab's add picker (a permission's assets)",
    arrange: async (backend, page) => {
      backend.state.store
        .rows('assets.assets')
        .filter((a) => a.org_id === ORG_DEFAULT)
        .slice(20, 23)
        .forEach((a, i) => rename(backend, a.id, { name: hostileName(`H-passet${i}`) }));
      return `${PERMISSIONS}/${await firstAssetPermission(page)}/assets`;
    },
    open: async (page) => {
      const picker = await dialogFrom(page, 'Add', 'Add');
      await picker.getByRole('textbox', { name: 'Search' }).fill('H-passet');
      await expect(picker.getByRole('checkbox', { name: /^H-passet/ })).toHaveCount(3);
      return picker;
    },
  },
  {
    name: "node picker (a permission's nodes)",
    arrange: async (backend, page) => {
      backend.state.store
        .rows('assets.nodes')
        .filter((n) => n.org_id === ORG_DEFAULT)
        .slice(1, 4)
        .forEach((n, i) => {
          const name = hostileName(`H-pnode${i}`);
          rename(backend, n.id, { value: name, full_value: `/Default/${name}` });
        });
      return `${PERMISSIONS}/${await firstAssetPermission(page)}/nodes`;
    },
    open: async (page) => {
      await button(page, 'Add nodes').click();
      const picker = page.getByRole('dialog');
      await expect(picker).toContainText('H-pnode0');
      return picker;
    },
  },
  {
    name: "job runner's output (a run on hostile hosts)",
    arrange: (backend) => {
      const id = jobWithParameter(backend);
      const job = backend.state.store.rows('ops.jobs').find((j) => j.id === id)!;
      (job.assets as unknown[]).forEach((a, i) =>
        rename(backend, typeof a === 'object' ? (a as Row).id : a, {
          name: hostileName(`H-runhost${i}`),
        }),
      );
      return `/ui/workbench/ops/job/${id}`;
    },
    open: async (page) => {
      const ask = await dialogFrom(page, 'Run', 'Run with parameters');
      await ask.getByRole('button', { name: 'Run', exact: true }).click();
      const log = page.getByRole('dialog', { name: /Task log/ });
      await expect(log.getByRole('log')).toContainText('H-runhost0', { timeout: 30_000 });
      return log;
    },
  },
  {
    name: "a role's permission tree",
    arrange: (backend) => {
      const role = backend.state.store.rows('rbac.org_roles')[0]!;
      rename(backend, role.id, {
        display_name: hostileName('H-role'),
        name: hostileName('H-role'),
      });
      return `/ui/console/users/org-roles/${String(role.id)}/permissions`;
    },
    open: async (page) => {
      await expect(page.getByRole('tree').first()).toBeVisible({ timeout: 20_000 });
      return page.locator('main');
    },
    // The page title names the role, cut; the tree itself holds the catalogue's permission names.
    shows: 'H-role',
  },
];

let tried = 0;
let handled = 0;

test.afterAll(() => {
  console.log(`hostile dialogs: tried ${tried}, handled ${handled}`);
});

const scriptsRun = (page: Page) =>
  page.evaluate(() => (window as { __hostileRan?: number }).__hostileRan ?? 0);

/** What every surface must hold to: shown as text, nothing run, the long value cut. */
async function checkSurface(page: Page, surface: Locator, shows: string | null) {
  await expect(surface).toBeVisible({ timeout: 15_000 });
  if (shows) await expect(surface).toContainText(shows);
  expect(await scriptsRun(page), 'scripts run by payloads').toBe(0);
  const box = await surface.evaluate((el) => {
    const paper = el.closest('.MuiPaper-root') ?? el;
    return {
      scroll: paper.scrollWidth,
      client: paper.clientWidth,
      right: paper.getBoundingClientRect().right,
      window: window.innerWidth,
    };
  });
  expect(box.scroll, 'the paper scrolls sideways (scrollWidth > clientWidth)').toBeLessThanOrEqual(
    box.client,
  );
  expect(box.right, 'the paper passes the window edge').toBeLessThanOrEqual(box.window);
}

test('hostile names in the domain dialogs run nothing, read literally and are cut', async ({
  page,
  backend,
}) => {
  test.setTimeout(240_000);
  page.setDefaultTimeout(15_000);
  seedHostile(backend);
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await signIn(page, 'admin', 'ChangeMe', ACCOUNTS);
  await expect(page.locator('main h1').first()).not.toBeEmpty({ timeout: 15_000 });
  const failures: string[] = [];
  const only = process.env.HOSTILE_ONLY;
  for (const c of CASES.filter((c) => !only || c.name.includes(only))) {
    tried++;
    try {
      await page.goto(await c.arrange(backend, page));
      const surface = await c.open(page);
      await checkSurface(page, surface, c.shows === undefined ? LITERAL : c.shows);
      expect(alerts, 'alerts opened').toEqual([]);
      handled++;
    } catch (e) {
      if (process.env.HOSTILE_DEBUG) {
        await page.screenshot({ path: `test-results/hostile-${tried}.png` });
        const html = await page.evaluate(() => document.body.innerHTML);
        writeFileSync(`test-results/hostile-${tried}.html`, html);
      }
      failures.push(`${c.name}: ${String(e).split('\n').slice(0, 4).join(' ')}`);
    }
  }
  expect(failures).toEqual([]);
});
