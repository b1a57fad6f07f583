/**
 * The login-required dialog (docs/shell.md §12.2: a 401 on any request but the profile load).
 *
 * Whatever the user was typing must survive, so this page never navigates: "Sign in again" opens
 * the backend's login page in a new tab (returning to this same address there), the session cookie
 * it sets is shared with this tab, and "I have signed in" (or coming back to this tab) re-checks
 * the session and closes the dialog. Failed reads are fetched again; a form is simply saved again.
 * If someone else signed in meanwhile, the page starts afresh instead.
 */
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { useAuthSession, useSessionState } from '../../../authProvider/hooks';
import { loginUrl } from '../../../authProvider/session';

export function LoginRequiredDialog() {
  const session = useAuthSession();
  const open = useSessionState((s) => s.loginRequired);
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const titleId = useId();
  // Re-rendered on navigation, so the login tab comes back to the page the user is on now.
  useLocation();
  const [problem, setProblem] = useState<string | null>(null);

  const recheck = useCallback(
    async (quiet: boolean) => {
      const outcome = await session.recheckSession();
      if (outcome === 'ok') {
        setProblem(null);
        await queryClient.refetchQueries({
          type: 'active',
          predicate: (q) => q.state.status === 'error',
        });
      } else if (!quiet) {
        setProblem(
          outcome === 'signed-out'
            ? 'auth.login_required.still_signed_out'
            : 'auth.login_required.check_failed',
        );
      }
    },
    [session, queryClient],
  );

  // Coming back from the login tab is the usual way to say "done".
  useEffect(() => {
    if (!open) return;
    const onFocus = () => void recheck(true);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [open, recheck]);

  return (
    <Dialog open={open} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('auth.login_required.title')}</DialogTitle>
      <DialogContent>
        <Typography>{translate('auth.login_required.message')}</Typography>
        {problem && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate(problem)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => session.state.set({ loginRequired: false })}>
          {translate('auth.login_required.close')}
        </Button>
        <Button onClick={() => void recheck(false)}>
          {translate('auth.login_required.signed_in')}
        </Button>
        <Button
          variant="contained"
          href={loginUrl(session.env.currentPath())}
          target="_blank"
          rel="noopener"
        >
          {translate('auth.login_required.sign_in')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
