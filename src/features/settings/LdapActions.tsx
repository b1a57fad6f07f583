/**
 * The LDAP form's tests (docs/domain.md §10, docs/wire.md §6.2): "Test connection" sends the form's
 * LDAP settings (a blank password means the saved one) with `?refresh=1`, then asks again every
 * second while the server answers `running`; "Test login" tries one directory user's credentials.
 * Both show the server's own text.
 */
import '../../../i18n/areas/settings';
import LoginIcon from '@mui/icons-material/Login';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { JmsDataProvider } from '../../../dataProvider';
import { errorNotice, noticeArgs, serverNotice } from '../../components/notice';
import { LDAP_POLL_MS, testLdapConfig, testLdapLogin } from './api';

const CONFIG_FIELDS = [
  'AUTH_LDAP_SERVER_URI',
  'AUTH_LDAP_BIND_DN',
  'AUTH_LDAP_BIND_PASSWORD',
  'AUTH_LDAP_SEARCH_OU',
  'AUTH_LDAP_SEARCH_FILTER',
  'AUTH_LDAP_USER_ATTR_MAP',
  'AUTH_LDAP',
] as const;

const isRunning = (answer: unknown) =>
  !!answer && typeof answer === 'object' && (answer as { status?: unknown }).status === 'running';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function useMounted() {
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  return mounted;
}

export function LdapTestButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const { getValues } = useFormContext();
  const [busy, setBusy] = useState(false);
  const mounted = useMounted();

  const test = async () => {
    const values = getValues([...CONFIG_FIELDS]) as unknown[];
    const body = Object.fromEntries(CONFIG_FIELDS.map((name, i) => [name, values[i] ?? '']));
    setBusy(true);
    try {
      let answer = await testLdapConfig(dataProvider, body, true);
      while (isRunning(answer) && mounted.current) {
        await sleep(LDAP_POLL_MS);
        answer = await testLdapConfig(dataProvider, body, false);
      }
      if (mounted.current) notify(...noticeArgs(serverNotice(String(answer)), 'success'));
    } catch (e) {
      if (mounted.current)
        notify(...noticeArgs(errorNotice(e, 'pages.notify.request_failed'), 'error'));
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <Button startIcon={<NetworkCheckIcon />} onClick={test} disabled={busy} sx={{ ml: 1 }}>
      {translate(busy ? 'settings.ldap.testing' : 'settings.ldap.test_connection')}
    </Button>
  );
}

export function LdapLoginTestButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [open, setOpen] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const test = async () => {
    setBusy(true);
    try {
      const answer = await testLdapLogin(dataProvider, username, password);
      notify(...noticeArgs(serverNotice(String(answer)), 'success'));
      setOpen(false);
    } catch (e) {
      notify(...noticeArgs(errorNotice(e, 'pages.notify.request_failed'), 'error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button startIcon={<LoginIcon />} onClick={() => setOpen(true)} sx={{ ml: 1 }}>
        {translate('settings.ldap.test_login')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('settings.ldap.test_login')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={translate('settings.ldap.username')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoComplete="off"
              autoFocus
            />
            <TextField
              label={translate('settings.ldap.password')}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="new-password"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={test} disabled={busy || !username || !password}>
            {translate('settings.ldap.login')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
