// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { Faults, globToRegExp, isNetworkError, UNKNOWN_FIELD } from '../../../mock/faults';
import { backendHandlers } from '../../../mock/msw';
import { Client, PASSWORDS } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
const msw = setupServer(...backendHandlers(backend));
let admin: Client;

beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'error' });
  admin = Client.viaFetch('http://127.0.0.1');
  await admin.signIn('admin', PASSWORDS.admin!);
});
afterEach(() => backend.faults.clear());
afterAll(() => msw.close());

const PROFILE = '/api/v1/users/profile/';

describe('fault rules', () => {
  it('match by glob, RegExp and method, first rule first, and retire after `times`', () => {
    expect(globToRegExp('/api/v1/users/*/').test('/api/v1/users/users/')).toBe(true);
    expect(globToRegExp('/api/v1/users/*/').test('/api/v1/users/users/1/')).toBe(false);
    expect(globToRegExp('/api/v1/**').test('/api/v1/users/users/1/')).toBe(true);
    const faults = new Faults();
    const a = faults.add({ path: '/api/v1/**', method: 'post', status: 500, times: 1 });
    const b = faults.add({ path: /users/, status: 403 });
    expect(faults.match('GET', '/api/v1/users/users/')?.id).toBe(b);
    expect(faults.match('POST', '/api/v1/users/users/')?.id).toBe(a);
    expect(faults.match('POST', '/api/v1/users/users/')?.id).toBe(b);
    expect(faults.match('GET', '/api/v1/assets/assets/')).toBeNull();
    expect(faults.remove(b)).toBe(true);
    expect(faults.list()).toEqual([]);
  });

  it('refuse rules that cannot work', () => {
    const faults = new Faults();
    expect(() => faults.add({ path: '/x', status: 500, drop: true })).toThrow(/one effect/);
    expect(() => faults.add({ path: '/x', status: 418 as never })).toThrow(/status/);
    expect(() => faults.add({ path: '/x' })).toThrow(/latency or an effect/);
    expect(() => faults.add({ path: '/x', wrongShape: 'list' as never })).toThrow(/wrongShape/);
    expect(() => faults.add({ path: '/x', html: true, malformed: true })).toThrow(/one effect/);
    expect(() => faults.add({ path: '/x', status: 500, required: true })).toThrow(
      /required goes with unknownFieldType/,
    );
  });
});

