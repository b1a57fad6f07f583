/**
 * Tickets in Chromium as three people (docs/domain.md §7): `user` asks for access, `approver`
 * sees it waiting (header badge), adjusts and approves it, `user` sees the outcome and the asset
 * permission exists (read back from the API as an administrator); reject and close; a non-assignee
 * sees no Approve and gets the server's 403 when forcing the call; a two-level flow needing the
 * approver and then an admin; an approved login-asset ticket's live session, terminated by its
 * approver. Each test starts from the seed (./demoServer.ts).
 */
import type { Browser, Page } from '@playwright/test';
import type { Backend } from '../../mock/backend';
import { sessionOfTicket } from '../../mock/domain/ticketSessions';
import { ORG_DEFAULT } from '../../mock/rbac';
import type { TicketStep } from '../../mock/seed';
import { Client } from '../integration/mock-domain/client';
import { expect, test } from './demoServer';
import { signIn } from './support';

const PASSWORDS: Record<string, string> = {
  user: 'User@2023',
  approver: 'Approver@2023',
  admin: 'ChangeMe',
};

async function signedIn(browser: Browser, username: string, target: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, PASSWORDS[username]!, target);
  return page;
}

async function api(origin: string, username: string): Promise<Client> {
  const client = Client.viaFetch(origin);
  await client.signIn(username, PASSWORDS[username]!);
  return client;
}

const idOf = (backend: Backend, username: string) =>
  String(backend.state.store.userByUsername(username)!.id);

const defaultAssets = (backend: Backend) =>
  backend.state.store.rows('assets.assets').filter((a) => a.org_id === ORG_DEFAULT);

