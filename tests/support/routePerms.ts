import { ROUTES } from '../../src/shell/routeMap';

/** Every codename a route asks for: a user who holds them all. */
export const EVERY_ROUTE_PERM = [
  ...new Set(
    ROUTES.flatMap((r) =>
      r.perms === null ? [] : typeof r.perms === 'string' ? [r.perms] : [...r.perms],
    ).flatMap((p) => p.split('|').map((s) => s.trim())),
  ),
];
