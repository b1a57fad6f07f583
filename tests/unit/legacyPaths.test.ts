/**
 * Old bookmarks: every route path of the Vue console v3.1.0 (its router's list, kept in
 * tests/support/vueConsoleRoutes.json) resolves in this console to a page, directly or through
 * the alias table; and no path of it reaches a page through a parameter that was a word of the
 * path (`users/user-acl` read as the user whose id is "user-acl").
 */
import { describe, expect, it } from 'vitest';
import { LEGACY_PATHS } from '../../src/shell/legacyPaths';
import { ROUTES } from '../../src/shell/routeMap';
import { matchRoute, type RouteEntry } from '../../src/shell/routeModel';
import vue from '../support/vueConsoleRoutes.json' with { type: 'json' };

const ID = '6f1c2a7e-3b1d-4c55-9a0e-2f0c1b7d9e11';
const routerPaths = vue.routes.filter((r) => !('external' in r)).map((r) => r.path);
const concrete = (path: string) => path.replace(/:id/g, ID).replace(/^\//, '');

/** Where a path lands: redirects (layout routes and old paths) followed to their first target. */
function land(path: string): { entry: RouteEntry; params: Record<string, string | undefined> } {
  let m = matchRoute(ROUTES, path);
  for (let hops = 0; m && m.entry.target.kind === 'redirect' && hops < 5; hops++) {
    const next = m.entry.target.to[0]!.replace(/:(\w+)/g, (_, k: string) => m!.params[k] ?? '');
    m = matchRoute(ROUTES, next);
  }
  if (!m) throw new Error(`${path} resolves to nothing`);
  return m;
}

describe("the Vue console's route paths", () => {
  it.each(routerPaths)('%s lands on a page of this console', (path) => {
    const { entry, params } = land(concrete(path));
    expect(['resource', 'page', 'external']).toContain(entry.target.kind);
    // Only the Vue console's own 404 page is this console's 404 page.
    if (entry.target.kind === 'page' && path !== '/404')
      expect(entry.target.page).not.toBe('notFound');
    // A parameter only ever holds the id the path carried, never one of its words.
    for (const value of Object.values(params)) expect(value).toBe(ID);
  });

  it('has the task monitor, web terminal and file manager as external links', () => {
    const external = vue.routes.filter((r) => 'external' in r).map((r) => r.path);
    expect(external).toEqual(['/core/flower/', '/luna/', '/koko/elfinder/sftp/']);
    const hrefs = ROUTES.flatMap((e) => (e.target.kind === 'external' ? [e.target.href] : []));
    expect(hrefs).toEqual(expect.arrayContaining(external));
  });
});

describe('the alias table', () => {
  it.each(LEGACY_PATHS)('$from is a route of the Vue console and $to one of this console', (a) => {
    expect(routerPaths.map((p) => p.replace(/^\/|\/$/g, ''))).toContain(a.from);
    const target = matchRoute(ROUTES, a.to.replace(/:id/g, ID));
    expect(target?.entry.path).toBe(a.to);
  });

  it('is the only way old paths resolve: each alias is its own route', () => {
    for (const { from, to } of LEGACY_PATHS) {
      const m = matchRoute(ROUTES, concrete(from));
      expect(m?.entry.target).toEqual({ kind: 'redirect', to: [to] });
    }
  });
});
