/**
 * The side tree beside a list: several trees as tabs (TreeTabs), a debounced search
 * (TreeSearch), the selected node in the URL (it becomes a fixed query of the list) with its
 * actions (NodeBar), a handle to resize the panel (ResizeHandle) and a switch to hide it. This
 * module is the panel and the tree itself: its nodes read on demand as they are expanded. Loaded
 * lazily: lists without trees never load this module or the tree view.
 */
import '../../../i18n/areas/tree';
import { useCallback, useMemo, useState } from 'react';
import { Box, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { useStore, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { useSessionState } from '../../../authProvider/hooks';
import type { TreeNodeData, TreeSpec } from '../../../resources/vocabulary';
import { LoadError } from '../LoadError';
import { NodeActionsBar, SelectedNodeChip } from './NodeBar';
import { clampWidth, ResizeHandle } from './ResizeHandle';
import { readChildren, refreshTree, rootQuery, treeKeys, TREE_STALE_MS } from './treeApi';
import {
  CHILDREN_PAGE,
  childrenByParent,
  indexItems,
  isMore,
  isPlaceholder,
  isSelectable,
  itemIdOf,
  moreOwner,
  readTreeState,
  treeItems,
  withChildren,
  type TreeItemModel,
  selectionOf,
  writeTreeState,
  type TreeStatePatch,
} from './treeState';
import { TreeSearchBar, useTreeSearch } from './TreeSearch';
import { TreeTabs } from './TreeTabs';

/**
 * The panel's default width: a node's name and its count on one line ("Development (198)" two
 * levels down) and the search box whole, with the default columns of the list beside it still
 * fitting a 1440 px window.
 */
export const DEFAULT_TREE_WIDTH = 210;
const ICON_CONTAINER = 'MuiTreeItem-iconContainer';

const NONE_SHOWN: Record<string, number> = {};

/** Roots open when their children came with them (zTree's `open` on a loaded parent). */
function initiallyOpen(nodes: readonly TreeNodeData[], known: ReadonlyMap<string, unknown>) {
  return nodes.filter((n) => n.open !== false && known.has(n.id)).map((n) => n.id);
}

/** Where the panel's state (shown, width) is kept in react-admin's Store. */
export function treeStoreKey(resource: string, user: string, what: 'shown' | 'width'): string {
  return `${resource}.tree.${what}.${user}`;
}

export interface TreePanelProps {
  trees: readonly TreeSpec[];
  /** The list's resource: the panel's shown/hidden state is remembered per list. */
  resource: string;
  /** The list's filter, for a tree following it (treeListFilter). */
  listFilter?: Record<string, string>;
}

export default function TreePanel({ trees, resource, listFilter }: TreePanelProps) {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  // Remembered per user of this browser, per list.
  const user = useSessionState((s) => s.profile?.id ?? '');
  const [shown, setShown] = useStore(treeStoreKey(resource, user, 'shown'), true);
  const [width, setWidth] = useStore(treeStoreKey(resource, user, 'width'), DEFAULT_TREE_WIDTH);
  const state = readTreeState(location.search, trees)!;
  const { tree } = state;
  const change = useCallback(
    (patch: TreeStatePatch) =>
      navigate({ search: writeTreeState(location.search, trees, patch) }, { replace: false }),
    [navigate, location.search, trees],
  );

  if (!shown)
    return (
      <Box sx={{ pt: 1 }}>
        <Tooltip title={translate('tree.show')}>
          <IconButton
            size="small"
            aria-label={translate('tree.show')}
            onClick={() => setShown(true)}
          >
            <ChevronRightIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    );

  const panel = (
    <Box
      component="aside"
      aria-label={translate('tree.panel')}
      sx={{
        width: clampWidth(width),
        flexShrink: 0,
        pr: 0.5,
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
      }}
    >
      <TreeTabs
        trees={trees}
        current={tree}
        onChange={(name) => change({ tree: name })}
        onHide={() => setShown(false)}
      />
      {/* A tree of its own per tab: its expansion, search and dialogs start afresh. */}
      <TreeBody key={tree.name} state={state} change={change} listFilter={listFilter} />
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', mr: 0.5 }}>
      {panel}
      <ResizeHandle width={clampWidth(width)} onResize={setWidth} />
    </Box>
  );
}

interface BodyProps {
  state: NonNullable<ReturnType<typeof readTreeState>>;
  change(patch: TreeStatePatch): void;
  listFilter?: Record<string, string>;
}

function TreeBody({ state, change, listFilter }: BodyProps) {
  const translate = useTranslate();
  const client = useQueryClient();
  const { tree, node: selected } = state;
  const { text, setText, search, found } = useTreeSearch(tree);
  // A new list filter re-reads the tree; its nodes stay meanwhile.
  const root = useQuery({ ...rootQuery(tree, listFilter), placeholderData: keepPreviousData });
  const searching = !!search;
  const data = searching ? found.data : root.data;
  const first = useMemo(() => childrenByParent(data ?? []), [data]);

  const [expanded, setExpanded] = useState<string[] | null>(null);
  // A search opens every node it found; the user's changes hold until the next search.
  const [searchExpanded, setSearchExpanded] = useState<{ search: string; ids: string[] } | null>(
    null,
  );
  const openNow = searching
    ? searchExpanded?.search === search
      ? searchExpanded.ids
      : [...first.keys()].filter(Boolean)
    : (expanded ?? initiallyOpen(first.get('') ?? [], first));

  // One request per expanded node whose children did not come with the first answer; none for
  // collapsed ones. Answers are cached, so expanding again reads nothing.
  const lazyKey = searching ? '' : openNow.filter((id) => !first.has(id)).join('\n');
  const lazyIds = useMemo(() => (lazyKey ? lazyKey.split('\n') : []), [lazyKey]);
  // The known children as one stable value: the tree view's items (below) are rebuilt only when
  // an answer comes, not on every render of the panel (a selection, a keystroke).
  const combine = useCallback(
    (answers: { data?: TreeNodeData[]; isError: boolean }[]) => {
      let known: ReadonlyMap<string, TreeNodeData[]> = first;
      const failed = new Set<string>();
      answers.forEach((answer, i) => {
        if (answer.data) known = withChildren(known, lazyIds[i]!, answer.data);
        else if (answer.isError) failed.add(lazyIds[i]!);
      });
      return { known, failed };
    },
    [first, lazyIds],
  );
  const { known, failed } = useQueries({
    queries: lazyIds.map((id) => ({
      queryKey: treeKeys.children(tree, id),
      queryFn: () => readChildren(tree, id),
      staleTime: TREE_STALE_MS,
    })),
    combine,
  });
  // How many children each node shows; a search starts afresh.
  const [pages, setPages] = useState<{ search: string; shown: Record<string, number> }>({
    search,
    shown: {},
  });
  const shown = pages.search === search ? pages.shown : NONE_SHOWN;
  const apiRef = useRichTreeViewApiRef<TreeItemModel>();
  const isItemDisabled = useCallback(
    (item: TreeItemModel) =>
      isPlaceholder(item.id) || (!!item.node && !isSelectable(tree, item.node)),
    [tree],
  );
  const items = useMemo(
    () =>
      treeItems(
        known,
        {
          pending: (id) => translate(failed.has(id) ? 'tree.load_failed' : 'ra.page.loading'),
          more: (count) => translate('tree.show_more', { count }),
        },
        !searching,
        (id) => shown[id] ?? CHILDREN_PAGE,
        selected?.id,
      ),
    [known, failed, translate, searching, shown, selected?.id],
  );
  const index = useMemo(() => indexItems(items), [items]);
  /** The next page of a node's children; the focus moves to the first of them. */
  const showMore = (moreId: string) => {
    const owner = moreOwner(moreId);
    const count = shown[owner] ?? CHILDREN_PAGE;
    setPages({ search, shown: { ...shown, [owner]: count + CHILDREN_PAGE } });
    const next = (known.get(owner) ?? [])[count];
    if (next) requestAnimationFrame(() => apiRef.current?.focusItem(null, itemIdOf(owner, next)));
  };

  const select = (id: string) => {
    if (isPlaceholder(id)) return;
    if (isMore(id)) return showMore(id);
    const node = index.byItem.get(id);
    if (!node || !isSelectable(tree, node)) return;
    const selection = selectionOf(tree, node);
    // A required tree's root (everything) is no choice: the list needs one node.
    if (selection || !tree.required) change({ node: selection });
  };

  const loading = searching ? found.isPending : root.isPending;
  const failure = searching ? found : root;

  return (
    <>
      <TreeSearchBar
        tree={tree}
        text={text}
        onText={setText}
        onRefresh={() => {
          setExpanded(null);
          void refreshTree(client, tree);
        }}
      />
      <NodeActionsBar tree={tree} selected={selected} change={change} />
      {selected && (
        <SelectedNodeChip
          tree={tree}
          // As the tree now names it (a storage's count follows the list's range).
          name={root.data?.find((n) => n.id === selected.id)?.name ?? selected.name}
          currentOnly={state.currentOnly}
          change={change}
        />
      )}
      <Box sx={{ flex: 1, overflow: 'auto', minHeight: 120 }}>
        {loading ? (
          <Box sx={{ p: 2, textAlign: 'center' }}>
            <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
          </Box>
        ) : failure.isError ? (
          <LoadError error={failure.error} onRetry={() => failure.refetch()} />
        ) : !items.length ? (
          <Typography color="text.secondary" variant="body2" sx={{ p: 1 }}>
            {translate(searching ? 'tree.no_match' : 'tree.empty')}
          </Typography>
        ) : (
          <RichTreeView<TreeItemModel>
            aria-label={translate(tree.label)}
            // A name and its count on one line; a narrower panel cuts it with an ellipsis. The
            // items' own padding and gap are halved: that room is the label's.
            sx={{
              '& .MuiTreeItem-content': { px: 0.5, gap: 0.5 },
              '& .MuiTreeItem-label': {
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              },
            }}
            apiRef={apiRef}
            items={items}
            expansionTrigger="iconContainer"
            isItemDisabled={isItemDisabled}
            expandedItems={openNow}
            onExpandedItemsChange={(_, ids) =>
              searching ? setSearchExpanded({ search, ids }) : setExpanded(ids)
            }
            selectedItems={(selected && index.itemOf.get(selected.id)) ?? null}
            onSelectedItemsChange={(event, id) => {
              // The expand icon toggles the node; only a click on its name selects it.
              const target = event?.target;
              if (target instanceof Element && target.closest(`.${ICON_CONTAINER}`)) return;
              if (id) select(id);
            }}
          />
        )}
      </Box>
    </>
  );
}
