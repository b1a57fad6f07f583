/**
 * The parts of a list page that only some lists show, each its own chunk: loaded as a list draws
 * them, or ahead of it (the entry script for the page the console opens on, src/shell/readAhead.ts
 * for the page the user moves to). Kept free of React so the entry script can import it.
 */
import type { ResourceDescriptor } from '../../../resources/types';

export const loadTreePanel = () => import('../tree/TreePanel');
export const loadListTabBar = () => import('./ListTabBar');
export const loadDateRangeFilter = () => import('./DateRangeFilter');

/** Starts loading the parts this resource's list shows; `tree`: its side tree's too. */
export function preloadListParts(d: ResourceDescriptor, { tree = true } = {}): Promise<unknown> {
  const l = d.list;
  return Promise.all([
    tree && l?.trees?.length ? loadTreePanel() : null,
    l?.tabs?.length ? loadListTabBar() : null,
    l?.dateRange ? loadDateRangeFilter() : null,
  ]);
}
