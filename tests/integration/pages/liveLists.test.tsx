/**
 * Live lists (docs/shell.md §7.13) on the wire: the sessions list's Online tab reads its rows again
 * every 15 s by itself, so a session finished elsewhere leaves it while the other rows stay on
 * screen (the table never empties, no spinner in it); no read goes out while the page is hidden or
 * rows are selected. Only the intervals are fake: the requests are the demo backend's (msw).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORG_DEFAULT } from '../../../mock/rbac';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from './harness';
import { backendGet, recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

const T = { timeout: 20000 };
const EVERY = 15_000;
/** A row's Terminate (not the header's Terminate selected). */
const ROW_TERMINATE = /^Terminate [0-9a-f-]{36}$/;

function setVisibility(state: DocumentVisibilityState) {
  // Not announced with a visibilitychange event: react-query would read on focus by itself.
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

/** The Online tab's row reads (the tab's fixed query). */
const onlineReads = () =>
  wire.filter(
    (c) =>
      c.method === 'GET' &&
      c.path === '/api/v1/terminal/sessions/' &&
      c.query.get('is_finished') === '0',
  );

/** Ends a session as its terminal would, behind the console's back. */
function finish(id: string) {
  const s = backend.state.store.rows('terminal.sessions').find((r) => String(r.id) === id)!;
  Object.assign(s, { is_finished: true, can_terminate: false, date_end: new Date().toISOString() });
  backend.state.store.touch();
}

/** The fewest rows the table showed and whether a spinner showed in it, from now on. */
function watchTable() {
  const seen = { fewest: Infinity, spinner: false };
  const look = () => {
    const content = document.querySelector('.RaList-content');
    seen.fewest = Math.min(seen.fewest, content?.querySelectorAll('tbody tr').length ?? 0);
    if (content?.querySelector('[role="progressbar"]')) seen.spinner = true;
  };
  look();
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}

async function openOnline(): Promise<string[]> {
  // The seed's clock is not the browser's: its online sessions start within the default range.
  const online = backend.state.store
    .rows('terminal.sessions')
    .filter((r) => !r.is_finished && r.org_id === ORG_DEFAULT)
    .slice(0, 4);
  online.forEach((r, i) => (r.date_start = new Date(Date.now() - (i + 1) * 60_000).toISOString()));
  backend.state.store.touch();
  await signIn('admin', 'ChangeMe');
  renderPages('/audit/sessions/sessions?tab=online');
  await waitFor(() => expect(onlineReads().length).toBeGreaterThan(0), T);
  const answer = await backendGet<{ count: number }>(
    backend,
    `/api/v1/terminal/sessions/?${onlineReads()[0]!.query.toString()}`,
  );
  expect(answer.count).toBeGreaterThanOrEqual(2);
  await waitFor(
    () =>
      expect(screen.getAllByRole('button', { name: ROW_TERMINATE })).toHaveLength(
        Math.min(answer.count, 15),
      ),
    T,
  );
  // Nothing in flight any more (react-admin's loading indicator is idle).
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), T);
  return screen
    .getAllByRole('button', { name: ROW_TERMINATE })
    .map((b) => b.getAttribute('aria-label')!.replace('Terminate ', ''));
}

describe('live lists', () => {
  it('an online session finished elsewhere leaves the Online tab at the next read; the rows stay on screen', async () => {
    const ids = await openOnline();
    const before = onlineReads().length;
    const gone = ids[1]!;
    finish(gone);
    const table = watchTable();
    vi.advanceTimersByTime(EVERY);
    await waitFor(
      () => expect(screen.queryByRole('button', { name: `Terminate ${gone}` })).toBeNull(),
      T,
    );
    table.stop();
    expect(onlineReads()).toHaveLength(before + 1);
    // The other rows never left the table while it was read again.
    expect(table.seen.fewest).toBeGreaterThanOrEqual(ids.length - 1);
    expect(table.seen.spinner).toBe(false);
    screen.getByRole('button', { name: `Terminate ${ids[0]!}` });
  }, 60000);

  it('reads nothing while the page is hidden or rows are selected, and again once shown', async () => {
    const ids = await openOnline();
    const before = onlineReads().length;
    setVisibility('hidden');
    finish(ids[0]!);
    vi.advanceTimersByTime(3 * EVERY);
    setVisibility('visible');

    // A row selected: the selection holds the list.
    const row = screen.getByRole('button', { name: `Terminate ${ids[1]!}` }).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    await waitFor(() =>
      expect(within(row).getByRole<HTMLInputElement>('checkbox').checked).toBe(true),
    );
    vi.advanceTimersByTime(2 * EVERY);
    fireEvent.click(within(row).getByRole('checkbox'));
    await waitFor(() =>
      expect(within(row).getByRole<HTMLInputElement>('checkbox').checked).toBe(false),
    );

    // Shown, nothing selected: the next tick reads, and only it.
    vi.advanceTimersByTime(EVERY);
    await waitFor(
      () => expect(screen.queryByRole('button', { name: `Terminate ${ids[0]!}` })).toBeNull(),
      T,
    );
    expect(onlineReads()).toHaveLength(before + 1);
  }, 60000);
});
