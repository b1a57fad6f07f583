/**
 * A scripted browser for the demo backend in Node tests: keeps cookies, signs in through the login
 * page like a user, and sends `X-CSRFToken` on unsafe methods (docs/wire.md §3). Also a
 * bearer-token client for scripted API use. Shared by the mock's integration tests.
 */
import { createBackend, type Backend } from '../../../mock/backend';
import type { SeedOptions } from '../../../mock/seed';

export const ORIGIN = 'http://127.0.0.1';
export const ORG_ROOT = '00000000-0000-0000-0000-000000000000';
export const ORG_DEFAULT = '00000000-0000-0000-0000-000000000002';
export const ORG_BEIJING = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/** A fixed clock keeps seeded dates stable; one backend per test file is enough. */
export function demoBackend(options: SeedOptions = {}): Backend {
  return createBackend({ now: new Date('2023-03-20T02:00:00Z'), ...options });
}

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  /** parsed JSON, the text when it is not JSON, or null for an empty body */
  body: T;
  raw: Response;
}

export interface RequestOptions {
  /** a JSON body (objects, arrays, strings: anything JSON.stringify takes) */
  json?: unknown;
  /** a raw body with its content type */
  body?: BodyInit;
  contentType?: string;
  headers?: Record<string, string>;
  /** leave out X-CSRFToken (to provoke the CSRF check) */
  noCsrf?: boolean;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class Client {
  readonly cookies = new Map<string, string>();
  token: string | null = null;

  constructor(readonly backend: Backend) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The CSRF cookie's value (its name carries the `jms_` prefix). */
  get csrfToken(): string | undefined {
    return this.cookies.get('jms_csrftoken');
  }

  /** `jms_public_key`, as the page's JavaScript reads it (quotes included). */
  get publicKey(): string | undefined {
    return this.cookies.get('jms_public_key');
  }

  private keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === '""') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async raw(method: string, path: string, opts: RequestOptions = {}): Promise<Response> {
    const headers = new Headers(opts.headers);
    const m = method.toUpperCase();
    if (this.token) headers.set('Authorization', `Bearer ${this.token}`);
    if (UNSAFE.has(m) && !opts.noCsrf && this.csrfToken && !headers.has('X-CSRFToken'))
      headers.set('X-CSRFToken', this.csrfToken);
    let body: BodyInit | undefined = opts.body;
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers.set('Content-Type', 'application/json');
    } else if (opts.contentType) headers.set('Content-Type', opts.contentType);
    const cookieHeader = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const request = new Request(new URL(path, ORIGIN), {
      method: m,
      headers,
      body,
      redirect: 'manual',
    });
    const res = await this.backend.handle(request, cookieHeader || undefined);
    this.keep(res);
    return res;
  }

  async call<T = unknown>(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<Reply<T>> {
    const raw = await this.raw(method, path, opts);
    const text = await raw.clone().text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { status: raw.status, headers: raw.headers, body: body as T, raw };
  }

  get<T = unknown>(path: string, opts?: RequestOptions) {
    return this.call<T>('GET', path, opts);
  }
  options<T = unknown>(path: string, opts?: RequestOptions) {
    return this.call<T>('OPTIONS', path, opts);
  }
  post<T = unknown>(path: string, json?: unknown, opts: RequestOptions = {}) {
    return this.call<T>('POST', path, { ...opts, json });
  }
  put<T = unknown>(path: string, json?: unknown, opts: RequestOptions = {}) {
    return this.call<T>('PUT', path, { ...opts, json });
  }
  patch<T = unknown>(path: string, json?: unknown, opts: RequestOptions = {}) {
    return this.call<T>('PATCH', path, { ...opts, json });
  }
  delete<T = unknown>(path: string, opts?: RequestOptions) {
    return this.call<T>('DELETE', path, opts);
  }

  /** Makes later requests use this organisation, the way the console's X-JMS-ORG cookie does. */
  useOrg(orgId: string): this {
    this.cookies.set('X-JMS-ORG', orgId);
    return this;
  }
}

/** The login page flow: GET the page (session, CSRF and public-key cookies), POST the form. */
export async function signIn(
  backend: Backend,
  username: string,
  password: string,
): Promise<Client> {
  const client = new Client(backend);
  const page = await client.raw('GET', '/core/auth/login/');
  if (page.status !== 200) throw new Error(`login page answered ${page.status}`);
  const form = new URLSearchParams({
    csrfmiddlewaretoken: client.csrfToken ?? '',
    username,
    password,
  });
  const res = await client.raw('POST', '/core/auth/login/', {
    body: form.toString(),
    contentType: 'application/x-www-form-urlencoded',
  });
  if (res.status !== 302) throw new Error(`sign-in as ${username} failed (${res.status})`);
  return client;
}

/** A scripted API client: `POST /api/v1/authentication/auth/`, then `Authorization: Bearer`. */
export async function tokenClient(
  backend: Backend,
  username: string,
  password: string,
): Promise<Client> {
  const client = new Client(backend);
  const res = await client.post<{ token?: string }>('/api/v1/authentication/auth/', {
    username,
    password,
  });
  if (res.status !== 201 || !res.body.token)
    throw new Error(`token for ${username} refused (${res.status})`);
  client.token = res.body.token;
  return client;
}

/** The demo accounts (mock/seed DEMO_USERS). */
export const USERS = {
  admin: ['admin', 'ChangeMe'],
  sysadmin: ['sysadmin', 'Sysadmin@2023'],
  orgadmin: ['orgadmin', 'Orgadmin@2023'],
  auditor: ['auditor', 'Auditor@2023'],
  user: ['user', 'User@2023'],
  loner: ['loner', 'Loner@2023'],
} as const;

export function signInAs(backend: Backend, who: keyof typeof USERS): Promise<Client> {
  const [username, password] = USERS[who];
  return signIn(backend, username, password);
}
