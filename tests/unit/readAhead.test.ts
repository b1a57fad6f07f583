import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEarly } from '../../dataProvider/earlyFetch';
import { descriptorFor } from '../../resources';
import { menuFor } from '../../src/shell/menu';
import { likelySteps, prefetchWhenIdle, readAheadFor } from '../../src/shell/readAhead';
import { EVERY_ROUTE_PERM as EVERY_PERM } from '../support/routePerms';
import { accessFrom } from '../../src/shell/routeModel';

const SETTINGS = { XPACK_ENABLED: true, XPACK_LICENSE_IS_VALID: true };
const ADMIN = accessFrom(EVERY_PERM, SETTINGS);
const ASSETS = descriptorFor('console/assets/assets');

afterEach(() => {
  forgetEarly();
  vi.restoreAllMocks();
});

function deps(access = ADMIN) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const getOptions = vi.fn(() => Promise.resolve({ actions: {} }) as never);
  return { access, queryClient, dataProvider: { getOptions }, store: { getItem: () => undefined } };
}

/** `METHOD path?query` of what `fetch` was asked for. */
function sent(fetch: { mock: { calls: unknown[][] } }): string[] {
  return fetch.mock.calls.map(([url, init]) => {
    const u = new URL(String(url), location.href);
    return `${(init as RequestInit | undefined)?.method ?? 'GET'} ${u.pathname}${u.search}`;
  });
}

describe('moving to a list reads what it will ask for as the router takes the move', () => {
  const users = { pathname: '/console/users/users', search: '' };
  const assets = { pathname: '/console/assets/assets', search: '' };

  it("sends the list's first rows and side tree, and reads its metadata, at once", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]'));
    const d = deps();
    readAheadFor(assets, users, d);
    expect(sent(fetch)).toEqual([
      'GET /api/v1/assets/assets/?limit=15&offset=0&order=name',
      'GET /api/v1/assets/nodes/children/tree/?assets=0',
    ]);
    expect(d.dataProvider.getOptions).toHaveBeenCalledWith(ASSETS.api.list);
  });

  it("sends a record's read as the user opens its detail, and again its update page", () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const id = 'a3e90837-8a17-4195-b640-da8324c996a3';
    const detail = { pathname: `/console/users/users/${id}`, search: '' };
    readAheadFor(detail, users, deps());
    readAheadFor({ pathname: `${detail.pathname}/update`, search: '' }, detail, deps());
    expect(sent(fetch)).toEqual([
      `GET /api/v1/users/users/${id}/`,
      `GET /api/v1/users/users/${id}/`,
    ]);
  });

  it('reads nothing for a page the user may not open, nor for a new query of the same page', () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]'));
    const noAssets = accessFrom(
      EVERY_PERM.filter((p) => p !== 'assets.view_asset'),
      SETTINGS,
    );
    const d = deps(noAssets);
    readAheadFor(assets, users, d);
    readAheadFor({ ...users, search: '?page=2' }, users, deps());
    expect(sent(fetch)).toEqual([]);
    expect(d.dataProvider.getOptions).not.toHaveBeenCalled();
  });

  it('reads nothing of a page in another view (it may run in another organisation)', () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]'));
    const d = deps();
    readAheadFor({ pathname: '/audit/sessions/sessions', search: '' }, users, d);
    expect(sent(fetch)).toEqual([]);
    expect(d.dataProvider.getOptions).not.toHaveBeenCalled();
  });
});

describe('the idle prefetch', () => {
  it("takes the menu in order, after the current resource's detail screen; its update screen last", () => {
    const steps = likelySteps('/console/users/users', menuFor('console', ADMIN), deps()).map(
      (s) => s.what,
    );
    expect(steps[0]).toBe('code console/users/users/:id');
    expect(steps.at(-1)).toBe('code console/users/users/:id/update');
    expect(steps).not.toContain('code /console/users/users');
    const assets = steps.indexOf('code /console/assets/assets');
    expect(steps[assets + 1]).toBe(`metadata ${ASSETS.api.list}`);
    expect(steps.indexOf('code /console/users/groups')).toBeLessThan(assets);
  });

  it("from a record's detail page, its update page's code comes first", () => {
    const detail = '/console/users/users/a3e90837-8a17-4195-b640-da8324c996a3';
    const steps = likelySteps(detail, menuFor('console', ADMIN), deps()).map((s) => s.what);
    expect(steps[0]).toBe('code console/users/users/:id/update');
    expect(steps).toContain('code /console/users/users');
  });

  it('fetches nothing the user may not open', () => {
    const access = accessFrom(
      EVERY_PERM.filter((p) => !p.startsWith('assets.')),
      SETTINGS,
    );
    const whats = likelySteps('/console/users/users', menuFor('console', access), deps(access)).map(
      (s) => s.what,
    );
    expect(whats).not.toContain('code /console/assets/assets');
    expect(whats.filter((w) => w.startsWith('metadata /api/v1/assets/'))).toEqual([]);
    // What the user may open is still read ahead.
    expect(whats).toContain('metadata /api/v1/users/groups/');
  });

  it("waits until the page's queries have their answers, then runs each step in turn", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'Date'] });
    const d = deps();
    let answer: (v: unknown) => void = () => undefined;
    void d.queryClient.fetchQuery({
      queryKey: ['rows'],
      queryFn: () => new Promise((r) => (answer = r)),
    });
    const ran: string[] = [];
    const step = (what: string) => ({ what, run: async () => void ran.push(what) });
    const done = prefetchWhenIdle(
      [step('a'), step('b')],
      d.queryClient,
      new AbortController().signal,
    );
    // Idle time passes while the rows are awaited (the wait gives up after 10 s).
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ran).toEqual([]);
    answer([]);
    await vi.advanceTimersByTimeAsync(5_000);
    await done;
    expect(ran).toEqual(['a', 'b']);
    vi.useRealTimers();
  });

  it('stops when the menu it was made for is gone', async () => {
    const d = deps();
    const stop = new AbortController();
    const ran: string[] = [];
    const steps = ['a', 'b'].map((what) => ({
      what,
      run: async () => {
        ran.push(what);
        stop.abort();
      },
    }));
    await prefetchWhenIdle(steps, d.queryClient, stop.signal);
    expect(ran).toEqual(['a']);
  });
});
