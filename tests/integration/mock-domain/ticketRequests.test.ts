// @vitest-environment node
/** The asset request, the approver's edits and the comment thread (docs/domain.md §7.5–7.7). */
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { ORG_DEFAULT } from '../../../mock/rbac';
import type { TicketStep } from '../../../mock/seed';
import { as } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

const store = () => backend.state.store;
const idOf = (username: string) => String(store().userByUsername(username)!.id);
const defaultAssets = () =>
  store()
    .rows('assets.assets')
    .filter((a) => a.org_id === ORG_DEFAULT);
const foreignAsset = () =>
  store()
    .rows('assets.assets')
    .find((a) => a.org_id !== ORG_DEFAULT)!;

const request = (assets: string[]) => ({
  title: 'Need prod DB access',
  org_id: ORG_DEFAULT,
  comment: 'release 1.2',
  apply_assets: assets,
  apply_accounts: ['@SPEC', 'root'],
  apply_actions: ['all'],
  apply_date_start: '2026-11-01T08:00:00.000Z',
  apply_date_expired: '2026-11-08T08:00:00.000Z',
});

/** The Default org's asset-request flow reduced to one level: the approver alone. */
function oneLevelFlow() {
  const flow = store()
    .rows('tickets.ticket_flows')
    .find((f) => f.type === 'apply_asset' && f.org_id === ORG_DEFAULT)!;
  flow.rules = [
    { level: 1, strategy: { value: 'custom_user' }, assignees_read_only: [idOf('approver')] },
  ];
  flow.approval_level = 1;
}

interface Opened {
  id: string;
  serial_num: string;
  state: { value: string };
  applicant: { id: string };
  apply_assets: { id: string }[];
  apply_actions: { value: string }[];
  apply_permission_name: string;
  process_map: { approval_level: number; assignees: string[]; state: string }[];
}

describe('POST /api/v1/tickets/apply-asset-tickets/open/', () => {
  it('opens a pending ticket from the org flow, drops foreign assets and lists it for both sides', async () => {
    const user = await as(backend, 'user');
    const [a1] = defaultAssets();
    const res = await user.send(
      'POST',
      '/api/v1/tickets/apply-asset-tickets/open/',
      request([String(a1!.id), String(foreignAsset().id)]),
    );
    expect(res.status).toBe(201);
    const t = (await res.json()) as Opened;
    expect(t).toMatchObject({
      state: { value: 'pending' },
      applicant: { id: idOf('user') },
      apply_assets: [{ id: a1!.id }],
      apply_permission_name: `Created by ticket (Need prod DB access-${t.id.slice(0, 4)})`,
    });
    expect(t.serial_num).toMatch(/^\d{8}\d{4}$/);
    expect(t.apply_actions.map((a) => a.value)).toEqual([
      'connect',
      'upload',
      'download',
      'copy',
      'paste',
    ]);
    // The seeded Default flow has two levels: the approver, then the admins.
    expect(t.process_map.map((s) => [s.approval_level, s.state])).toEqual([
      [1, 'pending'],
      [2, 'pending'],
    ]);
    expect(t.process_map[0]!.assignees).toEqual([idOf('approver')]);
    const mine = (await user.getJson(
      `/api/v1/tickets/tickets/?applicant=${idOf('user')}&state=pending&limit=100`,
    )) as { results: { id: string }[] };
    expect(mine.results.map((r) => r.id)).toContain(t.id);
    const approver = await as(backend, 'approver');
    const waiting = (await approver.getJson(
      `/api/v1/tickets/tickets/?assignees__id=${idOf('approver')}&status=open&limit=100`,
    )) as { results: { id: string }[] };
    expect(waiting.results.map((r) => r.id)).toContain(t.id);
    // The admins of level 2 do not have it waiting yet.
    const admin = await as(backend, 'admin');
    const adminWaiting = (await admin.getJson(
      `/api/v1/tickets/tickets/?assignees__id=${idOf('admin')}&status=open&limit=100`,
    )) as { results: { id: string }[] };
    expect(adminWaiting.results.map((r) => r.id)).not.toContain(t.id);
  });

  it('refuses a period that ends before it starts, and an unknown org', async () => {
    const user = await as(backend, 'user');
    const url = '/api/v1/tickets/apply-asset-tickets/open/';
    const bad = await user.send('POST', url, {
      ...request([]),
      apply_date_expired: '2026-10-01T00:00:00.000Z',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      apply_date_expired: ['The expiration date should be greater than the start date'],
    });
    const org = await user.send('POST', url, { ...request([]), org_id: 'nope' });
    expect(org.status).toBe(400);
    expect(await org.json()).toEqual({ org_id: ['The organization `nope` does not exist'] });
  });
});

