import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { addSiteMessage } from '../../../mock/domain/siteMessages';
import { siteMessageLink } from '../../../mock/msw';
import { signIn } from '../../support/backend';
import { startLayoutBackend } from './backend';
import { renderConsole } from './renderConsole';

const { backend } = startLayoutBackend();
const LIST = '/api/v1/notifications/site-messages/';

/** What the backend itself says for the signed-in user. */
async function serverJson<T>(path: string): Promise<T> {
  const res = await backend.handle(new Request(`http://127.0.0.1${path}`), document.cookie);
  return (await res.json()) as T;
}

const unreadTotal = async () => (await serverJson<{ total: number }>(`${LIST}unread-total/`)).total;
const unreadSubjects = async () =>
  (
    await serverJson<{ results: { content: { subject: string } }[] }>(
      `${LIST}?has_read=false&limit=15&offset=0`,
    )
  ).results.map((m) => m.content.subject);

function userIdOf(username: string): string {
  return String(backend.state.store.userByUsername(username)!.id);
}

async function signInAs(username: string, password: string) {
  document.cookie = 'django_language=en; path=/';
  await signIn(username, password);
}

/** Renders the console and returns the header's bell. */
function openConsole() {
  renderConsole('/console/users/users');
  return screen.findByRole('button', { name: /^Site messages: \d+ unread$/ }, { timeout: 10000 });
}

async function openConsoleAs(username: string, password: string) {
  await signInAs(username, password);
  return openConsole();
}

async function openDrawer(bell: HTMLElement) {
  await userEvent.click(bell);
  return screen.findByRole('region', { name: 'Site messages' });
}