describe('faults through msw', () => {
  it('adds latency and then answers normally', async () => {
    backend.faults.add({ path: PROFILE, latency: 200 });
    const t = performance.now();
    const res = await admin.get(PROFILE);
    expect(performance.now() - t).toBeGreaterThanOrEqual(190);
    expect(await res.json()).toMatchObject({ username: 'admin' });
  });

  it('forces 401, 403, 409 and 500 with the real bodies', async () => {
    const cases = [
      [401, { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' }],
      [
        403,
        { detail: 'You do not have permission to perform this action.', code: 'permission_denied' },
      ],
      [409, { detail: 'Someone else is doing this. Please wait for complete', code: 'error' }],
      [500, { detail: 'Unexpect error occur', code: 'unexpect_error' }],
    ] as const;
    for (const [status, body] of cases) {
      const id = backend.faults.add({ path: '/api/v1/users/**', status });
      const res = await admin.get('/api/v1/users/users/?limit=1');
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual(body);
      if (status === 401) expect(res.headers.get('www-authenticate')).toBe('Bearer');
      backend.faults.remove(id);
    }
    expect((await admin.get('/api/v1/users/users/?limit=1')).status).toBe(200);
  });

  it('only hits the method it names', async () => {
    backend.faults.add({ path: PROFILE, method: 'PATCH', status: 500 });
    expect((await admin.get(PROFILE)).status).toBe(200);
  });

  it("answers 400 with a field's error, 404 with the detail, 502 with the proxy's HTML page", async () => {
    backend.faults.add({ path: PROFILE, status: 400, times: 1 });
    const bad = await admin.get(PROFILE);
    expect([bad.status, await bad.json()]).toEqual([400, { name: ['This value is not valid.'] }]);
    backend.faults.add({ path: PROFILE, status: 404, times: 1 });
    const gone = await admin.get(PROFILE);
    expect([gone.status, await gone.json()]).toEqual([
      404,
      { detail: 'Not found.', code: 'not_found' },
    ]);
    backend.faults.add({ path: PROFILE, status: 502, times: 1 });
    const proxy = await admin.get(PROFILE);
    expect(proxy.status).toBe(502);
    expect(proxy.headers.get('content-type')).toContain('text/html');
    expect(await proxy.text()).toContain('502 Bad Gateway');
  });

  it('returns malformed JSON with a 200', async () => {
    backend.faults.add({ path: PROFILE, malformed: true });
    const res = await admin.get(PROFILE);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    await expect(res.json()).rejects.toThrow(SyntaxError);
  });

  it('answers 200 with JSON of the wrong shape, or with an HTML page', async () => {
    backend.faults.add({ path: '/api/v1/users/groups/', wrongShape: 'detail', times: 1 });
    const ok = await admin.get('/api/v1/users/groups/?limit=1');
    expect([ok.status, await ok.json()]).toEqual([200, { detail: 'ok' }]);
    backend.faults.add({ path: PROFILE, wrongShape: 'null', times: 1 });
    const none = await admin.get(PROFILE);
    expect([none.status, none.headers.get('content-type'), await none.text()]).toEqual([
      200,
      'application/json',
      'null',
    ]);
    backend.faults.add({ path: PROFILE, html: true, times: 1 });
    const page = await admin.get(PROFILE);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toMatch(/^<!DOCTYPE html>.*<div id="root"><\/div>/);
    expect(await (await admin.get(PROFILE)).json()).toMatchObject({ username: 'admin' });
  });

  it('adds a field of an unknown type to OPTIONS answers, required when asked', async () => {
    const fieldOf = async () => {
      const res = await admin.call('/api/v1/users/groups/?draw=1&display=1', { method: 'OPTIONS' });
      const body = (await res.json()) as { actions: Record<string, Record<string, object>> };
      return body.actions.POST![UNKNOWN_FIELD.name];
    };
    const id = backend.faults.add({
      path: '/api/v1/**',
      method: 'OPTIONS',
      unknownFieldType: true,
    });
    expect(await fieldOf()).toMatchObject({ type: UNKNOWN_FIELD.type, required: false });
    backend.faults.remove(id);
    backend.faults.add({
      path: '/api/v1/**',
      method: 'OPTIONS',
      unknownFieldType: true,
      required: true,
    });
    expect(await fieldOf()).toMatchObject({ type: UNKNOWN_FIELD.type, required: true });
  });

  it('drops the connection: fetch fails with a network error', async () => {
    backend.faults.add({ path: PROFILE, drop: true, times: 1 });
    await expect(admin.get(PROFILE)).rejects.toThrow(TypeError);
    expect((await admin.get(PROFILE)).status).toBe(200);
  });

  it('never answers until the request is aborted', async () => {
    backend.faults.add({ path: PROFILE, timeout: true });
    const ctrl = new AbortController();
    const pending = admin.get(PROFILE, { signal: ctrl.signal });
    const raced = await Promise.race([
      pending.then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((r) => setTimeout(() => r('still waiting'), 300)),
    ]);
    expect(raced).toBe('still waiting');
    ctrl.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(admin.get(PROFILE, { signal: AbortSignal.timeout(100) })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('releases the hung handler when the request aborts (no leaked promise)', async () => {
    backend.faults.add({ path: PROFILE, timeout: true });
    const ctrl = new AbortController();
    const handled = backend.handle(
      new Request(`http://127.0.0.1${PROFILE}`, { signal: ctrl.signal }),
    );
    const raced = await Promise.race([
      handled.then(() => 'answered'),
      new Promise((r) => setTimeout(() => r('still waiting'), 200)),
    ]);
    expect(raced).toBe('still waiting');
    ctrl.abort();
    expect(isNetworkError(await handled)).toBe(true);
  });
});
