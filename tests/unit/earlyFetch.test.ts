import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_FETCH_TTL_MS,
  forgetEarly,
  sendEarly,
  setEarlyFetchClock,
  takeEarly,
} from '../../dataProvider/earlyFetch';
import { requestHeaders } from '../../dataProvider/requestHeaders';
import { firstListParams } from '../../src/shell/earlyRequests';
import { descriptorFor } from '../../resources';

afterEach(() => {
  forgetEarly();
  setEarlyFetchClock(() => Date.now());
});

const url = (path: string) => new URL(path, location.href).href;

describe('requests sent before the console loads', () => {
  it('answer the identical request once (method, URL, organisation), and no other', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]'));
    sendEarly('GET', '/api/v1/users/users/?limit=15');
    const headers = requestHeaders();
    expect(takeEarly('OPTIONS', url('/api/v1/users/users/?limit=15'), headers)).toBeNull();
    expect(takeEarly('GET', url('/api/v1/users/users/?limit=30'), headers)).toBeNull();
    const other = requestHeaders();
    other.set('X-JMS-ORG', '00000000-0000-0000-0000-000000000000');
    expect(takeEarly('GET', url('/api/v1/users/users/?limit=15'), other)).toBeNull();
    const taken = takeEarly('GET', url('/api/v1/users/users/?limit=15'), headers);
    expect(await (await taken)!.text()).toBe('[]');
    expect(takeEarly('GET', url('/api/v1/users/users/?limit=15'), headers)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('are dropped when answered long before they are asked for', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]'));
    let now = 0;
    setEarlyFetchClock(() => now);
    sendEarly('GET', '/api/v1/settings/public/');
    // Its answer is in once the promise callbacks queued by now have run.
    await new Promise((resolve) => setTimeout(resolve));
    now = EARLY_FETCH_TTL_MS + 1;
    expect(takeEarly('GET', url('/api/v1/settings/public/'), requestHeaders())).toBeNull();
  });

  it('are taken however late while still on their way', async () => {
    let answer!: (r: Response) => void;
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    let now = 0;
    setEarlyFetchClock(() => now);
    sendEarly('GET', '/api/v1/users/groups/1/');
    now = 10 * EARLY_FETCH_TTL_MS;
    const taken = takeEarly('GET', url('/api/v1/users/groups/1/'), requestHeaders());
    expect(taken).not.toBeNull();
    answer(new Response('{"id": "1"}'));
    expect(await (await taken)!.json()).toEqual({ id: '1' });
  });
});

describe("the list's first request, as react-admin's list computes it", () => {
  const users = descriptorFor('console/users/users');

  it('comes from the address, else the Store, else the page defaults', () => {
    expect(firstListParams(users, '', undefined)).toEqual({
      pagination: { page: 1, perPage: 15 },
      sort: users.list?.sort ?? { field: 'id', order: 'ASC' },
      filter: {},
    });
    const stored = { filter: {}, sort: 'username', order: 'DESC', page: 2, perPage: 30 };
    expect(firstListParams(users, '', stored)).toEqual({
      pagination: { page: 2, perPage: 30 },
      sort: { field: 'username', order: 'DESC' },
      filter: {},
    });
    const filter = encodeURIComponent(JSON.stringify({ search: 'admin' }));
    expect(firstListParams(users, `?filter=${filter}&perPage=50`, stored)).toMatchObject({
      pagination: { page: 1, perPage: 50 },
      filter: { search: 'admin' },
    });
  });

  it('is not guessed when the page rewrites the address first (plain query tags)', () => {
    expect(firstListParams(users, '?search=admin', undefined)).toBeNull();
  });
});