/** A request filed by `user` through the API, as the form sends it. */
async function filed(origin: string, backend: Backend, title: string): Promise<string> {
  const user = await api(origin, 'user');
  const res = await user.send('POST', '/api/v1/tickets/apply-asset-tickets/open/', {
    title,
    org_id: ORG_DEFAULT,
    apply_assets: [String(defaultAssets(backend)[0]!.id)],
    apply_accounts: ['@ALL'],
    apply_actions: ['connect'],
    apply_date_start: '2026-11-01T00:00:00.000Z',
    apply_date_expired: '2026-12-01T00:00:00.000Z',
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** What the badge should count: open tickets whose current level the user is an assignee of. */
function openFor(backend: Backend, username: string): number {
  const me = idOf(backend, username);
  return backend.state.store.rows('tickets.tickets').filter((t) => {
    const steps = t.steps as TicketStep[];
    const current = steps.find((s) => s.level === Number(t.approval_step));
    return t.status === 'open' && !!current?.assignees.includes(me);
  }).length;
}

const badge = (page: Page) =>
  page.getByRole('link', { name: /^Tickets: \d+ open tickets? waits? for you$/ });

async function badgeCount(page: Page): Promise<number> {
  await expect(badge(page)).toBeVisible();
  const label = (await badge(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)![1]);
}

async function pickAsset(page: Page, name: string) {
  const box = page.getByRole('combobox', { name: 'Assets' });
  await box.fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name}\\(`) }).click();
}

test('user requests access, the approver adjusts and approves it, the permission exists', async ({
  browser,
  backend,
  baseURL,
}) => {
  // An admin reduces Default's asset-request flow to one level: the approver alone.
  const flow = backend.state.store
    .rows('tickets.ticket_flows')
    .find((f) => f.type === 'apply_asset' && f.org_id === ORG_DEFAULT)!;
  const admin = await signedIn(browser, 'admin', `/ui/tickets/flow/${String(flow.id)}/update`);
  await admin.getByRole('combobox', { name: 'Approval levels' }).click();
  await admin.getByRole('option', { name: 'One level' }).click();
  await expect(admin.getByRole('combobox', { name: 'Level 2 · Assignee' })).toHaveCount(0);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin).toHaveURL(/\/ui\/tickets\/flow$/);
  expect(flow).toMatchObject({ approval_level: 1 });
  expect(flow.rules).toMatchObject([
    { level: 1, assignees_read_only: [idOf(backend, 'approver')] },
  ]);
  const [first, second] = defaultAssets(backend).map((a) => String(a.name));

  // The user opens the form from the workbench and files the request.
  const user = await signedIn(browser, 'user', '/ui/workbench');
  await user.getByRole('link', { name: 'Request asset permission' }).click();
  await expect(user).toHaveURL(/\/ui\/tickets\/tickets\/request-host-perm\/create$/);
  await user.getByRole('textbox', { name: 'Title' }).fill('Need sw access');
  await pickAsset(user, first!);
  await user.getByRole('checkbox', { name: 'Paste' }).uncheck();
  await user.getByRole('button', { name: 'Submit' }).click();
  await expect(user).toHaveURL(/\/ui\/tickets\/my-tickets/);
  await expect(user.getByRole('link', { name: 'Need sw access' })).toBeVisible();
  const ticket = backend.state.store
    .rows('tickets.tickets')
    .find((t) => t.title === 'Need sw access')!;
  expect(ticket).toMatchObject({ state: 'pending', applicant: idOf(backend, 'user') });
  expect(ticket.apply_actions).toEqual(['connect', 'upload', 'download', 'copy']);

  // The approver sees it waiting, opens it from the badge and approves an adjusted grant.
  const approver = await signedIn(browser, 'approver', '/ui/tickets/my-tickets');
  const waiting = openFor(backend, 'approver');
  expect(waiting).toBeGreaterThan(1);
  await expect.poll(() => badgeCount(approver)).toBe(waiting);
  await badge(approver).click();
  await expect(approver).toHaveURL(/\/ui\/tickets\/assigned-tickets/);
  await approver.getByRole('link', { name: 'Need sw access' }).click();
  await expect(approver.getByText('Common User(user)').first()).toBeVisible();
  await expect(approver.getByText('Common User(user) Submitted the ticket')).toBeVisible();
  await approver.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = approver.getByRole('dialog', { name: 'Approve the request' });
  await pickAsset(approver, second!);
  await dialog.getByRole('checkbox', { name: 'Upload' }).uncheck();
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(approver.getByText(/Approved by Ticket Approver\(approver\)/)).toBeVisible();
  await expect(approver.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await expect.poll(() => badgeCount(approver)).toBe(waiting - 1);

  // The user sees it approved; the permission is the ticket's, with the adjusted grant.
  await user.goto(`/ui/tickets/tickets/${String(ticket.id)}`);
  await expect(user.getByText('Approved', { exact: true }).first()).toBeVisible();
  const adminApi = await api(baseURL!, 'admin');
  const perm = (await adminApi.getJson(
    `/api/v1/perms/asset-permissions/${String(ticket.id)}/`,
  )) as {
    users: { id: string }[];
    assets: { name: string }[];
    actions: { value: string }[];
  };
  expect(perm.users.map((u) => u.id)).toEqual([idOf(backend, 'user')]);
  expect(perm.assets.map((a) => a.name).sort()).toEqual([first, second].sort());
  expect(perm.actions.map((a) => a.value)).toEqual(['connect', 'download', 'copy']);
});

test('reject and close; a non-assignee has no Approve and the server refuses the forced call', async ({
  browser,
  backend,
  baseURL,
}) => {
  const rejected = await filed(baseURL!, backend, 'To be rejected');
  const closed = await filed(baseURL!, backend, 'To be closed');

  const approver = await signedIn(browser, 'approver', `/ui/tickets/tickets/${rejected}`);
  await approver.getByRole('button', { name: 'Reject', exact: true }).click();
  await approver
    .getByRole('dialog')
    .getByRole('button', { name: /Confirm/ })
    .click();
  await expect(approver.getByText(/Rejected by Ticket Approver\(approver\)/)).toBeVisible();
  expect(backend.state.store.find('tickets.tickets', rejected)).toMatchObject({
    state: 'rejected',
    status: 'closed',
  });

  // The applicant closes their own request; they never see Approve.
  const user = await signedIn(browser, 'user', `/ui/tickets/tickets/${closed}`);
  await expect(user.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
  await expect(user.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await user.getByRole('button', { name: 'Close', exact: true }).click();
  await user
    .getByRole('dialog')
    .getByRole('button', { name: /Confirm/ })
    .click();
  await expect(user.getByText('Ticket closed')).toBeVisible();
  await expect(user.getByText('Closed', { exact: true }).first()).toBeVisible();
  expect(backend.state.store.find('tickets.tickets', closed)).toMatchObject({ state: 'closed' });

  // The admin is an assignee of level 2 only: level 1 is not theirs to decide.
  const pending = await filed(baseURL!, backend, 'Level one pending');
  const admin = await signedIn(browser, 'admin', `/ui/tickets/tickets/${pending}`);
  await expect(admin.getByText('Level 1')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  const csrf = (await admin.context().cookies()).find((c) => c.name === 'jms_csrftoken')!.value;
  const forced = await admin.request.put(
    `/api/v1/tickets/apply-asset-tickets/${pending}/approve/`,
    {
      headers: { 'X-CSRFToken': csrf, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      data: {},
    },
  );
  expect(forced.status()).toBe(403);
  expect(await forced.json()).toMatchObject({
    detail: 'You do not have permission to perform this action.',
  });
  expect(backend.state.store.find('tickets.tickets', pending)).toMatchObject({ state: 'pending' });
});

test('a two-level flow needs the approver, then an admin, and links the permission', async ({
  browser,
  backend,
  baseURL,
}) => {
  const id = await filed(baseURL!, backend, 'Two levels');
  const approver = await signedIn(browser, 'approver', `/ui/tickets/tickets/${id}`);
  await approver.getByRole('button', { name: 'Approve', exact: true }).click();
  await approver.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approver.getByText(/Approved by Ticket Approver\(approver\)/)).toBeVisible();
  await expect(approver.getByText('Waiting for a decision')).toBeVisible();
  expect(backend.state.store.find('tickets.tickets', id)).toMatchObject({
    state: 'pending',
    approval_step: 2,
  });

  const admin = await signedIn(browser, 'admin', `/ui/tickets/tickets/${id}`);
  await admin.getByRole('button', { name: 'Approve', exact: true }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(admin.getByText(/Approved by Administrator\(admin\)/)).toBeVisible();
  await admin.getByRole('link', { name: 'The granted asset permission' }).click();
  await expect(admin).toHaveURL(new RegExp(`/ui/console/perms/asset-permissions/${id}`));
  expect(backend.state.store.find('perms.asset_permissions', id)).toMatchObject({
    from_ticket: true,
    users: [idOf(backend, 'user')],
  });
});

test('an approved login-asset ticket shows its live session; the approver terminates it', async ({
  browser,
  backend,
  baseURL,
}) => {
  // The seed links one approved login-asset ticket to an online session (docs/domain.md §7.8).
  const me = idOf(backend, 'approver');
  const store = backend.state.store;
  const ticket = store
    .rows('tickets.tickets')
    .find(
      (t) =>
        t.type === 'login_asset_confirm' &&
        t.state === 'approved' &&
        (t.steps as TicketStep[]).some((s) => s.assignees.includes(me)) &&
        !!sessionOfTicket(store, String(t.id)),
    )!;
  const session = sessionOfTicket(store, String(ticket.id))!;
  const page = await signedIn(browser, 'approver', `/ui/tickets/tickets/${String(ticket.id)}`);
  const card = page.getByRole('region', { name: 'Session' });
  await expect(card.getByText(String(session.asset))).toBeVisible();
  await expect(card.getByText('Online')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Monitor' })).toBeVisible();
  await card.getByRole('button', { name: 'Terminate' }).click();
  await page
    .getByRole('dialog', { name: 'Terminate this session?' })
    .getByRole('button', { name: /Confirm/ })
    .click();
  await expect(page.getByText('Terminate task sent')).toBeVisible();
  await expect(card.getByText('Finished')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Terminate' })).toHaveCount(0);

  // Read back as an administrator: the session ended.
  const admin = await api(baseURL!, 'admin');
  const res = await admin.call(`/api/v1/terminal/sessions/${String(session.id)}/`, {
    headers: { 'X-JMS-ORG': String(session.org_id) },
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ id: session.id, is_finished: true });
});
