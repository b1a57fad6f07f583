/** A tiny method + path-pattern router; capture groups become `ctx.params`. */
import type { Ctx } from './http';

export interface Route {
  method: string | '*';
  pattern: RegExp;
  /** AllowAny endpoints; everything else needs a signed-in user (401 otherwise). */
  public?: boolean;
  handle: (ctx: Ctx) => Response | Promise<Response>;
  /**
   * Whether a path the pattern matches is a URL of the real backend, where the pattern is wider
   * than the URLs it stands for (the catalogue's catch-all); absent, every match is one.
   */
  resolves?: (path: string) => boolean;
}

export function findRoute(routes: readonly Route[], method: string, path: string): { route: Route; params: string[] } | null {
  for (const route of routes) {
    if (route.method !== '*' && route.method !== method && !(method === 'HEAD' && route.method === 'GET')) continue;
    const m = route.pattern.exec(path);
    if (m) return { route, params: m.slice(1).map((p) => decodeURIComponent(p ?? '')) };
  }
  return null;
}

/** Whether the path is a URL of the backend, for any method (Django resolves paths, not methods). */
export function resolves(routes: readonly Route[], path: string): boolean {
  return routes.some((r) => r.pattern.test(path) && (r.resolves?.(path) ?? true));
}

/**
 * Django's APPEND_SLASH (CommonMiddleware, before any view): a path without its trailing slash
 * that is no URL, while the path with it is, gets a 301 to the latter, query kept, whatever the
 * method (outside DEBUG, which would fail POST, PUT and PATCH instead).
 */
export function appendSlash(routes: readonly Route[], url: URL): Response | null {
  if (url.pathname.endsWith('/') || resolves(routes, url.pathname)) return null;
  if (!resolves(routes, `${url.pathname}/`)) return null;
  return new Response(null, {
    status: 301,
    headers: {
      Location: `${url.pathname}/${url.search}`,
      'Content-Type': 'text/html; charset=utf-8',
    },
  });
}