describe('approving an asset request', () => {
  async function opened(assets: string[]) {
    const user = await as(backend, 'user');
    const res = await user.send(
      'POST',
      '/api/v1/tickets/apply-asset-tickets/open/',
      request(assets),
    );
    return { user, ticket: (await res.json()) as Opened };
  }

  it("grants what the approver adjusted, as a permission whose id is the ticket's", async () => {
    oneLevelFlow();
    const [a1, a2] = defaultAssets();
    const { ticket } = await opened([String(a1!.id)]);
    const approver = await as(backend, 'approver');
    const url = `/api/v1/tickets/apply-asset-tickets/${ticket.id}/approve/`;
    const res = await approver.send('PATCH', url, {
      apply_assets: [String(a2!.id)],
      apply_nodes: [],
      apply_accounts: ['@ALL'],
      apply_actions: ['connect'],
      org_id: ORG_DEFAULT,
      apply_date_start: '2026-11-02T00:00:00.000Z',
      apply_date_expired: '2026-11-03T00:00:00.000Z',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe('ok');
    const perm = (await (
      await as(backend, 'admin')
    ).getJson(`/api/v1/perms/asset-permissions/${ticket.id}/`)) as Record<string, unknown>;
    expect(perm).toMatchObject({ id: ticket.id, from_ticket: true });
    const raw = store().find('perms.asset_permissions', ticket.id)!;
    expect(raw).toMatchObject({
      assets: [a2!.id],
      accounts: ['@ALL'],
      actions: ['connect'],
      users: [idOf('user')],
      date_expired: '2026-11-03T00:00:00.000Z',
    });
    const comments = (await approver.getJson(
      `/api/v1/tickets/comments/?ticket_id=${ticket.id}`,
    )) as { body: string; user_display: string }[];
    expect(comments.map((c) => c.body)).toEqual([
      'Common User(user) Submitted the ticket\n\n',
      'Ticket Approver(approver) Approved the ticket\n\n',
    ]);
  });

  it('refuses a final approval that grants no asset, and a non-assignee with 403', async () => {
    oneLevelFlow();
    const { ticket } = await opened([String(defaultAssets()[0]!.id)]);
    const url = `/api/v1/tickets/apply-asset-tickets/${ticket.id}/approve/`;
    const approver = await as(backend, 'approver');
    const empty = await approver.send('PATCH', url, { apply_assets: [], apply_nodes: [] });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      apply_nodes: ['Select at least one asset or node'],
      apply_assets: ['Select at least one asset or node'],
    });
    // The admin sees the ticket (level 2 is theirs on the seeded flow) but may not act on level 1.
    const t = store().find('tickets.tickets', ticket.id)!;
    (t.steps as TicketStep[]).push({
      level: 2,
      assignees: [idOf('admin')],
      state: 'pending',
      processor: null,
      date_updated: '2026-11-01T08:00:00.000Z',
    });
    const admin = await as(backend, 'admin');
    const forced = await admin.send('PUT', url, {});
    expect(forced.status).toBe(403);
    expect(await forced.json()).toEqual({
      detail: 'You do not have permission to perform this action.',
      code: 'permission_denied',
    });
    expect(t.state).toBe('pending');
  });
});

describe('comments', () => {
  it("starts a seeded ticket's thread with the state comments of its history", async () => {
    const t = store()
      .rows('tickets.tickets')
      .find((x) => x.state === 'approved' && (x.steps as TicketStep[]).length === 2)!;
    const name = (id: unknown) => {
      const u = store().find('users.users', id)!;
      return `${String(u.name)}(${String(u.username)})`;
    };
    const [one, two] = t.steps as TicketStep[];
    const admin = await as(backend, 'admin');
    const thread = (await admin.getJson(`/api/v1/tickets/comments/?ticket_id=${String(t.id)}`)) as {
      body: string;
    }[];
    expect(thread.map((c) => c.body)).toEqual([
      `${name(t.applicant)} Submitted the ticket\n\n`,
      `${name(one!.processor)} Approved the ticket\n\n`,
      `${name(two!.processor)} Approved the ticket\n\n`,
    ]);
  });

  it('lists and adds comments of a related ticket, refuses unrelated users and unknown tickets', async () => {
    const user = await as(backend, 'user');
    const t = store()
      .rows('tickets.tickets')
      .find((x) => x.applicant === idOf('user'))!;
    const url = `/api/v1/tickets/comments/?ticket_id=${String(t.id)}`;
    const res = await user.send('POST', url, { body: 'Please hurry', ticket: t.id });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      body: 'Please hurry',
      user: idOf('user'),
      user_display: 'Common User(user)',
      ticket: t.id,
    });
    const list = (await user.getJson(url)) as { body: string }[];
    expect(list.at(-1)!.body).toBe('Please hurry');
    expect((await (await as(backend, 'loner')).call(url)).status).toBe(403);
    const unknown = await user.call('/api/v1/tickets/comments/?ticket_id=x');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      detail: 'Not found Ticket object about `id=x`',
      code: 'error',
    });
  });
});

