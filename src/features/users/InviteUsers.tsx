/**
 * Invite existing users into the current organisation (docs/domain.md §9.2, Lina's
 * InviteUsersDialog): users picked from the root organisation's suggestions, the org roles they
 * get here, one invitation call.
 */
import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { useDebouncedValue } from '../../components/inputs/useDebouncedValue';
import { SubmitError } from '../../components/SubmitError';
import type { FeatureDialogProps } from '../registry';
import { inviteUsers, orgRoles, userSuggestions } from './api';

interface Option {
  id: string;
  label: string;
}

export function InviteUsers({ onClose }: FeatureDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [search, setSearch] = useState('');
  const [users, setUsers] = useState<Option[]>([]);
  const [roles, setRoles] = useState<Option[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const term = useDebouncedValue(search.trim(), 300);
  // The picker runs in the root organisation: the users not yet in this one are found too.
  const userOptions = useQuery({
    queryKey: ['users', 'inviteChoices', term],
    queryFn: async ({ signal }) =>
      (await userSuggestions(dataProvider, term, signal)).map((u): Option => ({
        id: String(u.id),
        label: `${String(u.name)}(${String(u.username)})`,
      })),
  });
  const roleOptions = useQuery({
    queryKey: ['users', 'orgRoles'],
    queryFn: async ({ signal }) =>
      (await orgRoles(dataProvider, signal)).map((r): Option => ({
        id: String(r.id),
        label: String(r.display_name ?? r.name),
      })),
  });

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await inviteUsers(
        dataProvider,
        users.map((u) => u.id),
        roles.map((r) => r.id),
      );
      notify('users.notify.invited', { messageArgs: { smart_count: users.length } });
      refresh();
      onClose();
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="invite-users-title">
      <DialogTitle id="invite-users-title">{translate('users.invite.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete
            multiple
            filterOptions={(o) => o}
            options={userOptions.data ?? []}
            loading={userOptions.isFetching}
            value={users}
            onChange={(_, v) => setUsers(v)}
            inputValue={search}
            onInputChange={(_, v, reason) => reason !== 'reset' && setSearch(v)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => (
              <TextField {...params} label={translate('users.invite.users')} required />
            )}
          />
          <Autocomplete
            multiple
            options={roleOptions.data ?? []}
            value={roles}
            onChange={(_, v) => setRoles(v)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => (
              <TextField {...params} label={translate('users.invite.org_roles')} required />
            )}
          />
          <SubmitError error={failure} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('users.invite.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || !users.length || !roles.length}
          onClick={() => void submit()}
        >
          {translate('users.invite.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
