/**
 * A small browser-like client for the demo backend: a cookie jar, the CSRF header on unsafe
 * methods, and sign-in through the real login form (with the MFA step when asked). It talks to
 * `backend.handle` directly, or to whatever `fetch` reaches (msw, a real server on a port).
 */
import type { Backend } from '../../../mock/backend';
import { MFA_DEMO_USER } from '../../../mock/seed';
import { totp } from '../../../mock/util/totp';

type Fetcher = (request: Request) => Promise<Response>;

export interface CallInit extends Omit<RequestInit, 'body'> {
  json?: unknown;
  body?: BodyInit | null;
}

export class Client {
  readonly cookies = new Map<string, string>();
  /** Sent as Accept-Language unless a call says otherwise (the backend's own default is zh). */
  lang = 'en';

  constructor(
    private readonly fetcher: Fetcher,
    readonly origin = 'http://127.0.0.1',
  ) {}

  /** Straight into the backend's Request -> Response function. */
  static direct(backend: Backend): Client {
    return new Client((req) => backend.handle(req));
  }

  /** Through the global fetch (msw in tests, or a real server at `origin`). */
  static viaFetch(origin = 'http://127.0.0.1'): Client {
    return new Client((req) => fetch(req), origin);
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get sessionId(): string | undefined {
    return this.cookies.get('jms_sessionid');
  }

  async call(path: string, init: CallInit = {}): Promise<Response> {
    const { json, ...rest } = init;
    const headers = new Headers(init.headers);
    const method = (init.method ?? 'GET').toUpperCase();
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    if (!headers.has('accept-language')) headers.set('Accept-Language', this.lang);
    const csrf = this.cookies.get('jms_csrftoken');
    if (csrf && !['GET', 'HEAD', 'OPTIONS'].includes(method)) headers.set('X-CSRFToken', csrf);
    let body = init.body;
    if (json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(json);
    }
    const res = await this.fetcher(
      new Request(new URL(path, this.origin), {
        ...rest,
        method,
        headers,
        body,
        redirect: 'manual',
      }),
    );
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      if (attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, pair!.slice(eq + 1).trim());
    }
    return res;
  }

  get(path: string, init: CallInit = {}) {
    return this.call(path, init);
  }

  async getJson<T = unknown>(path: string): Promise<T> {
    const res = await this.call(path);
    if (!res.ok) throw new Error(`GET ${path} -> ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  send(method: string, path: string, json?: unknown) {
    return this.call(path, { method, json });
  }

  /**
   * Signs in through /core/auth/login/. Returns the redirect target: `/ui/` when done, or
   * `/core/auth/login/mfa/` when the user still owes an MFA code.
   */
  async signIn(username: string, password: string): Promise<string> {
    const page = await this.call('/core/auth/login/');
    const csrf = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(await page.text())?.[1];
    if (!csrf) throw new Error('login page has no CSRF token');
    const form = new URLSearchParams({
      username,
      password,
      csrfmiddlewaretoken: csrf,
      next: '/ui/',
    });
    const res = await this.call('/core/auth/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    if (res.status !== 302) throw new Error(`sign-in as ${username} answered ${res.status}`);
    return res.headers.get('location') ?? '';
  }

  /** Completes the MFA step of a login with this code. */
  async mfa(code: string): Promise<Response> {
    const page = await this.call('/core/auth/login/mfa/');
    const csrf = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const form = new URLSearchParams({ code, csrfmiddlewaretoken: csrf, mfa_type: 'otp' });
    return this.call('/core/auth/login/mfa/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  }

  /** Signs in the MFA demo user with a TOTP code computed from its documented secret. */
  async signInWithMfa(): Promise<void> {
    const next = await this.signIn(MFA_DEMO_USER.username, MFA_DEMO_USER.password);
    if (next !== '/core/auth/login/mfa/') throw new Error(`expected the MFA step, got ${next}`);
    const res = await this.mfa(totp(MFA_DEMO_USER.otpSecret));
    if (res.status !== 302 || res.headers.get('location') !== '/ui/')
      throw new Error(`MFA step answered ${res.status}`);
  }
}

/** Signs in a fresh client as one of the demo users. */
export async function signedIn(
  backend: Backend,
  username: string,
  password: string,
): Promise<Client> {
  const client = Client.direct(backend);
  await client.signIn(username, password);
  return client;
}

export const PASSWORDS: Record<string, string> = {
  admin: 'ChangeMe',
  sysadmin: 'Sysadmin@2023',
  orgadmin: 'Orgadmin@2023',
  auditor: 'Auditor@2023',
  user: 'User@2023',
  approver: 'Approver@2023',
  loner: 'Loner@2023',
};

export function as(backend: Backend, username: keyof typeof PASSWORDS & string): Promise<Client> {
  return signedIn(backend, username, PASSWORDS[username]!);
}
