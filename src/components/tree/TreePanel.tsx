/**
 * The side tree beside a list (issue 12 §4): several trees as tabs, a debounced search, the
 * selected node in the URL (it becomes a fixed query of the list), node actions, a handle to
 * resize the panel and a switch to hide it. Loaded lazily: lists without trees never load this
 * module or the tree view.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Box,
  Chip,
  CircularProgress,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import RefreshIcon from '@mui/icons-material/Refresh';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { useStore, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import type { TreeNodeData, TreeSpec } from '../../../resources/vocabulary';
import { DeleteDialog, RenameDialog } from './NodeDialogs';
import { NodeMenu } from './NodeMenu';
import { clampWidth, ResizeHandle } from './ResizeHandle';
import {
  readChildren,
  readSearch,
  refreshTree,
  rootQuery,
  treeKeys,
  TREE_STALE_MS,
} from './treeApi';
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
import { useNodeActions } from './useNodeActions';

/** Lina's tree search waits 600 ms after the last key (domain-protocol-assets §2.3). */
export const SEARCH_DEBOUNCE_MS = 600;
const WIDTH = 200;
const ICON_CONTAINER = 'MuiTreeItem-iconContainer';

const NONE_SHOWN: Record<string, number> = {};

function useDebounced(value: string, ms: number): string {
  const [out, setOut] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setOut(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return out;
}

/** Roots open when their children came with them (zTree's `open` on a loaded parent). */
function initiallyOpen(nodes: readonly TreeNodeData[], known: ReadonlyMap<string, unknown>) {
  return nodes.filter((n) => n.open !== false && known.has(n.id)).map((n) => n.id);
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
  const [shown, setShown] = useStore(`${resource}.tree.shown`, true);
  const [width, setWidth] = useStore(`${resource}.tree.width`, WIDTH);
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
        pr: 1,
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
      }}
    >
      <Stack direction="row" alignItems="center">
        {trees.length > 1 ? (
          <Tabs
            value={tree.name}
            onChange={(_, name: string) => change({ tree: name })}
            variant="scrollable"
            // Both tab names fit the panel's default width in each language.
            sx={{
              flex: 1,
              minHeight: 36,
              '& .MuiTab-root': {
                minHeight: 36,
                minWidth: 0,
                px: 1,
                textTransform: 'none',
                fontSize: '0.8125rem',
              },
            }}
          >
            {trees.map((t) => (
              <Tab key={t.name} value={t.name} label={translate(t.label)} />
            ))}
          </Tabs>
        ) : (
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            {translate(tree.label)}
          </Typography>
        )}
        <Tooltip title={translate('tree.hide')}>
          <IconButton
            size="small"
            aria-label={translate('tree.hide')}
            onClick={() => setShown(false)}
          >
            <ChevronLeftIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      {/* A tree of its own per tab: its expansion, search and dialogs start afresh. */}
      <TreeBody key={tree.name} state={state} change={change} listFilter={listFilter} />
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', mr: 1 }}>
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
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  // A new list filter re-reads the tree; its nodes stay meanwhile.
  const root = useQuery({ ...rootQuery(tree, listFilter), placeholderData: keepPreviousData });
  const found = useQuery({
    queryKey: treeKeys.search(tree, search),
    queryFn: () => readSearch(tree, search),
    enabled: !!search,
    staleTime: TREE_STALE_MS,
  });
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
      ),
    [known, failed, translate, searching, shown],
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

  const actions = useNodeActions(
    tree,
    selected,
    () => change({ node: null }),
    (value) => selected && change({ node: { ...selected, name: value } }),
  );

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
  const loadFailed = searching ? found.isError : root.isError;

  return (
    <>
      <Stack direction="row" alignItems="center" spacing={0.5} sx={{ py: 0.5 }}>
        {tree.searchQuery ? (
          <TextField
            size="small"
            type="search"
            placeholder={translate('tree.search')}
            slotProps={{ htmlInput: { 'aria-label': translate('tree.search') } }}
            value={text}
            onChange={(e) => setText(e.target.value)}
            sx={{ flex: 1 }}
          />
        ) : (
          <Box sx={{ flex: 1 }} />
        )}
        <Tooltip title={translate('tree.actions.refresh')}>
          <IconButton
            size="small"
            aria-label={translate('tree.actions.refresh')}
            onClick={() => {
              setExpanded(null);
              void refreshTree(client, tree);
            }}
          >
            <RefreshIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      {(actions.canCreate || actions.canRename || actions.canDelete || selected?.uuid) && (
        <Stack direction="row" spacing={0.5}>
          {actions.canCreate && (
            <Tooltip title={translate('tree.actions.create')}>
              <IconButton
                size="small"
                aria-label={translate('tree.actions.create')}
                onClick={() => void actions.create()}
              >
                <AddIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {actions.canRename && (
            <Tooltip title={translate('tree.actions.rename')}>
              <IconButton
                size="small"
                aria-label={translate('tree.actions.rename')}
                onClick={actions.rename}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {actions.canDelete && (
            <Tooltip title={translate('tree.actions.delete')}>
              <IconButton
                size="small"
                color="error"
                aria-label={translate('tree.actions.delete')}
                onClick={actions.remove}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <NodeMenu tree={tree} node={selected} />
        </Stack>
      )}
      {selected && (
        <Stack spacing={0.5} sx={{ py: 0.5 }} alignItems="flex-start">
          <Chip
            size="small"
            // As the tree now names it (a storage's count follows the list's range).
            label={translate('tree.selected', {
              name: root.data?.find((n) => n.id === selected.id)?.name ?? selected.name,
            })}
            // A required tree's choice can be changed, not cleared.
            {...(!tree.required && { onDelete: () => change({ node: null }) })}
          />
          {tree.currentOnly && (
            <FormControlLabel
              control={
                <Switch
                  size="small"
                  checked={state.currentOnly}
                  onChange={(e) => change({ currentOnly: e.target.checked })}
                />
              }
              label={<Typography variant="body2">{translate(tree.currentOnly.label)}</Typography>}
            />
          )}
        </Stack>
      )}
      <Box sx={{ flex: 1, overflow: 'auto', minHeight: 120 }}>
        {loading ? (
          <Box sx={{ p: 2, textAlign: 'center' }}>
            <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
          </Box>
        ) : loadFailed ? (
          <Typography color="error" variant="body2" sx={{ p: 1 }}>
            {translate('tree.load_failed')}
          </Typography>
        ) : !items.length ? (
          <Typography color="text.secondary" variant="body2" sx={{ p: 1 }}>
            {translate(searching ? 'tree.no_match' : 'tree.empty')}
          </Typography>
        ) : (
          <RichTreeView<TreeItemModel>
            aria-label={translate(tree.label)}
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
      {actions.dialog?.kind === 'rename' && (
        <RenameDialog
          initial={actions.dialog.value}
          onSave={actions.saveName}
          onClose={actions.closeDialog}
        />
      )}
      {actions.dialog?.kind === 'delete' && (
        <DeleteDialog
          name={actions.dialog.name}
          onConfirm={() => void actions.confirmDelete()}
          onClose={actions.closeDialog}
        />
      )}
    </>
  );
}
