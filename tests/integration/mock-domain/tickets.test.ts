// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { ORG_DEFAULT } from '../../../mock/rbac';
import type { TicketStep } from '../../../mock/seed';
import type { Row } from '../../../mock/types';
import { as } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

const store = () => backend.state.store;
const idOf = (username: string) => String(store().userByUsername(username)!.id);
const steps = (t: Row) => t.steps as TicketStep[];
const related = (t: Row, id: string) =>
  t.applicant === id || steps(t).some((s) => s.assignees.includes(id));

interface TicketOut {
  id: string;
  state: { value: string };
  status: { value: string };
  applicant: { id: string; name: string };
  approval_step: { value: number };
  process_map: {
    approval_level: number;
    state: string;
    assignees: string[];
    assignees_display: string[];
    processor: string;
  }[];
}

describe('open-ticket count (docs/wire.md §14.9)', () => {
  it("counts the approver's open tickets from any org, with Lina's exact query", async () => {
    const approver = await as(backend, 'approver');
    const me = idOf('approver');
    const expected = store()
      .rows('tickets.tickets')
      .filter(
        (t) =>
          t.status === 'open' &&
          steps(t)
            .find((s) => s.level === Number(t.approval_step))!
            .assignees.includes(me),
      ).length;
    expect(expected).toBeGreaterThan(0);
    for (const org of [ORG_DEFAULT, '7c9e6679-7425-40de-944b-e07fc1f90ae7']) {
      const res = await approver.get(
        `/api/v1/tickets/tickets/?assignees__id=${me}&status=open&offset=0&limit=15&display=1&draw=1/`,
        { headers: { 'X-JMS-ORG': org } },
      );
      expect(res.status).toBe(200);
      expect(((await res.json()) as { count: number }).count).toBe(expected);
    }
    // Tickets in other orgs count too: they are read in the root org.
    expect(
      store()
        .rows('tickets.tickets')
        .some(
          (t) =>
            t.org_id !== ORG_DEFAULT &&
            t.status === 'open' &&
            steps(t).some((s) => s.assignees.includes(me)),
        ),
    ).toBe(true);
  });

  it('limits every listing to tickets related to the user, and filters by applicant and state', async () => {
    const user = await as(backend, 'user');
    const me = idOf('user');
    const all = (await user.getJson('/api/v1/tickets/tickets/?limit=100')) as {
      count: number;
      results: TicketOut[];
    };
    expect(all.count).toBe(
      store()
        .rows('tickets.tickets')
        .filter((t) => related(t, me)).length,
    );
    expect(all.results.every((t) => t.applicant.id === me)).toBe(true);
    const mine = (await user.getJson(
      `/api/v1/tickets/tickets/?applicant=${me}&state=pending&limit=100`,
    )) as { count: number; results: TicketOut[] };
    expect(mine.count).toBeGreaterThan(0);
    expect(
      mine.results.every((t) => t.state.value === 'pending' && t.status.value === 'open'),
    ).toBe(true);
    const other = (await user.getJson(
      `/api/v1/tickets/tickets/?assignees__id=${idOf('approver')}&limit=100`,
    )) as { count: number };
    expect(other.count).toBeLessThanOrEqual(all.count);
    expect(
      (await (await as(backend, 'loner')).getJson('/api/v1/tickets/tickets/?limit=5')) as {
        count: number;
      },
    ).toMatchObject({ count: 0 });
  });

  it('renders process_map from the approval steps', async () => {
    const approver = await as(backend, 'approver');
    const t = store()
      .rows('tickets.tickets')
      .find((x) => x.state === 'approved' && x.type === 'apply_asset' && steps(x).length === 2)!;
    const out = (await approver.getJson(`/api/v1/tickets/tickets/${String(t.id)}/`)) as TicketOut;
    expect(out.process_map).toHaveLength(2);
    expect(out.process_map[0]).toMatchObject({
      approval_level: 1,
      state: 'approved',
      assignees: [idOf('approver')],
      assignees_display: ['Ticket Approver(approver)'],
      processor: idOf('approver'),
    });
  });
});

