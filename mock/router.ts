/** A tiny method + path-pattern router; capture groups become `ctx.params`. */
import type { Ctx } from './http';

export interface Route {
  method: string | '*';
  pattern: RegExp;
  /** AllowAny endpoints; everything else needs a signed-in user (401 otherwise). */
  public?: boolean;
  handle: (ctx: Ctx) => Response | Promise<Response>;
}

export function findRoute(routes: readonly Route[], method: string, path: string): { route: Route; params: string[] } | null {
  for (const route of routes) {
    if (route.method !== '*' && route.method !== method && !(method === 'HEAD' && route.method === 'GET')) continue;
    const m = route.pattern.exec(path);
    if (m) return { route, params: m.slice(1).map((p) => decodeURIComponent(p ?? '')) };
  }
  return null;
}
