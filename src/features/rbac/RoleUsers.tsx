/**
 * A role's users (domain-protocol-ops §4.5, Lina's RoleUsers.vue): its role bindings, paged;
 * users are added in one bulk POST and removed one binding at a time. Org bindings belong to the
 * current organisation, so they cannot be added in the root (GLOBAL) one.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Pagination,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/confirm/ConfirmDialog';
import type { JmsDataProvider, Paginated } from '../../../dataProvider';
import { useAccessContext } from '../../../authProvider/hooks';
import { hasPerm } from '../../../authProvider/permissions';
import type { AnyRecord } from '../../../resources/vocabulary';
import { RelationPickerDialog } from '../../components/relations/RelationPickerDialog';
import { roleScope } from './roleScope';

const PAGE = 15;

export function RoleUsers() {
  const record = useRecordContext<AnyRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const access = useAccessContext();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<AnyRecord | null>(null);
  const scope = roleScope(record);
  const url = `/api/v1/rbac/${scope}-role-bindings/`;
  const role = String(record?.id);
  const key = ['roleBindings', url, role];
  const { data, isPending } = useQuery({
    queryKey: [...key, page],
    enabled: Boolean(record),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      dataProvider.call<Paginated<AnyRecord>>('GET', url, undefined, {
        signal,
        query: { role, limit: PAGE, offset: (page - 1) * PAGE },
      }),
  });
  if (!record) return null;
  const canAdd = hasPerm(access.perms, `rbac.add_${scope}rolebinding`);
  const canRemove = hasPerm(access.perms, `rbac.delete_${scope}rolebinding`);
  const addBlocked = scope === 'org' && access.rootOrg;
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const add = async (ids: (string | number)[]) => {
    await dataProvider.call(
      'POST',
      url,
      ids.map((user) => ({ user, role, scope })),
    );
    notify('rbac.users.added', { type: 'success', messageArgs: { smart_count: ids.length } });
    setPicking(false);
    await refresh();
  };

  const remove = async (binding: AnyRecord) => {
    try {
      await dataProvider.call('DELETE', `${url}${encodeURIComponent(String(binding.id))}/`);
      notify('rbac.users.removed', { type: 'success' });
      await refresh();
    } catch {
      // The data provider has shown the server's notice (e.g. a user's last system role).
    } finally {
      setRemoving(null);
    }
  };

  const rows = data?.results ?? [];
  return (
    <Stack spacing={1}>
      {canAdd && (
        <Box>
          <Tooltip title={addBlocked ? translate('rbac.users.root_org') : ''}>
            <span>
              <Button variant="contained" disabled={addBlocked} onClick={() => setPicking(true)}>
                {translate('rbac.users.add')}
              </Button>
            </span>
          </Tooltip>
        </Box>
      )}
      {isPending ? (
        <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
      ) : (
        <Paper variant="outlined">
          <Table size="small" aria-label={translate('rbac.tabs.users')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('rbac.users.user')}</TableCell>
                {scope === 'org' && <TableCell>{translate('rbac.users.org')}</TableCell>}
                {canRemove && <TableCell align="right" />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((b) => (
                <TableRow key={String(b.id)}>
                  <TableCell>{String(b.user_display)}</TableCell>
                  {scope === 'org' && <TableCell>{String(b.org_name ?? '')}</TableCell>}
                  {canRemove && (
                    <TableCell align="right">
                      <Button
                        size="small"
                        color="error"
                        aria-label={`${translate('rbac.users.remove')} ${String(b.user_display)}`}
                        onClick={() => setRemoving(b)}
                      >
                        {translate('rbac.users.remove')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
              {!rows.length && (
                <TableRow>
                  <TableCell colSpan={3}>{translate('rbac.users.none')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          {(data?.count ?? 0) > PAGE && (
            <Pagination
              sx={{ p: 1 }}
              page={page}
              count={Math.ceil((data?.count ?? 0) / PAGE)}
              onChange={(_, p) => setPage(p)}
            />
          )}
        </Paper>
      )}
      <ConfirmDialog
        isOpen={Boolean(removing)}
        title="rbac.users.remove"
        content="rbac.users.remove_confirm"
        contentTranslateOptions={{ name: String(removing?.user_display ?? '') }}
        confirmColor="warning"
        onConfirm={() => (removing ? remove(removing) : undefined)}
        onClose={() => setRemoving(null)}
      />
      {picking && (
        <RelationPickerDialog
          options={{
            url: '/api/v1/users/users/',
            label: 'name',
            query: { fields_size: 'mini', ...(scope === 'system' && { oid: 'root' }) },
          }}
          onClose={() => setPicking(false)}
          onPick={add}
        />
      )}
    </Stack>
  );
}
