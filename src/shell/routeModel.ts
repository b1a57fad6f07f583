/**
 * The route model of docs/shell.md §3.1, as data and pure functions:
 * - every route has a level (1 view, 2 app, 3 resource, 4 crud action), a view (the first path
 *   segment), an app and a resource (from the path, else inherited) and an action derived from
 *   the path;
 * - the list, detail, update and create routes of one resource share a name prefix;
 * - routes are hidden by a flag or a function of the public settings, need a valid licence, or
 *   are removed when a permission is missing (layout and root routes need none);
 * - a route can disable organisation switching.
 * Paths are relative to the console's base (/ui/) and have no leading slash.
 */
import { hasPerm, type Requirement } from '../../authProvider/permissions';
import { isViewName, type ViewName } from './views';

export type RouteAction = 'list' | 'create' | 'update' | 'destroy' | 'retrieve';
export type RouteLevel = 1 | 2 | 3 | 4;

export interface RouteMeta {
  level: RouteLevel;
  /** '' for routes outside the views (home, 404, task logs). */
  view: ViewName | '';
  app: string;
  resource: string;
  action: RouteAction;
}

/** react-admin's four screens of a resource. */
export type Screen = 'list' | 'create' | 'show' | 'edit';

export type RouteTarget =
  /** A screen of a registered resource (react-admin resource name = its list route). */
  | { kind: 'resource'; resource: string; screen: Screen }
  /** A page that is not a resource screen (dashboard, settings page, profile page …). */
  | { kind: 'page'; page: string; params?: Record<string, string> }
  /**
   * A layout route: it only leads elsewhere, to the first of `to` this user has (a view's or a
   * group's first page); `:name` parameters of the route are carried over.
   */
  | { kind: 'redirect'; to: readonly string[] }
  /** Opened in a new browser tab (web terminal, file manager). */
  | { kind: 'external'; href: string };

export type PublicSettings = Record<string, unknown>;

export interface RouteEntry {
  path: string;
  /** Unique; one resource's routes are `<Prefix>List|Detail|Update|Create`. */
  name: string;
  /** i18n key of the page and menu title. */
  title: string;
  /** null: no permission needed (root and layout routes). */
  perms: Requirement | null;
  licence?: boolean;
  hidden?: boolean | ((settings: PublicSettings) => boolean);
  disableOrgSwitch?: boolean;
  meta: RouteMeta;
  target: RouteTarget;
}

/** What decides whether a route exists for the current user. */
export interface Access {
  /** The profile's permissions in the current organisation. */
  perms: ReadonlySet<string>;
  /** Extended edition with a valid licence. */
  licenceValid: boolean;
  settings: PublicSettings;
}

export function licenceValid(settings: PublicSettings): boolean {
  return Boolean(settings.XPACK_ENABLED && settings.XPACK_LICENSE_IS_VALID);
}

