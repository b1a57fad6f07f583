/**
 * The demo backend: one `handle(Request) => Response` used by msw in tests, the dev server, the
 * production-like server and the standalone server alike.
 */
import type { Ctx } from './http';
import { applyFault, Faults, withUnknownFieldType } from './faults';
import { detail } from './http';
import { resolveLang, t } from './i18n';
import { ORG_DEFAULT, ORG_ROOT } from './rbac';
import { appendSlash, findRoute } from './router';
import { CSRF_COOKIE, SESSION_COOKIE } from './routes/auth';
import { routes } from './routes';
import { seedStore, type SeedOptions } from './seed';
import { BackendState } from './state';
import type { Store } from './store';

/**
 * The seed of each set of options, kept for the resets: a test backend starts again from the seed
 * after every test, and copying a seed costs a third of making it (~0.4 s of CPU). Only a seed with
 * a fixed clock is kept; without one, the rows' dates follow the moment they were seeded.
 */
const seeds = new Map<string, Store>();

function freshStore(opts: SeedOptions): Store {
  if (!opts.now) return seedStore(opts);
  const key = `${opts.seed ?? ''}|${opts.scale ?? ''}|${opts.now.getTime()}`;
  let seeded = seeds.get(key);
  if (!seeded) seeds.set(key, (seeded = seedStore(opts)));
  return seeded.copy();
}
import { parseCookies, serializeCookie } from './util/cookies';
import { isValidTimeZone } from './util/datetime';

export const COOKIE_PREFIX = 'jms_';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Set-Cookie values of each response. A browser-like global Response (happy-dom in tests)
 * drops Set-Cookie as a forbidden header, so adapters read the cookies from here.
 */
export const responseCookies = new WeakMap<Response, string[]>();

export interface Backend {
  readonly state: BackendState;
  /**
   * Injected faults (mock/faults.ts): latency, forced statuses, malformed bodies, dropped or hung
   * requests.
   */
  readonly faults: Faults;
  /**
   * `cookieHeader` stands in for the Cookie header where the runtime's Request forbids setting it
   * (a browser-like test environment).
   */
  handle(request: Request, cookieHeader?: string): Promise<Response>;
  reset(): void;
}

/** `oid`, then the X-JMS-ORG header, cookie, the session, then Default (docs/wire.md §4.1). */
function resolveOrg(ctx: Omit<Ctx, 'orgId'>): string {
  const candidates = [
    ctx.url.searchParams.get('oid'),
    ctx.request.headers.get('x-jms-org'),
    ctx.cookies['X-JMS-ORG'],
    ctx.session?.orgId,
  ];
  for (const raw of candidates) {
    if (!raw) continue;
    const v = raw.trim().toLowerCase();
    if (v === 'default') return ORG_DEFAULT;
    if (v === 'root') return ORG_ROOT;
    if (UUID.test(v)) return ctx.state.store.orgById(v).id;
  }
  return ORG_DEFAULT;
}

function authenticate(ctx: Omit<Ctx, 'orgId'>): Response | null {
  const auth = ctx.request.headers.get('authorization');
  if (auth) {
    const [keyword, token] = auth.split(/\s+/, 2);
    if (keyword === 'Bearer' && token) {
      const entry = ctx.state.store.tokens.get(token);
      const user =
        entry && entry.expires > Date.now()
          ? ctx.state.store.find('users.users', entry.userId)
          : undefined;
      if (!user || !user.is_active) {
        return detail(401, t(ctx.lang, 'authenticationFailed'), 'authentication_failed', {
          'WWW-Authenticate': 'Bearer',
        });
      }
      ctx.user = user;
      ctx.authVia = 'token';
      return null;
    }
  }
  const userId = ctx.session?.userId;
  const user = userId ? ctx.state.store.find('users.users', userId) : undefined;
  if (user && user.is_active) {
    ctx.user = user;
    ctx.authVia = 'session';
  }
  return null;
}

/**
 * Django's session-cookie middleware: prefix cookie, the one-off expiry mark, the page public key.
 */
