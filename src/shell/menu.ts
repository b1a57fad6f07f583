/**
 * The sidebar of a view as data (the layout renders it): the view's menu of routeMap.ts, keeping
 * only the routes this user has (permission, licence, settings) and dropping empty groups.
 */
import { MENUS, ROUTES } from './routeMap';
import { routeExists, routeStatus, type Access, type RouteEntry } from './routeModel';
import type { ViewName } from './views';

export interface MenuLink {
  /** The route's name, stable for tests and keys. */
  name: string;
  /** i18n key */
  title: string;
  icon?: string;
  /** A console path (with leading slash), or an external address opened in a new tab. */
  to: string;
  external: boolean;
}

export interface MenuGroup {
  name: string;
  /** i18n key */
  title: string;
  icon?: string;
  /** The group's own path: its items live under it (to highlight the open group). */
  path: string;
  items: MenuLink[];
}

export type MenuItem = MenuLink | MenuGroup;

export function isMenuGroup(item: MenuItem): item is MenuGroup {
  return 'items' in item;
}

function linkTo(entry: RouteEntry, icon?: string): MenuLink {
  const external = entry.target.kind === 'external';
  return {
    name: entry.name,
    title: entry.title,
    ...(icon ? { icon } : {}),
    to: entry.target.kind === 'external' ? entry.target.href : `/${entry.path}`,
    external,
  };
}

export function menuFor(
  view: ViewName,
  access: Access,
  routes: readonly RouteEntry[] = ROUTES,
): MenuItem[] {
  const byName = new Map(routes.map((r) => [r.name, r]));
  const usable = (name: string) => {
    const e = byName.get(name);
    if (!e || routeStatus(e, access) !== 'ok') return null;
    // A layout route is an entry only if it leads somewhere this user may go.
    if (e.target.kind === 'redirect' && !e.target.to.some((p) => routeExists(routes, access, p)))
      return null;
    return e;
  };
  const items: MenuItem[] = [];
  for (const spec of MENUS[view]) {
    if ('route' in spec) {
      const e = usable(spec.route);
      if (e) items.push(linkTo(e, spec.icon));
      continue;
    }
    const { path, title, icon, items: names } = spec.group;
    const links = names.map(usable).flatMap((e) => (e ? [linkTo(e)] : []));
    if (links.length) items.push({ name: path, title, icon, path: `/${path}`, items: links });
  }
  return items;
}
