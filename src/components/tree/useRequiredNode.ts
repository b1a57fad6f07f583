/**
 * A required tree (`TreeSpec.required`): with nothing selected, its first selectable node is
 * chosen as soon as the roots arrive (Lina's command list picks the first storage), replacing the
 * address so Back does not return to the empty choice. Lives beside the list, not in the panel,
 * so a hidden tree still chooses. Nothing is written once the user has moved on (useStillCurrent).
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { TreeSpec } from '../../../resources/vocabulary';
import { useStillCurrent } from '../../shell/latestLocation';
import { readRoot, treeKeys, TREE_STALE_MS } from './treeApi';
import { firstSelection, writeTreeState, type TreeState } from './treeState';

export type RequiredNode =
  /** Nothing to wait for: not a required tree, or a node is selected. */
  | 'ready'
  /** The roots are being read (or the choice is being written to the address). */
  | 'choosing'
  /** The tree offers no selectable node (or could not be read): the list has nothing to show. */
  | 'none';

export function useRequiredNode(
  trees: readonly TreeSpec[] | undefined,
  state: TreeState | null,
  /** The list's filter, for a tree following it (treeListFilter). */
  filter: Record<string, string>,
): RequiredNode {
  const location = useLocation();
  const navigate = useNavigate();
  const stillCurrent = useStillCurrent();
  const tree = state?.tree;
  const waiting = !!tree?.required && !state?.node;
  // Shares the panel's cached roots; a list without a required tree reads nothing.
  const root = useQuery({
    queryKey: tree ? treeKeys.root(tree, filter) : ['tree'],
    queryFn: () => readRoot(tree!, filter),
    staleTime: TREE_STALE_MS,
    enabled: waiting,
  });
  const choice = waiting && root.data ? firstSelection(tree!, root.data) : null;
  useEffect(() => {
    if (choice && trees && stillCurrent())
      void navigate(
        { search: writeTreeState(location.search, trees, { node: choice }) },
        { replace: true },
      );
  }, [choice, trees, location.search, navigate, stillCurrent]);
  if (!waiting) return 'ready';
  return choice || root.isPending ? 'choosing' : 'none';
}