describe('GET /api/v1/assets/assets/suggestions/', () => {
  it("gives an end user the first 10 matches of the org's assets, though the asset list is refused", async () => {
    const user = await as(backend, 'user');
    const q = `oid=${ORG_DEFAULT}`;
    expect((await user.call(`/api/v1/assets/assets/?${q}&limit=5`)).status).toBe(403);
    const all = (await user.getJson(`/api/v1/assets/assets/suggestions/?${q}`)) as {
      id: string;
      name: string;
    }[];
    expect(all).toHaveLength(10);
    const orgIds = new Set(defaultAssets().map((a) => String(a.id)));
    expect(all.every((a) => orgIds.has(a.id))).toBe(true);
    const name = String(defaultAssets()[3]!.name);
    const found = (await user.getJson(
      `/api/v1/assets/assets/suggestions/?${q}&search=${encodeURIComponent(name)}`,
    )) as { name: string }[];
    expect(found.map((a) => a.name)).toContain(name);
    // Nodes likewise (assets.match_node).
    expect((await user.call(`/api/v1/assets/nodes/?${q}&limit=5`)).status).toBe(403);
    const node = store()
      .rows('assets.nodes')
      .find((n) => n.org_id === ORG_DEFAULT && String(n.key).includes(':'))!;
    const nodes = (await user.getJson(
      `/api/v1/assets/nodes/suggestions/?${q}&search=${encodeURIComponent(String(node.value))}`,
    )) as { id: string; org_id: string }[];
    expect(nodes.map((n) => n.id)).toContain(node.id);
    expect(nodes.every((n) => n.org_id === ORG_DEFAULT)).toBe(true);
  });
});

describe('PUT /api/v1/tickets/flows/<id>/', () => {
  const defaultFlow = () =>
    store()
      .rows('tickets.ticket_flows')
      .find((f) => f.type === 'apply_asset' && f.org_id === ORG_DEFAULT)!;

  it('recreates the rules trimmed to the level, and new requests follow them', async () => {
    const admin = await as(backend, 'admin');
    const url = `/api/v1/tickets/flows/${String(defaultFlow().id)}/`;
    const res = await admin.send('PUT', url, {
      type: 'apply_asset',
      approval_level: 1,
      rules: [
        { strategy: { value: 'custom_user' }, assignees: [idOf('approver')] },
        { strategy: 'super_admin', assignees: [] },
      ],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: defaultFlow().id,
      approval_level: { value: 1 },
      rules: [
        {
          level: 1,
          strategy: { value: 'custom_user', label: 'Custom user' },
          assignees_read_only: [idOf('approver')],
          assignees_display: ['Ticket Approver(approver)'],
        },
      ],
    });
    const user = await as(backend, 'user');
    const opened = await user.send(
      'POST',
      '/api/v1/tickets/apply-asset-tickets/open/',
      request([String(defaultAssets()[0]!.id)]),
    );
    const t = (await opened.json()) as Opened;
    expect(t.process_map.map((s) => s.assignees)).toEqual([[idOf('approver')]]);

    // Super admin resolves to the superusers, shown by name; nobody is stored as chosen.
    const two = await admin.send('PUT', url, {
      type: 'apply_asset',
      approval_level: 2,
      rules: [
        { strategy: 'custom_user', assignees: [idOf('approver')] },
        { strategy: 'super_admin', assignees: [] },
      ],
    });
    expect(((await two.json()) as { rules: unknown[] }).rules[1]).toEqual({
      level: 2,
      strategy: { value: 'super_admin', label: 'Super admin' },
      assignees_read_only: [],
      assignees_display: ['Administrator(admin)'],
    });
  });

  it('refuses a custom level without assignees, nested per rule, and users without the permission', async () => {
    const admin = await as(backend, 'admin');
    const url = `/api/v1/tickets/flows/${String(defaultFlow().id)}/`;
    const body = {
      type: 'apply_asset',
      approval_level: 2,
      rules: [
        { strategy: 'org_admin', assignees: [] },
        { strategy: 'custom_user', assignees: [] },
      ],
    };
    const res = await admin.send('PUT', url, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      rules: [{}, { assignees: ['Please select the Assignees'] }],
    });
    expect((await (await as(backend, 'approver')).send('PUT', url, body)).status).toBe(403);
  });
});
