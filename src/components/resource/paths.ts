/**
 * Links to a resource's screens: the shell's `routeFor`, with a list fallback and the after-save
 * target.
 */
import { descriptors } from '../../../resources';
import type { ResourceDescriptor } from '../../../resources/types';
import { routeFor } from '../../shell/links';

export type ScreenKind = 'list' | 'create' | 'show' | 'edit';

export function resourcePath(
  d: ResourceDescriptor,
  kind: ScreenKind,
  id?: string | number,
): string {
  return routeFor(d, kind, id) ?? routeFor(d, 'list') ?? '/';
}

/**
 * Whether the route map has the screen at all (no detail page, say). A control opening a screen
 * shows only where it exists: a fallback to the list would be a dead end.
 */
export function hasScreen(d: ResourceDescriptor, kind: ScreenKind): boolean {
  return routeFor(d, kind, kind === 'show' || kind === 'edit' ? 'x' : undefined) !== null;
}

/** The screen a row action opens (delete opens none). */
export function rowActionScreen(action: 'update' | 'delete' | 'clone'): ScreenKind | null {
  return action === 'update' ? 'edit' : action === 'clone' ? 'create' : null;
}

/** Where a successful save lands: the list, newest changes first (docs/shell.md §9.2). */
export function listAfterSave(d: ResourceDescriptor): string {
  const newest = 'sort=date_updated&order=DESC';
  if (hasScreen(d, 'list')) return `${resourcePath(d, 'list')}?${newest}`;
  // Listed only in another page's tab (storages, endpoint rules): back to that tab.
  const host = descriptors.find((h) => h.list?.tabs?.some((t) => t.resource === d.name));
  const tab = host?.list?.tabs?.find((t) => t.resource === d.name);
  return host && tab ? `${resourcePath(host, 'list')}?tab=${tab.name}` : resourcePath(d, 'list');
}
