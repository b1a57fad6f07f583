/**
 * The user-confirm dialog (docs/shell.md §12.1, docs/wire.md §11), opened by the session's confirm
 * broker: look up which confirmation the server wants, then ask for it.
 * - relogin: tried silently with an empty secret; otherwise a button signs out and back in,
 *   returning to this page;
 * - password: a password field (the method cannot be changed);
 * - mfa: a method choice (the first enabled one by default), an OTP must have 6 characters, SMS
 *   sends a code and then waits 60 s with a countdown.
 * A failed lookup is an MFA error; closing the dialog is a cancel.
 */
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  useCallback,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  defaultMfaMethod,
  isConfirmLevel,
  lookupConfirmType,
  secretProblem,
  sendSmsCode,
  SMS_RESEND_SECONDS,
  submitConfirm,
  UserConfirmCancelled,
  UserConfirmUnavailable,
  type ConfirmBroker,
  type ConfirmRequest,
  type MfaMethod,
} from '../../../authProvider/confirm';
import type { BrowserEnv } from '../../../authProvider/authSession';
import { useAuthSession } from '../../../authProvider/hooks';
import { logoutUrl } from '../../../authProvider/session';
import { errorText } from '../../../dataProvider/errors';
import { useCountdown } from './useCountdown';
import { noticeArgs, serverNotice } from '../notice';

type Phase =
  | { name: 'checking' }
  | { name: 'ask'; level: 'password' | 'mfa'; methods: MfaMethod[] }
  | { name: 'relogin' };

function serverText(error: unknown): string {
  return errorText((error as { body?: unknown } | null)?.body);
}

export function UserConfirmDialog() {
  const session = useAuthSession();
  const { request } = useSyncExternalStore(
    session.confirm.state.subscribe,
    session.confirm.state.get,
  );
  // A new request is a new flow: nothing typed for the last one survives.
  return request ? (
    <ConfirmFlow key={request.id} request={request} broker={session.confirm} env={session.env} />
  ) : null;
}

function ConfirmFlow({
  request,
  broker,
  env,
}: {
  request: ConfirmRequest;
  broker: ConfirmBroker;
  env: BrowserEnv;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [phase, setPhase] = useState<Phase>({ name: 'checking' });
  const [method, setMethod] = useState('');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();

  const settle = useCallback(
    (outcome: { ok: true } | { ok: false; error: unknown }) => broker.settle(request.id, outcome),
    [broker, request.id],
  );
  const cancel = useCallback(
    () => settle({ ok: false, error: new UserConfirmCancelled() }),
    [settle],
  );

  useEffect(() => {
    let live = true;
    const unavailable = (cause: unknown) => {
      const message = serverText(cause) || translate('auth.confirm.mfa_error');
      notify(...noticeArgs(serverNotice(message), 'error'));
      settle({ ok: false, error: new UserConfirmUnavailable(message, cause) });
    };
    (async () => {
      let answer;
      try {
        answer = await lookupConfirmType(request.level);
      } catch (cause) {
        if (live) unavailable(cause);
        return;
      }
      if (!live) return;
      if (!isConfirmLevel(answer?.confirm_type)) return unavailable(null);
      if (answer.confirm_type === 'relogin') {
        try {
          await submitConfirm({ level: 'relogin', secret: '' });
          if (live) settle({ ok: true });
        } catch {
          if (live) setPhase({ name: 'relogin' });
        }
        return;
      }
      const methods = Array.isArray(answer.content) ? answer.content : [];
      setMethod(answer.confirm_type === 'mfa' ? defaultMfaMethod(methods) : '');
      setPhase({ name: 'ask', level: answer.confirm_type, methods });
    })();
    return () => {
      live = false;
    };
  }, [request.level, settle, notify, translate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase.name !== 'ask' || busy) return;
    const problem = secretProblem(phase.level, method, secret);
    if (problem)
      return setError(
        translate(problem === 'otp_length' ? 'auth.confirm.otp_length' : 'auth.confirm.required'),
      );
    setBusy(true);
    setError(null);
    try {
      await submitConfirm({ level: phase.level, method, secret });
      settle({ ok: true });
    } catch (cause) {
      setError(serverText(cause) || translate('auth.confirm.failed'));
      setBusy(false);
    }
  };

  const sendCode = async () => {
    setError(null);
    try {
      await sendSmsCode();
      countdown.start(SMS_RESEND_SECONDS);
      notify('auth.confirm.code_sent', { type: 'info' });
    } catch (cause) {
      setError(serverText(cause) || translate('auth.confirm.failed'));
    }
  };

  if (phase.name === 'relogin') {
    return (
      <Dialog open onClose={cancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{translate('auth.confirm.relogin_title')}</DialogTitle>
        <DialogContent>
          <Typography>{translate('auth.confirm.relogin_message')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>{translate('auth.confirm.cancel')}</Button>
          <Button variant="contained" onClick={() => env.navigate(logoutUrl(env.currentPath()))}>
            {translate('auth.confirm.relogin')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  const chosen = phase.name === 'ask' ? phase.methods.find((m) => m.name === method) : undefined;
  return (
    <Dialog open onClose={cancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('auth.confirm.title')}</DialogTitle>
      {phase.name === 'checking' ? (
        <DialogContent>
          <Stack direction="row" spacing={2} alignItems="center" role="status">
            <CircularProgress size={20} aria-hidden />
            <Typography>{translate('auth.confirm.checking')}</Typography>
          </Stack>
        </DialogContent>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <DialogContent>
            <Stack spacing={2}>
              <TextField
                select
                label={translate('auth.confirm.method')}
                value={phase.level === 'password' ? 'password' : method}
                onChange={(e) => {
                  setMethod(e.target.value);
                  setSecret('');
                  setError(null);
                }}
                disabled={phase.level === 'password'}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                fullWidth
              >
                {phase.level === 'password' ? (
                  <option value="password">{translate('auth.confirm.password_method')}</option>
                ) : (
                  phase.methods.map((m) => (
                    <option key={m.name} value={m.name} disabled={m.disabled}>
                      {m.display_name}
                    </option>
                  ))
                )}
              </TextField>
              <Stack direction="row" spacing={1} alignItems="flex-start">
                <TextField
                  label={translate(
                    phase.level === 'password' ? 'auth.confirm.password' : 'auth.confirm.code',
                  )}
                  type={phase.level === 'password' ? 'password' : 'text'}
                  value={secret}
                  onChange={(e) => setSecret(e.target.value)}
                  placeholder={chosen?.placeholder}
                  autoComplete={phase.level === 'password' ? 'current-password' : 'one-time-code'}
                  autoFocus
                  fullWidth
                  slotProps={{ htmlInput: phase.level === 'mfa' ? { inputMode: 'numeric' } : {} }}
                />
                {phase.level === 'mfa' && method === 'sms' && (
                  <Button
                    variant="outlined"
                    onClick={sendCode}
                    disabled={countdown.remaining > 0}
                    sx={{ whiteSpace: 'nowrap', minWidth: 'auto', mt: 1 }}
                  >
                    {countdown.remaining > 0
                      ? translate('auth.confirm.resend_in', { seconds: countdown.remaining })
                      : translate('auth.confirm.send_code')}
                  </Button>
                )}
              </Stack>
              {error && <Alert severity="error">{error}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={cancel}>{translate('auth.confirm.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('auth.confirm.confirm')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
