/**
 * Invite existing users into the current organisation (domain-protocol-ops §4.2, Lina's
 * InviteUsersDialog): users picked from the root organisation's suggestions, the org roles they
 * get here, one `POST /api/v1/users/users/invite/`.
 */
import { useState } from 'react';
import {
  Alert,
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
import { errorLines, JmsHttpError, noticeOf, type JmsDataProvider } from '../../../dataProvider';
import { useDebouncedValue } from '../../components/inputs/useDebouncedValue';
import type { FeatureDialogProps } from '../registry';

export const INVITE_URL = '/api/v1/users/users/invite/';
export const SUGGESTIONS_URL = '/api/v1/users/users/suggestions/';
export const ORG_ROLES_URL = '/api/v1/rbac/org-roles/';

interface Option {
  id: string;
  label: string;
}

type Page<T> = T[] | { results: T[] };
const rowsOf = <T,>(page: Page<T> | undefined): T[] =>
  Array.isArray(page) ? page : (page?.results ?? []);

function useOptions(
  url: string,
  query: Record<string, string>,
  label: (r: Record<string, unknown>) => string,
) {
  const dataProvider = useDataProvider<JmsDataProvider>();
  return useQuery({
    queryKey: ['inviteOptions', url, query],
    queryFn: async ({ signal }) =>
      rowsOf(
        await dataProvider.call<Page<Record<string, unknown>>>('GET', url, undefined, {
          signal,
          silent: true,
          query,
        }),
      ).map((r): Option => ({ id: String(r.id), label: label(r) })),
  });
}

export function InviteUsers({ onClose }: FeatureDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [search, setSearch] = useState('');
  const [users, setUsers] = useState<Option[]>([]);
  const [roles, setRoles] = useState<Option[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const term = useDebouncedValue(search.trim(), 300);
  // The picker runs in the root organisation: the users not yet in this one are found too.
  const userOptions = useOptions(
    SUGGESTIONS_URL,
    { oid: 'root', limit: '10', offset: '0', ...(term ? { search: term } : {}) },
    (u) => `${String(u.name)}(${String(u.username)})`,
  );
  const roleOptions = useOptions(ORG_ROLES_URL, { limit: '100', offset: '0' }, (r) =>
    String(r.display_name ?? r.name),
  );

  const submit = async () => {
    setBusy(true);
    setErrors([]);
    try {
      await dataProvider.call(
        'POST',
        INVITE_URL,
        { users: users.map((u) => u.id), org_roles: roles.map((r) => r.id) },
        { silent: true },
      );
      notify('users.notify.invited', { messageArgs: { smart_count: users.length } });
      refresh();
      onClose();
    } catch (e) {
      const lines = errorLines(e instanceof JmsHttpError ? e.body : null);
      setErrors(lines.length ? lines : [translate(noticeOf(e) || 'app.http.request_failed')]);
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
          {errors.map((line) => (
            <Alert key={line} severity="error">
              {line}
            </Alert>
          ))}
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
