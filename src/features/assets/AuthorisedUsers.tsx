/**
 * The asset detail's "Authorised users" tab (docs/domain.md §3.3, Lina's PermUser.vue):
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
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { JmsDataProvider } from '../../../dataProvider';
import type { AnyRecord } from '../../../resources/vocabulary';
import { LoadError } from '../../components/LoadError';
import { PagedTable } from '../../components/PagedTable';
import { authorisedUserGroups, authorisedUsers, grantingPermissions, type Grantee } from './api';
import { rowsOf } from '../readList';

const PAGE = 15;

export function AuthorisedUsers() {
  const record = useRecordContext<AnyRecord>();
  const translate = useTranslate();
  const [who, setWho] = useState<Grantee | null>(null);
  if (!record) return null;
  const assetId = String(record.id);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
      <Box sx={{ flex: 2, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {translate('assetWorkspace.detail.perm_users')}
        </Typography>
        <PermUsers assetId={assetId} onView={setWho} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {translate('assetWorkspace.detail.perm_user_groups')}
        </Typography>
        <PermGroups assetId={assetId} onView={setWho} />
      </Box>
      {who && <PermissionsDialog assetId={assetId} who={who} onClose={() => setWho(null)} />}
    </Stack>
  );
}

/** "View permissions <name>": the button of a user's or a group's row. */
function ViewButton({ who, onView }: { who: Grantee; onView(who: Grantee): void }) {
  const translate = useTranslate();
  const label = translate('assetWorkspace.detail.view_permissions');
  return (
    <Button size="small" aria-label={`${label} ${who.name}`} onClick={() => onView(who)}>
      {label}
    </Button>
  );
}

function PermUsers({ assetId, onView }: { assetId: string; onView(who: Grantee): void }) {
  const translate = useTranslate();
  const dp = useDataProvider<JmsDataProvider>();
  return (
    <PagedTable<AnyRecord>
      label={translate('assetWorkspace.detail.perm_users')}
      queryKey={['assets', 'authorisedUsers', assetId]}
      load={(page, signal) => authorisedUsers(dp, assetId, page, signal)}
      perPage={PAGE}
      empty={translate('assetWorkspace.detail.none')}
      columns={[
        { key: 'name', header: translate('resources.users.fields.name') },
        { key: 'username', header: translate('resources.users.fields.username') },
        {
          key: 'permissions',
          header: translate('assetWorkspace.detail.permissions'),
          align: 'right',
          render: (u) => (
            <ViewButton
              who={{ kind: 'perm-users', id: String(u.id), name: String(u.name) }}
              onView={onView}
            />
          ),
        },
      ]}
    />
  );
}

function PermGroups({ assetId, onView }: { assetId: string; onView(who: Grantee): void }) {
  const translate = useTranslate();
  const dp = useDataProvider<JmsDataProvider>();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['assets', 'authorisedGroups', assetId],
    queryFn: ({ signal }) => authorisedUserGroups(dp, assetId, signal).then(rowsOf),
  });
  if (error) return <LoadError error={error} onRetry={refetch} />;
  if (isPending) return <CircularProgress size={20} aria-label={translate('app.loading')} />;
  return (
    <Paper variant="outlined">
      <List dense aria-label={translate('assetWorkspace.detail.perm_user_groups')}>
        {data.map((g) => (
          <ListItem
            key={String(g.id)}
            secondaryAction={
              <ViewButton
                who={{ kind: 'perm-user-groups', id: String(g.id), name: String(g.name) }}
                onView={onView}
              />
            }
          >
            <ListItemText primary={String(g.name)} />
          </ListItem>
        ))}
        {!data.length && (
          <ListItem>
            <ListItemText secondary={translate('assetWorkspace.detail.none')} />
          </ListItem>
        )}
      </List>
    </Paper>
  );
}

function PermissionsDialog({
  assetId,
  who,
  onClose,
}: {
  assetId: string;
  who: Grantee;
  onClose(): void;
}) {
  const translate = useTranslate();
  const dp = useDataProvider<JmsDataProvider>();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['assets', 'grantingPermissions', assetId, who.kind, who.id],
    queryFn: ({ signal }) => grantingPermissions(dp, assetId, who, signal).then(rowsOf),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="asset-perms-title">
      <DialogTitle id="asset-perms-title">
        {translate('assetWorkspace.detail.permissions_title', { name: who.name })}
      </DialogTitle>
      <DialogContent dividers>
        {error ? (
          <LoadError error={error} onRetry={refetch} />
        ) : isPending ? (
          <CircularProgress size={20} aria-label={translate('app.loading')} />
        ) : data.length ? (
          <List dense>
            {data.map((p) => (
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
