/**
 * The asset detail's "Authorised users" tab (domain-protocol-assets §3.3, Lina's PermUser.vue):
 * the users who can reach this asset, paged, and the user groups, each with the asset
 * permissions that give it to them in a dialog.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemText,
  Pagination,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { JmsDataProvider, Paginated } from '../../../dataProvider';
import type { AnyRecord } from '../../../resources/vocabulary';

const PAGE = 15;
const ASSET_API = '/api/v1/assets/assets/';

type Who = { kind: 'perm-users' | 'perm-user-groups'; id: string; name: string };

function useCall() {
  return useDataProvider<JmsDataProvider>();
}

export function AuthorisedUsers() {
  const record = useRecordContext<AnyRecord>();
  const translate = useTranslate();
  const [who, setWho] = useState<Who | null>(null);
  if (!record) return null;
  const base = `${ASSET_API}${encodeURIComponent(String(record.id))}/`;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
      <Box sx={{ flex: 2, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {translate('assetWorkspace.detail.perm_users')}
        </Typography>
        <PermUsers base={base} onView={setWho} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {translate('assetWorkspace.detail.perm_user_groups')}
        </Typography>
        <PermGroups base={base} onView={setWho} />
      </Box>
      {who && <PermissionsDialog base={base} who={who} onClose={() => setWho(null)} />}
    </Stack>
  );
}

function PermUsers({ base, onView }: { base: string; onView(who: Who): void }) {
  const translate = useTranslate();
  const dataProvider = useCall();
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery({
    queryKey: ['assetPermUsers', base, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      dataProvider.call<Paginated<AnyRecord>>('GET', `${base}perm-users/`, undefined, {
        signal,
        query: { limit: PAGE, offset: (page - 1) * PAGE },
      }),
  });
  if (isPending) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
  const rows = data?.results ?? [];
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label={translate('assetWorkspace.detail.perm_users')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.users.fields.name')}</TableCell>
            <TableCell>{translate('resources.users.fields.username')}</TableCell>
            <TableCell align="right">{translate('assetWorkspace.detail.permissions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((u) => (
            <TableRow key={String(u.id)}>
              <TableCell>{String(u.name)}</TableCell>
              <TableCell>{String(u.username)}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  aria-label={`${translate('assetWorkspace.detail.view_permissions')} ${String(u.name)}`}
                  onClick={() =>
                    onView({ kind: 'perm-users', id: String(u.id), name: String(u.name) })
                  }
                >
                  {translate('assetWorkspace.detail.view_permissions')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {!rows.length && (
            <TableRow>
              <TableCell colSpan={3}>{translate('assetWorkspace.detail.none')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {(data?.count ?? 0) > PAGE && (
        <Pagination
          size="small"
          sx={{ p: 1 }}
          page={page}
          count={Math.ceil((data?.count ?? 0) / PAGE)}
          onChange={(_, p) => setPage(p)}
        />
      )}
    </Paper>
  );
}

function PermGroups({ base, onView }: { base: string; onView(who: Who): void }) {
  const translate = useTranslate();
  const dataProvider = useCall();
  // Lina reads the groups whole (no `limit`: a bare array) for its side card.
  const { data, isPending } = useQuery({
    queryKey: ['assetPermGroups', base],
    queryFn: ({ signal }) =>
      dataProvider.call<AnyRecord[]>('GET', `${base}perm-user-groups/`, undefined, { signal }),
  });
  if (isPending) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
  const rows = Array.isArray(data) ? data : [];
  return (
    <Paper variant="outlined">
      <List dense aria-label={translate('assetWorkspace.detail.perm_user_groups')}>
        {rows.map((g) => (
          <ListItem
            key={String(g.id)}
            secondaryAction={
              <Button
                size="small"
                aria-label={`${translate('assetWorkspace.detail.view_permissions')} ${String(g.name)}`}
                onClick={() =>
                  onView({ kind: 'perm-user-groups', id: String(g.id), name: String(g.name) })
                }
              >
                {translate('assetWorkspace.detail.view_permissions')}
              </Button>
            }
          >
            <ListItemText primary={String(g.name)} />
          </ListItem>
        ))}
        {!rows.length && (
          <ListItem>
            <ListItemText secondary={translate('assetWorkspace.detail.none')} />
          </ListItem>
        )}
      </List>
    </Paper>
  );
}

function PermissionsDialog({ base, who, onClose }: { base: string; who: Who; onClose(): void }) {
  const translate = useTranslate();
  const dataProvider = useCall();
  const { data, isPending } = useQuery({
    queryKey: ['assetPermsOf', base, who.kind, who.id],
    queryFn: ({ signal }) =>
      dataProvider.call<Paginated<AnyRecord>>(
        'GET',
        `${base}${who.kind}/${encodeURIComponent(who.id)}/permissions/`,
        undefined,
        { signal, query: { limit: 100, offset: 0 } },
      ),
  });
  const rows = data?.results ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="asset-perms-title">
      <DialogTitle id="asset-perms-title">
        {translate('assetWorkspace.detail.permissions_title', { name: who.name })}
      </DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
        ) : rows.length ? (
          <List dense>
            {rows.map((p) => (
              <ListItem key={String(p.id)}>
                <Link
                  component={RouterLink}
                  to={`/console/perms/asset-permissions/${encodeURIComponent(String(p.id))}`}
                >
                  {String(p.name)}
                </Link>
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography>{translate('assetWorkspace.detail.no_permissions')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
