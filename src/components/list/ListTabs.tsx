/**
 * A list page's tabs (`list.tabs`): the active one is `?tab=<name>` (the first permitted tab when
 * absent or unknown); switching drops the previous tab's page, filters and sort from the address.
 */
import { useSearchParams } from 'react-router';
import { hasPerm } from '../../../authProvider/permissions';
import { useAccessContext } from '../../../authProvider/hooks';
import { descriptorNamed } from '../../../resources';
import { permissionOf, type ListTab, type ResourceDescriptor } from '../../../resources/types';
import { onDemand } from '../../shell/onDemand';
import { LIST_TAB_PARAM, listTabStorePrefix } from './listDefaults';
import { loadListTabBar } from './listParts';

export { LIST_TAB_PARAM };

/** Where a tab's list remembers its page, sort and filters when opened without a query. */
export function listTabStoreKey(page: string, tab: string): string {
  return `${listTabStorePrefix(page, tab)}.listParams`;
}

/** A tab's permission: its own, else the view permission of the resource it lists. */
function tabPerm(descriptor: ResourceDescriptor, tab: ListTab): string | readonly string[] {
  if (tab.perm) return tab.perm;
  const target = tab.resource ? descriptorNamed(tab.resource) : descriptor;
  return target.perm ?? permissionOf(target, 'view');
}

export function useActiveListTab(descriptor: ResourceDescriptor, tabs: readonly ListTab[]) {
  const ctx = useAccessContext();
  const [query] = useSearchParams();
  const visible = tabs.filter((t) => hasPerm(ctx.perms, tabPerm(descriptor, t)));
  const wanted = query.get(LIST_TAB_PARAM);
  const active = visible.find((t) => t.name === wanted) ?? visible[0];
  return { visible, active };
}

/** The tab bar (ListTabBar.tsx): only lists with tabs load it (listParts.ts). */
export const ListTabBar = onDemand(loadListTabBar, 'ListTabBar');
