import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { location, renderPages } from './harness';
import { backendGet, recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});

type Page = { count: number; results: Record<string, unknown>[] };
const T = { timeout: 10000 };

/** The demo backend has no activity feed yet: these answers follow docs/wire.md §14.7. */
function serveActivities(resourceId: string) {
  const handle = backend.handle;
  const today = new Date();
  const stamp = (daysAgo: number) => {
    const d = new Date(today.getTime() - daysAgo * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
  };
  backend.handle = async (request, cookies) => {
    const url = new URL(request.url);
    if (
      url.pathname === '/api/v1/audits/activities/' &&
      url.searchParams.get('resource_id') === resourceId
    ) {
      return Response.json([
        {
          id: 'a1',
          timestamp: stamp(1),
          r_type: 'O',
          detail_url: '/api/v1/audits/operate-logs/a1/?type=action_detail',
          content: 'Administrator updated this resource',
        },
        { id: 'a2', timestamp: stamp(40), r_type: 'O', detail_url: '', content: 'Too old to show' },
      ]);
    }
    if (url.pathname === '/api/v1/audits/operate-logs/a1/') {
      return Response.json({
        diff: [{ field: 'Comment', before: 'old words', after: 'new words' }],
      });
    }
    return handle(request, cookies);
  };
}

describe('the generic detail page', () => {
  it('titles the record, shows its metadata card and keeps the query on Update', async () => {
    await signIn('admin', 'ChangeMe');
    const g = (await backendGet<Page>(backend, '/api/v1/users/groups/?limit=1&offset=0'))
      .results[0]!;
    renderPages(`/console/users/groups/${String(g.id)}?from=list`);
    expect(await screen.findByText(`User group detail: ${String(g.name)}`, {}, T)).toBeTruthy();
    const label = await screen.findByText('Users amount', { selector: 'dt' }, T);
    expect(label.nextElementSibling!.textContent).toBe(String(g.users_amount));
    expect(screen.getByText('Created by', { selector: 'dt' })).toBeTruthy();
    expect(screen.queryByText('User', { selector: 'dt' })).toBeNull(); // the excluded members list
    const update = screen.getByRole('link', { name: 'Update' });
    expect(update.getAttribute('href')).toBe(
      `/console/users/groups/${String(g.id)}/update?from=list`,
    );
  });

  it('cuts a long name to 80 characters', async () => {
    await signIn('admin', 'ChangeMe');
    const long = 'x'.repeat(100);
    const res = await backend.handle(
      new Request('http://127.0.0.1/api/v1/users/groups/', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-CSRFToken': /jms_csrftoken=([^;]+)/.exec(document.cookie)![1]!,
        },
        body: JSON.stringify({ name: long }),
      }),
      document.cookie,
    );
    const created = (await res.json()) as { id: string };
    renderPages(`/console/users/groups/${created.id}`);
    expect(await screen.findByText(`User group detail: ${'x'.repeat(80)}…`, {}, T)).toBeTruthy();
  });

  it('the Activity tab lists the last 30 days from Now and opens an operation diff', async () => {
    await signIn('admin', 'ChangeMe');
    const g = (await backendGet<Page>(backend, '/api/v1/users/groups/?limit=1&offset=0'))
      .results[0]!;
    serveActivities(String(g.id));
    renderPages(`/console/users/groups/${String(g.id)}`);
    fireEvent.click(await screen.findByRole('tab', { name: 'Activity' }, T));
    await waitFor(() =>
      expect(location.current).toBe(`/console/users/groups/${String(g.id)}/activity`),
    );
    const timeline = await screen.findByRole('list', { name: 'Activity' });
    await within(timeline).findByText('Administrator updated this resource', {}, T);
    expect(within(timeline).getAllByRole('listitem')[0]!.textContent).toBe('Now');
    expect(within(timeline).queryByText('Too old to show')).toBeNull();
    fireEvent.click(
      within(timeline).getByRole('button', { name: 'Administrator updated this resource' }),
    );
    const dialog = await screen.findByRole('dialog', {}, T);
    expect(within(dialog).getByText('old words')).toBeTruthy();
    expect(within(dialog).getByText('new words')).toBeTruthy();
  });

  it('Delete confirms, then returns to the list', async () => {
    await signIn('admin', 'ChangeMe');
    const g = (await backendGet<Page>(backend, '/api/v1/acls/command-groups/?limit=1&offset=0'))
      .results[0]!;
    renderPages(`/console/perms/cmd-groups/${String(g.id)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, T));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(location.current).toBe('/console/perms/cmd-groups'), T);
    expect(
      wire.some(
        (c) => c.method === 'DELETE' && c.path === `/api/v1/acls/command-groups/${String(g.id)}/`,
      ),
    ).toBe(true);
  });

  it('a read-only resource has no Update or Delete', async () => {
    await signIn('admin', 'ChangeMe');
    const log = (await backendGet<Page>(backend, '/api/v1/audits/login-logs/?limit=1&offset=0'))
      .results[0]!;
    renderPages(`/audit/audits/login-logs/${String(log.id)}`);
    expect(
      await screen.findByText(
        new RegExp(`detail: ${String(log.username).replace(/[()]/g, '.')}`),
        {},
        T,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Update' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

/** The labels of a card's first-read list (the first `dl` on the page), in order. */
function basicLabels(): string[] {
  const list = document.querySelector('dl')!;
  return [...list.querySelectorAll('dt')].map((dt) => dt.textContent ?? '');
}

describe('the basic-info card: what is read first, the rest under More details', () => {
  it('generated: no id, organisation id or flags until More details is opened', async () => {
    await signIn('admin', 'ChangeMe');
    const g = (await backendGet<Page>(backend, '/api/v1/users/groups/?limit=1&offset=0'))
      .results[0]!;
    renderPages(`/console/users/groups/${String(g.id)}`);
    await screen.findByText('Users amount', { selector: 'dt' }, T);
    // The name first, then the rest, the dates and the comment last.
    expect(basicLabels()).toEqual([
      'Name',
      'Created by',
      'Users amount',
      'Org name',
      'Date created',
      'Comment',
    ]);
    expect(screen.queryByText('ID', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Organization ID', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText(String(g.id))).toBeNull();
    const more = screen.getByRole('button', { name: 'More details' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const shown = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(within(shown).getByText('ID', { selector: 'dt' }).nextElementSibling!.textContent).toBe(
      String(g.id),
    );
    expect(within(shown).getByText('Organization ID', { selector: 'dt' })).toBeTruthy();
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(String(g.id))).toBeNull();
  });

  it("declared: a session's eight, its user's name a link to the user; ids and flags aside", async () => {
    await signIn('admin', 'ChangeMe');
    const s = (
      await backendGet<Page>(backend, '/api/v1/terminal/sessions/?limit=20&offset=0')
    ).results.find((r) => r.user_id)!;
    renderPages(`/audit/sessions/sessions/${String(s.id)}`);
    await screen.findByText('Login from', { selector: 'dt' }, T);
    expect(basicLabels()).toEqual([
      'User',
      'Asset',
      'Account',
      'Protocol',
      'Login from',
      'Remote addr',
      'Date start',
      'Date end',
    ]);
    const user = screen.getByText('User', { selector: 'dt' }).nextElementSibling!;
    expect(
      within(user as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/console/users/users/${String(s.user_id)}`);
    for (const hidden of ['User ID', 'Organization ID', 'Can join', 'Is finished'])
      expect(screen.queryByText(hidden, { selector: 'dt' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More details' }));
    for (const shown of ['User ID', 'Organization ID', 'Can join', 'Is finished'])
      expect(screen.getByText(shown, { selector: 'dt' })).toBeTruthy();
  });
});

describe('domain cells on a detail card', () => {
  it("a ticket flow's rules read as one line per level with its assignees", async () => {
    await signIn('admin', 'ChangeMe');
    const flows = await backendGet<Page>(backend, '/api/v1/tickets/flows/?limit=1&offset=0');
    const flow = flows.results[0]!;
    const rules = flow.rules as {
      level: number;
      strategy: { label: string };
      assignees_display: string[];
    }[];
    expect(rules.length).toBeGreaterThan(0);
    renderPages(`/tickets/flow/${String(flow.id)}`);
    for (const r of rules) {
      const line = `Level ${r.level} · ${r.strategy.label}: ${r.assignees_display.join(', ')}`;
      expect(await screen.findByText(line, {}, T)).toBeTruthy();
    }
    expect(screen.queryByText(/"strategy"/)).toBeNull();
  });

  it("a job run's summary reads as hosts counted, not as JSON", async () => {
    await signIn('admin', 'ChangeMe');
    const runs = await backendGet<Page>(backend, '/api/v1/ops/job-executions/?limit=50&offset=0');
    const run = runs.results.find((r) => r.is_finished)!;
    expect(run).toBeTruthy();
    const summary = run.summary as { ok: string[]; failures: object; dark: object };
    const failed = Object.keys(summary.failures).length + Object.keys(summary.dark).length;
    renderPages(`/workbench/ops/executions/${String(run.id)}`);
    const line = `Succeeded: ${summary.ok.length} · Failed: ${failed} · Skipped: 0`;
    expect(await screen.findByText(line, {}, T)).toBeTruthy();
    expect(screen.queryByText(/"ok"/)).toBeNull();
  });
});