export function accessFrom(perms: readonly string[], settings: PublicSettings): Access {
  return { perms: new Set(perms), licenceValid: licenceValid(settings), settings };
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParam = (s: string) => s.startsWith(':');
/** Words that name a crud action or a detail wrapper rather than a resource. */
const NOT_RESOURCE = new Set(['create', 'update', 'delete', 'detail']);

/** create, update, delete (destroy), an id parameter (retrieve), anything else (list). */
export function actionOf(path: string): RouteAction {
  if (path.includes('create')) return 'create';
  if (path.includes('update')) return 'update';
  if (path.includes('delete')) return 'destroy';
  if (segmentsOf(path).some(isParam)) return 'retrieve';
  return 'list';
}

/** `account-templates` → `accounttemplate`: dashes removed, one trailing `s` stripped. */
export function normaliseResource(segment: string): string {
  return segment.replace(/-/g, '').replace(/s$/, '');
}

/** The meta of a route path; what the path does not say is inherited from the parent's meta. */
export function routeMeta(path: string, parent?: Partial<RouteMeta>): RouteMeta {
  const segments = segmentsOf(path);
  const inView = isViewName(segments[0]);
  const view: ViewName | '' = inView ? (segments[0] as ViewName) : (parent?.view ?? '');
  const rest = inView ? segments.slice(1) : segments;
  const firstDynamic = rest.findIndex((s) => isParam(s) || NOT_RESOURCE.has(s));
  const statics = firstDynamic < 0 ? rest : rest.slice(0, firstDynamic);
  const action = actionOf(path);
  const level: RouteLevel =
    action !== 'list' ? 4 : statics.length === 0 ? 1 : statics.length === 1 ? 2 : 3;
  return {
    level,
    view,
    app: statics[0] ?? parent?.app ?? '',
    resource:
      statics.length >= 2
        ? normaliseResource(statics[statics.length - 1]!)
        : (parent?.resource ?? ''),
    action,
  };
}

export interface RouteNames {
  list: string;
  show: string;
  edit: string;
  create: string;
}

/** One resource's route names: a shared prefix and the suffix List, Detail, Update or Create. */
export function routeNames(prefix: string): RouteNames {
  return {
    list: `${prefix}List`,
    show: `${prefix}Detail`,
    edit: `${prefix}Update`,
    create: `${prefix}Create`,
  };
}

/** The create route's name is the list route's name with List replaced by Create. */
export function createNameOf(listName: string): string {
  return listName.replace(/List$/, 'Create');
}

export type RouteStatus = 'ok' | 'hidden' | 'forbidden';

/**
 * Whether a route exists for this user: hidden (flag, settings function, or no valid licence for
 * a licensed route) routes do not exist at all; routes whose permission is missing are forbidden.
 */
export function routeStatus(entry: RouteEntry, access: Access): RouteStatus {
  const hidden = typeof entry.hidden === 'function' ? entry.hidden(access.settings) : entry.hidden;
  if (hidden || (entry.licence && !access.licenceValid)) return 'hidden';
  if (entry.perms !== null && !hasPerm(access.perms, entry.perms)) return 'forbidden';
  return 'ok';
}

export interface Logger {
  error(...args: unknown[]): void;
}

/** Routes by permission: the ones this user has; an error is logged when no page is left. */
export function availableRoutes(
  entries: readonly RouteEntry[],
  access: Access,
  log: Logger = console,
): RouteEntry[] {
  const kept = entries.filter((e) => routeStatus(e, access) === 'ok');
  if (!kept.some((e) => e.target.kind === 'resource' || e.target.kind === 'page')) {
    log.error(
      '[routes] No route is available to this user: check the roles of the current organisation.',
    );
  }
  return kept;
}

export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string | undefined>;
}

/** A route pattern read once: its segments, and its rank as react-router scores patterns. */
interface Pattern {
  entry: RouteEntry;
  segments: readonly string[];
  score: number;
}

/**
 * react-router's ranking for flat paths without splats: a static segment counts 10, a parameter
 * 3, plus one per segment; the higher score wins, then the earlier route.
 */
function rankPatterns(entries: readonly RouteEntry[]): Pattern[] {
  return entries
    .map((entry, order) => {
      const segments = segmentsOf(entry.path);
      const score = segments.reduce((sum, s) => sum + (isParam(s) ? 3 : 10), segments.length);
      return { entry, segments, score, order };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The parameters of `pattern` when it matches `segments` (case-insensitively, as the router). */
function matchPattern(pattern: Pattern, segments: readonly string[]): RouteMatch['params'] | null {
  if (pattern.segments.length !== segments.length) return null;
  const params: RouteMatch['params'] = {};
  for (let i = 0; i < segments.length; i++) {
    const want = pattern.segments[i]!;
    const got = decodeSegment(segments[i]!);
    if (isParam(want)) params[want.slice(1)] = got;
    else if (want.toLowerCase() !== got.toLowerCase()) return null;
  }
  return params;
}

/**
 * Ranked once per route table: react-router's `matchRoutes` flattens and ranks the whole table at
 * every call (~25 ms for the console's ~250 routes, on the way to the first frame).
 */
const ranked = new WeakMap<readonly RouteEntry[], Pattern[]>();

/** The entry a console path resolves to (the most specific pattern wins, as in the router). */
export function matchRoute(entries: readonly RouteEntry[], pathname: string): RouteMatch | null {
  let patterns = ranked.get(entries);
  if (!patterns) ranked.set(entries, (patterns = rankPatterns(entries)));
  const segments = segmentsOf(pathname);
  for (const pattern of patterns) {
    const params = matchPattern(pattern, segments);
    if (params) return { entry: pattern.entry, params };
  }
  return null;
}

export function findByName(entries: readonly RouteEntry[], name: string): RouteEntry | undefined {
  return entries.find((e) => e.name === name);
}

/** Whether a console path has a page for this user (an org switch falls back to home if not). */
export function routeExists(
  entries: readonly RouteEntry[],
  access: Access,
  pathname: string,
): boolean {
  const m = matchRoute(entries, pathname);
  return Boolean(m && routeStatus(m.entry, access) === 'ok');
}
