/** Links to a resource's screens: the shell's `routeFor`, with a list fallback and the after-save target. */
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

/** Where a successful save lands: the list, newest changes first (shell-spec §4.5). */
export function listAfterSave(d: ResourceDescriptor): string {
  return `${resourcePath(d, 'list')}?sort=date_updated&order=DESC`;
}
