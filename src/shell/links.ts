/**
 * Links into the console.
 *
 * The address bar shows the platform's URLs, under /ui/ with browser history (no hash):
 *   list `<path>`, create `<path>/create`, detail `<path>/<id>`, update `<path>/<id>/update`
 * (e.g. /ui/console/users/users/<id>/update). The react-admin resource name is `<path>`.
 *
 * react-admin builds its own links as `<name>/<id>` for "edit" and `<name>/<id>/show` for "show".
 * The routes reconcile the two (routes.tsx):
 * - `<path>/<id>/show` (ShowButton, rowClick "show", reference fields, redirect "show") is
 *   replaced by the detail page's URL;
 * - `<path>/<id>` IS the platform's detail page. react-admin's "edit" links therefore open the
 *   detail page (whose Update button leads on); resources whose detail page is another's (hosts
 *   and the other asset kinds: the asset detail) send `<path>/<id>` there, those without any
 *   (labels, gateways …) to their update page.
 * So for a direct link to a form, use `routeFor(descriptor, 'edit', id)` (e.g.
 * `<EditButton to={routeFor(d, 'edit', record.id)} />`); after saving, redirect to 'list'
 * (docs/shell.md §9.2).
 *
 * Links the platform writes elsewhere (activity detail_urls, e-mails) use the old hash form
 * `/ui/#/audit/...`: `hashLinkTarget` turns them into the same page's URL before routing starts.
 */
import type { ResourceDescriptor } from '../../resources/types';
import { screenPatterns } from './routeMap';
import type { Screen } from './routeModel';

/** The console path (leading slash, without /ui) of a resource's screen; null when it has none. */
export function routeFor(
  d: ResourceDescriptor,
  screen: Screen,
  id?: string | number,
): string | null {
  const pattern = screenPatterns(d)[screen];
  if (pattern === null) return null;
  const path = pattern.startsWith('/') ? pattern : `/${pattern}`;
  if (!path.includes(':id')) return path;
  if (id === undefined || id === null || id === '') return null;
  return path.replace(':id', encodeURIComponent(String(id)));
}

export { BASE_PATH, hashLinkTarget } from './hashLinks';

export type TaskLogType = 'celery' | 'ansible' | 'task';

/**
 * The backend's task log viewer (docs/shell.md §3.5). The backend has one, for every kind of task:
 * `/core/ops/celery/task/<id>/log/`, with `?type=` as the Vue console's links carry it.
 */
export function taskLogUrl(type: TaskLogType, id: string): string {
  return `/core/ops/celery/task/${encodeURIComponent(id)}/log/?type=${type}`;
}