describe('site messages in the header', () => {
  it('shows the unread count and lists the unread messages in the drawer', async () => {
    const bell = await openConsoleAs('admin', 'ChangeMe');
    const total = await unreadTotal();
    expect(total).toBeGreaterThan(0);
    await waitFor(() =>
      expect(bell.getAttribute('aria-label')).toBe(`Site messages: ${total} unread`),
    );
    expect(within(bell).getByText(String(total))).toBeTruthy();

    const drawer = await openDrawer(bell);
    const items = within(drawer).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('button').textContent)).toEqual(
      (await unreadSubjects()).map((s) => expect.stringContaining(s)),
    );
  });

  it('marks the selected messages as read, then all of them', async () => {
    const bell = await openConsoleAs('admin', 'ChangeMe');
    const drawer = await openDrawer(bell);
    const before = await unreadTotal();
    const [first] = await unreadSubjects();

    await userEvent.click(
      within(drawer).getAllByRole('checkbox', { name: `Select "${first}"` })[0]!,
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Mark selected as read' }));
    await waitFor(() =>
      expect(bell.getAttribute('aria-label')).toBe(`Site messages: ${before - 1} unread`),
    );
    expect(await unreadTotal()).toBe(before - 1);

    await userEvent.click(within(drawer).getByRole('button', { name: 'Mark all as read' }));
    expect(await within(drawer).findByText('No unread messages')).toBeTruthy();
    expect(await unreadTotal()).toBe(0);
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Site messages: 0 unread'));
    expect(within(bell).queryByText('0')).toBeNull();
  });

  it('caps the badge at 99', async () => {
    const admin = userIdOf('admin');
    for (let i = 0; i < 100; i++)
      addSiteMessage(backend.state, { users: [admin], subject: `Bulk ${i}`, message: '<p>x</p>' });
    const bell = await openConsoleAs('admin', 'ChangeMe');
    await waitFor(() => expect(within(bell).getByText('99+')).toBeTruthy());
  });

  it('opens a message: sanitised content, marked as read', async () => {
    const admin = userIdOf('admin');
    addSiteMessage(backend.state, {
      users: [admin],
      subject: 'Hostile message',
      message:
        '<p>Hello <b>admin</b><img src=x onerror="window.hacked=1"><script>window.hacked=2</script>' +
        '<a href="javascript:alert(1)">bad link</a> <a href="https://docs.example.com/x" onclick="x()">good link</a></p>',
    });
    const bell = await openConsoleAs('admin', 'ChangeMe');
    const before = await unreadTotal();
    const drawer = await openDrawer(bell);
    await userEvent.click(within(drawer).getByRole('button', { name: /Hostile message/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Hostile message' });
    expect(within(dialog).getByText('admin').tagName).toBe('B');
    expect(dialog.querySelector('img, script, [onerror], [onclick]')).toBeNull();
    expect(dialog.textContent).toContain('bad link');
    expect(within(dialog).queryByRole('link', { name: 'bad link' })).toBeNull();
    const good = within(dialog).getByRole('link', { name: 'good link' });
    expect(good.getAttribute('href')).toBe('https://docs.example.com/x');
    expect(good.getAttribute('rel')).toBe('noopener noreferrer');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    await waitFor(async () => expect(await unreadTotal()).toBe(before - 1));
  });

  it('shows recent messages by relative time and older ones by date', async () => {
    const admin = userIdOf('admin');
    await signInAs('admin', 'ChangeMe');
    // Start from an empty inbox, then one message now and one 10 days old.
    await backend.handle(
      new Request(`http://127.0.0.1${LIST}mark-as-read-all/`, {
        method: 'PATCH',
        headers: { 'X-CSRFToken': csrf() },
      }),
      document.cookie,
    );
    const [old] = addSiteMessage(backend.state, {
      users: [admin],
      subject: 'Old news',
      message: '<p>old</p>',
    });
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    old!.date_created = tenDaysAgo.toISOString();
    addSiteMessage(backend.state, { users: [admin], subject: 'Fresh news', message: '<p>new</p>' });

    const bell = await openConsole();
    const drawer = await openDrawer(bell);
    const fresh = within(drawer).getByRole('button', { name: /Fresh news/ });
    expect(fresh.textContent).toMatch(/now|seconds? ago|minutes? ago/);
    const stale = within(drawer).getByRole('button', { name: /Old news/ });
    const ymd = (d: Date) =>
      `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`;
    expect(stale.textContent).toContain(ymd(tenDaysAgo));
  });

  it('follows the websocket: a new message raises the count without a reload', async () => {
    const bell = await openConsoleAs('admin', 'ChangeMe');
    const before = await unreadTotal();
    await waitFor(() =>
      expect(bell.getAttribute('aria-label')).toBe(`Site messages: ${before} unread`),
    );
    act(() => {
      addSiteMessage(backend.state, {
        users: [userIdOf('admin')],
        subject: 'Pushed',
        message: '<p>p</p>',
      });
    });
    await waitFor(() =>
      expect(bell.getAttribute('aria-label')).toBe(`Site messages: ${before + 1} unread`),
    );
    const drawer = await openDrawer(bell);
    expect(within(drawer).getByRole('button', { name: /Pushed/ })).toBeTruthy();
  });
});

describe('the site-message websocket', () => {
  it('comes back after the server drops it, and the count catches up', async () => {
    const known = new Set(siteMessageLink.clients);
    const bell = await openConsoleAs('admin', 'ChangeMe');
    const before = await unreadTotal();
    const newClients = () => [...siteMessageLink.clients].filter((c) => !known.has(c));
    await waitFor(() => expect(newClients()).toHaveLength(1));
    await waitFor(() =>
      expect(bell.getAttribute('aria-label')).toBe(`Site messages: ${before} unread`),
    );
    // The server goes away (a restart): a message arrives while nobody listens.
    const [first] = newClients();
    known.add(first!);
    act(() => first!.close(1001, 'going away'));
    act(() => {
      addSiteMessage(backend.state, {
        users: [userIdOf('admin')],
        subject: 'While away',
        message: '<p>w</p>',
      });
    });
    expect(bell.getAttribute('aria-label')).toBe(`Site messages: ${before} unread`);
    // Reconnected a second later, the push on connect brings the new count.
    await waitFor(() => expect(newClients()).toHaveLength(1), { timeout: 5000 });
    await waitFor(() =>
      expect(bell.getAttribute('aria-label')).toBe(`Site messages: ${before + 1} unread`),
    );
    // A clean close is no failure.
    expect(screen.queryByText('Web socket connection failed')).toBeNull();
  });
});

function csrf(): string {
  return /(?:^|;\s*)jms_csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
}
