/**
 * One node of the side tree and, once expanded, its children: those the payload already brought,
 * or one `key=<id>` request when they still have to be read. A collapsed node reads nothing.
 */
import { CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTranslate } from 'react-admin';
import type { TreeNodeData, TreeSpec } from '../../../resources/vocabulary';
import { readChildren, treeKeys, TREE_STALE_MS } from './treeApi';
import { childrenByParent, needsChildren } from './treeState';

/** The child shown under a parent whose children are not read yet (it gives the expand icon). */
export const PLACEHOLDER = '::pending';

export interface BranchProps {
  tree: TreeSpec;
  node: TreeNodeData;
  /** Children by parent id, from the payload this node came in. */
  known: ReadonlyMap<string, TreeNodeData[]>;
  expanded: ReadonlySet<string>;
  /** Search results are complete: nothing is read lazily. */
  lazy: boolean;
}

export function TreeBranch({ tree, node, known, expanded, lazy }: BranchProps) {
  const translate = useTranslate();
  const pending = lazy && needsChildren(node, known);
  const isOpen = expanded.has(node.id);
  const children = useQuery({
    queryKey: treeKeys.children(tree, node.id),
    queryFn: () => readChildren(tree, node.id),
    enabled: pending && isOpen,
    staleTime: TREE_STALE_MS,
  });
  let kids: readonly TreeNodeData[] | undefined = known.get(node.id);
  let below = known;
  if (pending && children.data) {
    // The answer's top level hangs under this node; deeper levels under their own parents.
    const grouped = childrenByParent(children.data);
    kids = grouped.get('') ?? [];
    grouped.delete('');
    below = grouped;
  }
  const loading = pending && !children.data;
  return (
    <TreeItem itemId={node.id} label={node.name}>
      {loading ? (
        <TreeItem
          itemId={`${node.id}${PLACEHOLDER}`}
          disabled
          label={
            children.isError ? (
              <Typography variant="caption" color="error">
                {translate('tree.load_failed')}
              </Typography>
            ) : (
              <CircularProgress size={12} aria-label={translate('ra.page.loading')} />
            )
          }
        />
      ) : (
        kids?.map((child) => (
          <TreeBranch
            key={child.id}
            tree={tree}
            node={child}
            known={below}
            expanded={expanded}
            lazy={lazy}
          />
        ))
      )}
    </TreeItem>
  );
}
