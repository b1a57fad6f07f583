/**
 * The way out when the profile cannot be loaded (for a reason other than an ended session) while
 * the console is running, e.g. right after switching to an organisation whose profile call fails:
 * retry, go back to the previous organisation (else Default), or sign out. Never blank or stuck.
 */
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import { useLogout, useStoreContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import {
  useAuthSession,
  useResourceRouteExists,
  useSessionState,
} from '../../../authProvider/hooks';
import { ProfileRecoveryActions } from './ProfileRecoveryActions';

export function ProfileErrorDialog() {
  const session = useAuthSession();
  const failure = useSessionState((s) => s.profileError);
  const translate = useTranslate();
  const logout = useLogout();
  const location = useLocation();
  const store = useStoreContext();
  const routeExists = useResourceRouteExists();
  const titleId = useId();
  if (!failure) return null;

  // The message is an i18n key of the http client or the server's own text.
  const error = translate(failure.message, { _: failure.message, status: failure.status ?? 0 });
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('auth.profile_error.title')}</DialogTitle>
      <DialogContent>
        <Typography>
          {failure.org
            ? translate('auth.profile_error.message', { org: failure.org.name, error })
            : translate('auth.profile_error.message_no_org', { error })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <ProfileRecoveryActions
          session={session}
          translate={translate}
          location={{ pathname: location.pathname, search: location.search }}
          routeExists={routeExists}
          resets={{ store }}
          onLogout={() => logout()}
        />
      </DialogActions>
    </Dialog>
  );
}
