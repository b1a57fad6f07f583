/**
 * An asset permission's nodes (docs/domain.md §9.6, Lina's AssetPermissionAsset.vue node
 * card): the node relation rows, nodes added in one POST and removed one `DELETE ?node=` each.
 * A node grants its whole subtree, so the full path is what the administrator reads.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { useAccessContext } from '../../../authProvider/hooks';
import { hasPerm } from '../../../authProvider/permissions';
import type { AnyRecord } from '../../../resources/vocabulary';
import { LoadError } from '../../components/LoadError';
import { errorNotice, noticeArgs } from '../../components/notice';
import { RelationPickerDialog } from '../../components/relations/RelationPickerDialog';
import { addPermissionNodes, NODE_OPTIONS, permissionNodes, removePermissionNode } from './api';

export function PermissionNodes() {
  const record = useRecordContext<AnyRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const access = useAccessContext();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const pid = String(record?.id);
  const key = ['permissionNodes', pid];
  const { data, error, isPending, refetch } = useQuery({
    queryKey: key,
    enabled: Boolean(record),
    queryFn: ({ signal }) => permissionNodes(dataProvider, pid, signal),
  });
  if (!record) return null;
  const writable = !access.rootOrg;
  const canAdd = writable && hasPerm(access.perms, 'perms.add_assetpermission');
  const canRemove = writable && hasPerm(access.perms, 'perms.delete_assetpermission');
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const failed = (e: unknown) => notify(...noticeArgs(errorNotice(e), 'error'));
  const add = async (ids: (string | number)[]) => {
    try {
      await addPermissionNodes(dataProvider, pid, ids);
    } catch (e) {
      // The picker stays open for another choice.
      return failed(e);
    }
    notify('pages.relation.added', { type: 'success', messageArgs: { smart_count: ids.length } });
    setPicking(false);
    await refresh();
  };
  const remove = async (node: unknown) => {
    try {
      await removePermissionNode(dataProvider, pid, String(node));
      notify('pages.relation.removed', { type: 'success', messageArgs: { smart_count: 1 } });
      await refresh();
    } catch (e) {
      failed(e);
    }
  };

  if (error) return <LoadError error={error} onRetry={refetch} />;
  if (isPending) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
  const rows = data ?? [];
  return (
    <Stack spacing={1}>
      {canAdd && (
        <Box>
          <Button variant="contained" onClick={() => setPicking(true)}>
            {translate('rbac.perm.add_nodes')}
          </Button>
        </Box>
      )}
      <Paper variant="outlined">
        <List dense aria-label={translate('rbac.perm.nodes')}>
          {rows.map((r) => (
            <ListItem
              key={String(r.id)}
              secondaryAction={
                canRemove && (
                  <Button
                    size="small"
                    color="error"
                    aria-label={`${translate('rbac.perm.remove')} ${String(r.node_display)}`}
                    onClick={() => void remove(r.node)}
                  >
                    {translate('rbac.perm.remove')}
                  </Button>
                )
              }
            >
              <ListItemText primary={String(r.node_display)} />
            </ListItem>
          ))}
          {!rows.length && (
            <ListItem>
              <ListItemText primary={translate('rbac.perm.no_nodes')} />
            </ListItem>
          )}
        </List>
      </Paper>
      {picking && (
        <RelationPickerDialog
          options={NODE_OPTIONS}
          onClose={() => setPicking(false)}
          onPick={add}
        />
      )}
    </Stack>
  );
}