describe('approve / reject / close', () => {
  const pendingApply = (levels: number) =>
    store()
      .rows('tickets.tickets')
      .find(
        (t) =>
          t.type === 'apply_asset' &&
          t.state === 'pending' &&
          Number(t.approval_step) === 1 &&
          steps(t).length === levels &&
          steps(t)[0]!.assignees.includes(idOf('approver')),
      )!;

  it('walks a two-level asset request to approved and grants the permission', async () => {
    const t = pendingApply(2);
    const approver = await as(backend, 'approver');
    const url = `/api/v1/tickets/apply-asset-tickets/${String(t.id)}/approve/`;
    const first = await approver.send('PUT', url, {});
    expect(first.status).toBe(200);
    expect(await first.json()).toBe('ok');
    expect(t).toMatchObject({ state: 'pending', status: 'open', approval_step: 2 });
    // Level 2 belongs to the admins; the approver is no longer a current assignee.
    expect((await approver.send('PUT', url, {})).status).toBe(403);
    const admin = await as(backend, 'admin');
    const permsBefore = store().rows('perms.asset_permissions').length;
    expect((await admin.send('PATCH', url, {})).status).toBe(200);
    expect(t).toMatchObject({ state: 'approved', status: 'closed' });
    const granted = store().rows('perms.asset_permissions').at(-1)!;
    expect(store().rows('perms.asset_permissions')).toHaveLength(permsBefore + 1);
    expect(granted).toMatchObject({
      from_ticket: true,
      users: [t.applicant],
      assets: t.apply_assets,
    });
    const out = (await admin.getJson(`/api/v1/tickets/tickets/${String(t.id)}/`)) as TicketOut;
    expect(out.process_map.map((s) => s.state)).toEqual(['approved', 'approved']);
    // Approving a closed ticket is refused.
    expect((await admin.send('PUT', url, {})).status).toBe(400);
  });

  it('answers 405 to approve on the generic endpoint and 404 to users the ticket is not related to', async () => {
    const t = pendingApply(2);
    const approver = await as(backend, 'approver');
    expect(
      (await approver.send('PUT', `/api/v1/tickets/tickets/${String(t.id)}/approve/`, {})).status,
    ).toBe(405);
    expect(t.state).toBe('pending');
    const loner = await as(backend, 'loner');
    expect(
      (await loner.send('PUT', `/api/v1/tickets/tickets/${String(t.id)}/reject/`, {})).status,
    ).toBe(404);
  });

  it('rejects on the generic endpoint and tells the applicant', async () => {
    const t = pendingApply(2);
    const approver = await as(backend, 'approver');
    const before = store()
      .rows('notifications.site_messages')
      .filter((m) => m.user === t.applicant && !m.has_read).length;
    expect(
      (await approver.send('PUT', `/api/v1/tickets/tickets/${String(t.id)}/reject/`)).status,
    ).toBe(200);
    expect(t).toMatchObject({ state: 'rejected', status: 'closed' });
    expect(steps(t).map((s) => s.state)).toEqual(['rejected', 'closed']);
    expect(
      store()
        .rows('notifications.site_messages')
        .filter((m) => m.user === t.applicant && !m.has_read),
    ).toHaveLength(before + 1);
  });

  it('lets the applicant close an open ticket, but not approve it', async () => {
    const me = idOf('user');
    const t = store()
      .rows('tickets.tickets')
      .find((x) => x.applicant === me && x.status === 'open' && x.type === 'login_confirm')!;
    const user = await as(backend, 'user');
    expect(
      (await user.send('PUT', `/api/v1/tickets/apply-login-tickets/${String(t.id)}/approve/`, {}))
        .status,
    ).toBe(403);
    expect((await user.send('PUT', `/api/v1/tickets/tickets/${String(t.id)}/close/`)).status).toBe(
      200,
    );
    expect(t).toMatchObject({ state: 'closed', status: 'closed' });
    const typed = (await user.getJson(
      `/api/v1/tickets/apply-login-tickets/${String(t.id)}/`,
    )) as Record<string, unknown>;
    expect(typed).toMatchObject({
      id: t.id,
      state: { value: 'closed' },
      apply_login_ip: t.apply_login_ip,
    });
  });
});
