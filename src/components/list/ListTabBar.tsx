/**
 * A list page's tab bar (`list.tabs`), loaded with the lists that have tabs (ListTabs.tsx).
 */
import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router';
import type { ListTab } from '../../../resources/types';
import { CURRENT_PARAM, NODE_PARAM, TREE_PARAM } from '../tree/treeState';
import { LIST_TAB_PARAM } from './listDefaults';

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
