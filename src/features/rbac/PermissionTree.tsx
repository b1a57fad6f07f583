/**
 * A role's permission tree (docs/domain.md §9.4, Lina's RoleInfo.vue): the server's flat
 * zTree nodes as a checkbox tree. Builtin roles are read-only (the server disables every node);
 * a custom role's checked leaves are saved with `PATCH <scope>-roles/<id>/ {"permissions"}`.
 * Like Lina, checking an action also checks the model's `view_` permission, and unchecking
 * `view_` unchecks the model's other actions (they are useless without it).
 */
import { useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { hasPerm } from '../../../authProvider/permissions';
import { useAccessContext } from '../../../authProvider/hooks';
import type { AnyRecord, TreeNodeData } from '../../../resources/vocabulary';
import { LoadError } from '../../components/LoadError';
import { errorNotice, noticeArgs } from '../../components/notice';
import { rolePermissionTree, saveRolePermissions } from './api';
import { roleScope } from './roleScope';

interface Item {
  id: string;
  label: string;
  children: Item[];
  disabled: boolean;
}

/** The zTree's flat `pId` links as nested items, in the server's order. */
function nest(nodes: readonly TreeNodeData[]): Item[] {
  const byId = new Map<string, Item>();
  for (const n of nodes)
    byId.set(n.id, { id: n.id, label: n.name, children: [], disabled: Boolean(n.chkDisabled) });
  const roots: Item[] = [];
  for (const n of nodes) {
    const parent = n.pId ? byId.get(n.pId) : undefined;
    (parent ? parent.children : roots).push(byId.get(n.id)!);
  }
  return roots;
}

const isLeaf = (n: TreeNodeData) => n.meta?.type === 'perm';

/** The leaves under each group node, to show a group checked when all its leaves are. */
function leavesUnder(items: readonly Item[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (item: Item): string[] => {
    if (!item.children.length) return [item.id];
    const found = item.children.flatMap(walk);
    out.set(item.id, found);
    return found;
  };
  items.forEach(walk);
  return out;
}

/** Lina's `view_` rule over the leaves whose checked state just changed. */
function withViewRule(
  leaves: readonly TreeNodeData[],
  before: ReadonlySet<string>,
  after: Set<string>,
): Set<string> {
  const byModel = new Map<string, TreeNodeData[]>();
  for (const l of leaves) byModel.set(String(l.pId), [...(byModel.get(String(l.pId)) ?? []), l]);
  const isView = (l: TreeNodeData) => String(l.title).split('.')[1]?.startsWith('view_');
  for (const l of leaves) {
    const siblings = byModel.get(String(l.pId)) ?? [];
    const view = siblings.find(isView);
    if (!view || view === l) {
      if (view === l && before.has(l.id) && !after.has(l.id))
        siblings.forEach((s) => after.delete(s.id));
      continue;
    }
    if (!before.has(l.id) && after.has(l.id)) after.add(view.id);
  }
  return after;
}

export function PermissionTree() {
  const record = useRecordContext<AnyRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const access = useAccessContext();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const queryClient = useQueryClient();
  const scope = roleScope(record);
  const roleId = String(record?.id);
  const key = ['rolePermissionTree', scope, roleId];
  const { data, error, isPending, refetch } = useQuery({
    queryKey: key,
    enabled: Boolean(record),
    queryFn: ({ signal }) => rolePermissionTree(dataProvider, scope, roleId, signal),
  });
  const nodes = useMemo(() => data ?? [], [data]);
  const leaves = useMemo(() => nodes.filter(isLeaf), [nodes]);
  const items = useMemo(() => nest(nodes), [nodes]);
  const groups = useMemo(() => leavesUnder(items), [items]);
  const initial = useMemo(
    () => new Set(leaves.filter((n) => n.checked).map((n) => n.id)),
    [leaves],
  );
  const [edited, setEdited] = useState<Set<string> | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  if (error) return <LoadError error={error} onRetry={refetch} />;
  if (isPending) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
  /** The checked leaves; groups are shown checked when all their leaves are. */
  const selected = edited ?? initial;
  const shown = [...selected];
  for (const [group, under] of groups) if (under.every((id) => selected.has(id))) shown.push(group);
  const readOnly = Boolean(record.builtin) || !hasPerm(access.perms, `rbac.change_${scope}role`);

  const onChange = (_: unknown, ids: string[]) => {
    // Toggling a group selects or clears its leaves (propagation); only the leaves are kept.
    const picked = new Set(ids.filter((id) => !groups.has(id)));
    setEdited(withViewRule(leaves, selected, picked));
  };

  const save = async () => {
    setBusy(true);
    try {
      const permissions = leaves.filter((l) => selected.has(l.id)).map((l) => l.id);
      await saveRolePermissions(dataProvider, scope, roleId, permissions);
      notify('rbac.tree.saved', { type: 'success' });
      setEdited(null);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      notify(...noticeArgs(errorNotice(e), 'error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1}>
      {record.builtin ? <Alert severity="info">{translate('rbac.tree.builtin')}</Alert> : null}
      {!readOnly && (
        <Box>
          <Button variant="contained" onClick={save} disabled={busy || !edited}>
            {translate('rbac.tree.save')}
          </Button>
        </Box>
      )}
      <RichTreeView
        aria-label={translate('rbac.tabs.permissions')}
        items={items}
        multiSelect
        checkboxSelection
        selectionPropagation={{ parents: true, descendants: true }}
        selectedItems={shown}
        onSelectedItemsChange={readOnly ? undefined : onChange}
        disableSelection={readOnly}
        isItemDisabled={(item: Item) => readOnly && item.disabled}
        defaultExpandedItems={['$ROOT$']}
        sx={{ maxHeight: '65vh', overflow: 'auto' }}
      />
    </Stack>
  );
}