function finishCookies(ctx: Ctx, isApi: boolean): void {
  if (ctx.cookies.SESSION_COOKIE_NAME_PREFIX !== COOKIE_PREFIX) {
    ctx.setCookies.push(serializeCookie('SESSION_COOKIE_NAME_PREFIX', COOKIE_PREFIX));
  }
  const s = ctx.session;
  if (!s) return;
  if (s.announceExpireMark) {
    s.announceExpireMark = false;
    ctx.setCookies.push(serializeCookie('jms_session_expire', s.expireMark, { maxAge: 86400 }));
  }
  if (!isApi) {
    const keys = ctx.state.sessions.keysOf(s);
    if (ctx.cookies.jms_public_key !== keys.cookieValue) {
      ctx.setCookies.push(serializeCookie('jms_public_key', keys.cookieValue));
    }
  }
}

export function createBackend(options: SeedOptions = {}): Backend {
  const state = new BackendState(() => freshStore(options), options.now);
  const faults = new Faults();

  async function handle(request: Request, cookieHeader?: string): Promise<Response> {
    const url = new URL(request.url);
    const cookies = parseCookies(cookieHeader ?? request.headers.get('cookie'));
    const tz = request.headers.get('x-tz');
    const base = {
      request,
      url,
      method: request.method.toUpperCase(),
      path: url.pathname,
      params: [] as string[],
      cookies,
      state,
      session: state.sessions.get(cookies[SESSION_COOKIE]),
      user: null,
      authVia: null,
      lang: resolveLang(cookies.django_language, request.headers.get('accept-language')),
      tz: isValidTimeZone(tz) ? tz : null,
      setCookies: [] as string[],
    } satisfies Omit<Ctx, 'orgId'>;
    const pre = { ...base } as Omit<Ctx, 'orgId'>;
    const isApi = url.pathname.startsWith('/api/');
    let response = authenticate(pre);
    const ctx: Ctx = { ...pre, orgId: resolveOrg(pre) };

    const fault = faults.match(ctx.method, ctx.path);
    if (fault) {
      const faulted = await applyFault(fault, request, ctx.lang);
      if (faulted) return faulted;
    }

    // CommonMiddleware answers before any view authenticates.
    response = appendSlash(routes, url) ?? response;
    if (!response) {
      const found = findRoute(routes, ctx.method, ctx.path);
      if (!found) {
        response = isApi
          ? detail(404, 'Not found.', 'not_found')
          : new Response('Not Found', { status: 404 });
      } else if (!found.route.public && !ctx.user) {
        response = detail(401, t(ctx.lang, 'notAuthenticated'), 'not_authenticated', {
          'WWW-Authenticate': 'Bearer',
        });
      } else if (
        ctx.authVia === 'session' &&
        isApi &&
        !['GET', 'HEAD', 'OPTIONS', 'TRACE'].includes(ctx.method) &&
        (request.headers.get('x-csrftoken') !== ctx.session?.csrfToken ||
          cookies[CSRF_COOKIE] !== ctx.session?.csrfToken)
      ) {
        response = detail(403, t(ctx.lang, 'csrfFailed'), 'permission_denied');
      } else {
        ctx.params = found.params;
        try {
          response = await found.route.handle(ctx);
        } catch (err) {
          if (err instanceof SyntaxError) {
            response = detail(400, `JSON parse error - ${err.message}`, 'parse_error');
          } else {
            console.error('[mock] unexpected error', err);
            response = detail(500, String((err as Error)?.message ?? err), 'unexpect_error');
          }
        }
      }
    }

    if (fault?.unknownFieldType && ctx.method === 'OPTIONS')
      response = await withUnknownFieldType(response, !!fault.required);

    finishCookies(ctx, isApi);
    const setCookieValues = [...response.headers.getSetCookie(), ...ctx.setCookies];
    const headers = new Headers(response.headers);
    for (const c of ctx.setCookies) headers.append('Set-Cookie', c);
    const final = new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
    responseCookies.set(final, setCookieValues);
    return final;
  }

  return { state, faults, handle, reset: () => state.reset() };
}
