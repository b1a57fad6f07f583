/**
 * A list page's tabs (`list.tabs`): the active one is `?tab=<name>` (the first permitted tab when
 * absent or unknown); switching drops the previous tab's page, filters and sort from the address.
 */
import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router';
import { hasPerm } from '../../../authProvider/permissions';
import { useAccessContext } from '../../../authProvider/hooks';
import { descriptorNamed } from '../../../resources';
import { permissionOf, type ListTab, type ResourceDescriptor } from '../../../resources/types';
import { CURRENT_PARAM, NODE_PARAM, TREE_PARAM } from '../tree/treeState';
import { LIST_TAB_PARAM, listTabStorePrefix } from './listDefaults';

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

/** The side tree's selection filters every tab: a switch keeps it. */
const KEPT = [TREE_PARAM, NODE_PARAM, CURRENT_PARAM];

/**
 * The tab bar. A switch leaves only `?tab=` (and the side tree's selection) in the address: with a
 * query in the address the list reads its parameters from there, so the new tab starts on its
 * first page, unfiltered.
 */
export function ListTabBar({ tabs, active }: { tabs: readonly ListTab[]; active: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const switchTo = (name: string) => {
    const next = new URLSearchParams({ [LIST_TAB_PARAM]: name });
    for (const key of KEPT) {
      const value = query.get(key);
      if (value !== null) next.set(key, value);
    }
    navigate({ search: `?${next.toString()}` });
  };
  return (
    <Tabs
      value={active}
      onChange={(_, name: string) => switchTo(name)}
      variant="scrollable"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((t) => (
        <Tab key={t.name} value={t.name} label={translate(t.label)} />
      ))}
    </Tabs>
  );
}
