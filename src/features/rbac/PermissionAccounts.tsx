/**
 * An asset permission's accounts (docs/domain.md §9.6: not a relation, the permission's own
 * `accounts` list saved with a PATCH). As in Lina's AccountFormatter: all accounts (`@ALL`), or
 * the listed usernames (`@SPEC` + names), plus "typed at login" (`@INPUT`) and "same as the user"
 * (`@USER`).
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { useAccessContext } from '../../../authProvider/hooks';
import { hasPerm } from '../../../authProvider/permissions';
import type { AnyRecord } from '../../../resources/vocabulary';
import { errorNotice, noticeArgs } from '../../components/notice';
import { savePermissionAccounts } from './api';

const SPECIAL = ['@ALL', '@SPEC', '@INPUT', '@USER'];

export function PermissionAccounts() {
  const record = useRecordContext<AnyRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const access = useAccessContext();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const stored = ((record?.accounts as unknown[] | undefined) ?? []).map(String);
  const [all, setAll] = useState(stored.includes('@ALL'));
  const [names, setNames] = useState(stored.filter((a) => !SPECIAL.includes(a)));
  const [input, setInput] = useState(stored.includes('@INPUT'));
  const [same, setSame] = useState(stored.includes('@USER'));
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const editable = !access.rootOrg && hasPerm(access.perms, 'perms.change_assetpermission');

  const addName = () => {
    const name = typed.trim();
    if (name && !names.includes(name)) setNames([...names, name]);
    setTyped('');
  };
  const save = async () => {
    const accounts = [
      ...(all ? ['@ALL'] : names.length ? ['@SPEC', ...names] : []),
      ...(input ? ['@INPUT'] : []),
      ...(same ? ['@USER'] : []),
    ];
    setBusy(true);
    try {
      await savePermissionAccounts(dataProvider, String(record.id), accounts);
      notify('rbac.perm.accounts_saved', { type: 'success' });
      refresh();
    } catch (e) {
      notify(...noticeArgs(errorNotice(e), 'error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 640 }}>
      <RadioGroup
        value={all ? 'all' : 'spec'}
        onChange={(e) => setAll(e.target.value === 'all')}
        aria-label={translate('rbac.perm.accounts')}
      >
        <FormControlLabel
          value="all"
          control={<Radio disabled={!editable} />}
          label={translate('rbac.perm.all_accounts')}
        />
        <FormControlLabel
          value="spec"
          control={<Radio disabled={!editable} />}
          label={translate('rbac.perm.spec_accounts')}
        />
      </RadioGroup>
      {!all && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
          {names.map((n) => (
            <Chip
              key={n}
              label={n}
              onDelete={editable ? () => setNames(names.filter((x) => x !== n)) : undefined}
            />
          ))}
          {editable && (
            <TextField
              size="small"
              label={translate('rbac.perm.account_name')}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addName();
                }
              }}
              onBlur={addName}
            />
          )}
        </Box>
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={input}
            disabled={!editable}
            onChange={(e) => setInput(e.target.checked)}
          />
        }
        label={translate('rbac.perm.input_account')}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={same}
            disabled={!editable}
            onChange={(e) => setSame(e.target.checked)}
          />
        }
        label={translate('rbac.perm.user_account')}
      />
      {editable && (
        <Box>
          <Button variant="contained" onClick={() => void save()} disabled={busy}>
            {translate('rbac.perm.save_accounts')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
