// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createBackend, type Backend } from '../../../mock/backend';
import { createConsoleServer } from '../../../scripts/lib/staticServer';
import { demoBackendPlugin } from '../../../scripts/lib/demoBackendPlugin';
import { createMockServer } from '../../../scripts/lib/mockServer';
import { Client, PASSWORDS } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
const servers: { server: Server; sockets: Set<Socket> }[] = [];

async function listen(server: Server): Promise<string> {
  const sockets = new Set<Socket>();
  server.on('connection', (s) => sockets.add(s));
  servers.push({ server, sockets });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(() => backend.faults.clear());
afterAll(async () => {
  for (const { server, sockets } of servers) {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
});

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** A stand-in for Vite's dev server: a connect-style middleware chain on a real http server. */
function fakeViteServer(b: Backend): Server {
  const chain: Middleware[] = [];
  const httpServer = createServer((req, res) => {
    let i = 0;
    const next = () => {
      const fn = chain[i++];
      if (fn) fn(req, res, next);
      else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('vite fallback');
    };
    next();
  });
  const plugin = demoBackendPlugin(b);
  (plugin.configureServer as (server: unknown) => void)({
    middlewares: { use: (fn: Middleware) => chain.push(fn) },
    httpServer,
  });
  return httpServer;
}

const post = (origin: string, path: string, body: unknown) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the /__mock__/ control endpoint', () => {
  it('is mounted by the standalone mock server: faults, licence and reset', async () => {
    const origin = await listen(createMockServer(backend));
    const client = Client.viaFetch(origin);
    await client.signIn('admin', PASSWORDS.admin!);

    const added = await post(origin, '/__mock__/faults', {
      path: '/api/v1/users/profile/',
      status: 409,
    });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: string };
    expect((await client.get('/api/v1/users/profile/')).status).toBe(409);
    expect(
      ((await (await fetch(`${origin}/__mock__/faults`)).json()) as { id: string }[]).map(
        (r) => r.id,
      ),
    ).toEqual([id]);
    expect((await fetch(`${origin}/__mock__/faults/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await client.get('/api/v1/users/profile/')).status).toBe(200);

    await post(origin, '/__mock__/faults', { pathRegex: '^/api/v1/users/', status: 500 });
    expect((await client.get('/api/v1/users/profile/')).status).toBe(500);
    expect((await fetch(`${origin}/__mock__/faults`, { method: 'DELETE' })).status).toBe(204);
    expect((await post(origin, '/__mock__/faults', { path: '/x', status: 418 })).status).toBe(400);

    expect(await (await post(origin, '/__mock__/licence', { state: 'absent' })).json()).toEqual({
      state: 'absent',
    });
    expect((await client.get('/api/v1/xpack/license/detail')).status).toBe(404);
    expect(await (await post(origin, '/__mock__/licence', { state: 'expired' })).json()).toEqual({
      state: 'expired',
    });
    expect(await client.getJson('/api/v1/settings/public/')).toMatchObject({
      XPACK_ENABLED: true,
      XPACK_LICENSE_IS_VALID: false,
    });
    expect((await post(origin, '/__mock__/licence', { state: 'bogus' })).status).toBe(400);

    await post(origin, '/__mock__/faults', { path: '/api/**', status: 500 });
    expect((await fetch(`${origin}/__mock__/reset`, { method: 'POST' })).status).toBe(204);
    expect(backend.faults.list()).toEqual([]);
    expect(backend.state.settings.XPACK_LICENSE_IS_VALID).toBe(true);
    // A reset signs everybody out.
    expect((await client.get('/api/v1/users/profile/')).status).toBe(401);
  });

  it('lowers the secret endpoints to a weaker confirmation and ages the sessions past the relogin window', async () => {
    const origin = await listen(createMockServer(backend));
    const sso = backend.state.store.userByUsername('user')!;
    sso.source = 'cas';
    const client = Client.viaFetch(origin);
    await client.signIn('user', PASSWORDS.user!);
    const relogin = { confirm_type: 'relogin', secret_key: '' };
    try {
      expect(
        await (await post(origin, '/__mock__/confirm', { secretsLevel: 'relogin' })).json(),
      ).toEqual({
        secretsLevel: 'relogin',
      });
      const admin = Client.viaFetch(origin);
      await admin.signIn('admin', PASSWORDS.admin!);
      expect(await (await admin.get('/api/v1/accounts/account-secrets/')).json()).toMatchObject({
        code: 'relogin',
      });
      expect(await client.getJson('/api/v1/authentication/confirm/?confirm_type=relogin')).toEqual({
        confirm_type: 'relogin',
        content: '',
      });
      expect((await client.send('POST', '/api/v1/authentication/confirm/', relogin)).status).toBe(
        200,
      );

      expect((await post(origin, '/__mock__/confirm', { ageSeconds: 301 })).status).toBe(200);
      const late = await client.send('POST', '/api/v1/authentication/confirm/', relogin);
      expect(late.status).toBe(400);
      expect(await late.json()).toEqual({
        error: 'Login time has exceeded 5 minutes, please login again',
      });
      expect((await post(origin, '/__mock__/confirm', { secretsLevel: 'face' })).status).toBe(400);
      expect((await post(origin, '/__mock__/confirm', { ageSeconds: -5 })).status).toBe(400);
    } finally {
      backend.reset();
    }
    expect(await (await post(origin, '/__mock__/confirm', {})).json()).toEqual({
      secretsLevel: 'mfa',
    });
  });

  it('is mounted by the dev server plugin in front of the backend, leaving other paths to Vite', async () => {
    const origin = await listen(fakeViteServer(backend));
    expect(
      (
        await post(origin, '/__mock__/faults', {
          path: '/api/v1/settings/public/open/',
          status: 403,
        })
      ).status,
    ).toBe(201);
    expect((await fetch(`${origin}/api/v1/settings/public/open/`)).status).toBe(403);
    expect((await fetch(`${origin}/__mock__/faults`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`${origin}/api/v1/settings/public/open/`)).status).toBe(200);
    expect(await (await fetch(`${origin}/ui/`)).text()).toBe('vite fallback');
    // The site-message websocket is on the dev server too.
    const client = Client.viaFetch(origin);
    await client.signIn('user', PASSWORDS.user!);
    const ws = new WebSocket(`${origin.replace('http', 'ws')}/ws/notifications/site-msg/`, {
      headers: { cookie: client.cookieHeader },
    });
    const first = await new Promise((resolve, reject) => {
      ws.once('message', (d) => resolve(JSON.parse(String(d))));
      ws.once('error', reject);
    });
    expect(first).toMatchObject({ type: 'unread_count', unread_count: expect.any(Number) });
    ws.close();
  });

  it('is absent from the production-like serve handler', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'jms-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
    const origin = await listen(createConsoleServer(dist, backend));
    for (const [method, path] of [
      ['POST', '/__mock__/faults'],
      ['DELETE', '/__mock__/faults'],
      ['POST', '/__mock__/reset'],
      ['POST', '/__mock__/licence'],
      ['POST', '/__mock__/confirm'],
    ] as const) {
      const res = await fetch(`${origin}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'POST' ? '{"path":"/api/**","status":500}' : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(backend.faults.list()).toEqual([]);
    expect((await fetch(`${origin}/api/v1/settings/public/open/`)).status).toBe(200);
    expect(await (await fetch(`${origin}/ui/`)).text()).toContain('console');
  });

  it('is mounted on the production-like serve handler when asked for (npm run serve -- --mock-control)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'jms-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
    const origin = await listen(createConsoleServer(dist, backend, { control: true }));
    const added = await post(origin, '/__mock__/faults', {
      path: '/api/v1/users/groups/',
      status: 500,
    });
    expect(added.status).toBe(201);
    const client = Client.viaFetch(origin);
    await client.signIn('admin', PASSWORDS.admin!);
    expect((await client.get('/api/v1/users/groups/')).status).toBe(500);
    expect((await fetch(`${origin}/__mock__/faults`, { method: 'DELETE' })).status).toBe(204);
    expect((await client.get('/api/v1/users/groups/')).status).toBe(200);
    expect(await (await fetch(`${origin}/ui/`)).text()).toContain('console');
  });
});

describe('network faults through the node adapter', () => {
  it('drops the connection (socket destroyed) and keeps serving afterwards', async () => {
    const origin = await listen(createMockServer(backend));
    backend.faults.add({ path: '/api/v1/settings/public/open/', drop: true, times: 1 });
    await expect(fetch(`${origin}/api/v1/settings/public/open/`)).rejects.toThrow(TypeError);
    expect((await fetch(`${origin}/api/v1/settings/public/open/`)).status).toBe(200);
  });

  it('hangs until the client gives up, then releases the request', async () => {
    let inFlight = 0;
    const tracked: Backend = {
      ...backend,
      state: backend.state,
      faults: backend.faults,
      handle: async (req, cookies) => {
        inFlight++;
        try {
          return await backend.handle(req, cookies);
        } finally {
          inFlight--;
        }
      },
    };
    const origin = await listen(createMockServer(tracked));
    backend.faults.add({ path: '/api/v1/settings/public/open/', timeout: true });
    const t = performance.now();
    await expect(
      fetch(`${origin}/api/v1/settings/public/open/`, { signal: AbortSignal.timeout(300) }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(performance.now() - t).toBeGreaterThanOrEqual(290);
    // The server hears the client's abort when its socket closes.
    await vi.waitFor(() => expect(inFlight).toBe(0), { timeout: 15_000 });
    backend.faults.clear();
    expect((await fetch(`${origin}/api/v1/settings/public/open/`)).status).toBe(200);
  });

  it('adds latency on the wire', async () => {
    const origin = await listen(createMockServer(backend));
    backend.faults.add({ path: '/api/v1/settings/public/open/', latency: 150 });
    const t = performance.now();
    const res = await fetch(`${origin}/api/v1/settings/public/open/`);
    expect(performance.now() - t).toBeGreaterThanOrEqual(140);
    expect(await res.json()).toHaveProperty('INTERFACE');
  });
});

describe('websocket faults', () => {
  /** The task log socket of a signed-in user: the frames it got and how it ended. */
  async function followUnknownTask(origin: string) {
    const client = Client.viaFetch(origin);
    await client.signIn('admin', PASSWORDS.admin!);
    const ws = new WebSocket(`${origin.replace('http', 'ws')}/ws/ops/tasks/log/`, {
      headers: { cookie: client.cookieHeader },
    });
    const frames: unknown[] = [];
    ws.on('open', () => ws.send(JSON.stringify({ task: 'no-such-task' })));
    ws.on('message', (d) => frames.push(JSON.parse(String(d))));
    const end = await new Promise<{ code?: number; error?: string }>((resolve) => {
      ws.once('close', (code) => resolve({ code }));
      ws.once('error', (e) => resolve({ error: e.message }));
    });
    return { frames, end };
  }

  it('closes a socket cleanly with the fault code after its frames, set through the control endpoint', async () => {
    const origin = await listen(createMockServer(backend));
    const added = await post(origin, '/__mock__/faults', {
      path: '/ws/ops/tasks/log/',
      close: 1011,
      afterFrames: 2,
      times: 1,
    });
    expect(added.status).toBe(201);
    const { frames, end } = await followUnknownTask(origin);
    // A task whose log does not exist yet gets a dot every 0.5 s: two of them, then the close.
    expect(frames).toEqual([
      { message: '.', task: 'no-such-task' },
      { message: '.', task: 'no-such-task' },
    ]);
    expect(end).toEqual({ code: 1011 });
  });

  it('refuses the handshake with a status fault', async () => {
    const origin = await listen(createMockServer(backend));
    backend.faults.add({ path: '/ws/ops/tasks/log/', status: 500, times: 1 });
    expect((await followUnknownTask(origin)).end.error).toMatch(/500/);
  });

  it('checks the close fault', () => {
    expect(() => backend.faults.add({ path: '/ws/x/', close: 1006 })).toThrow(/close code/);
    expect(() => backend.faults.add({ path: '/ws/x/', status: 500, afterFrames: 1 })).toThrow(
      /afterFrames goes with close/,
    );
  });
});
