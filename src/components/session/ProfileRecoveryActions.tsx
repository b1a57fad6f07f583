/**
 * The ways out when the profile cannot be loaded: sign out, go back to the previous organisation
 * (else Default), or retry. Needs only the session and a translate function, so the startup screen
 * (before react-admin renders) and the in-app dialog offer the same three.
 */
import { Button, Stack } from '@mui/material';
import { useState, useSyncExternalStore } from 'react';
import type { AuthSession, SwitchResets } from '../../../authProvider/authSession';
import type { SwitchLocation } from '../../../authProvider/orgSwitch';

export interface ProfileRecoveryActionsProps {
  session: AuthSession;
  translate: (key: string, options?: Record<string, unknown>) => string;
  /** Where the page is (inside the console); the switch keeps what it can of it. */
  location: SwitchLocation;
  routeExists?: (path: string) => boolean;
  resets?: SwitchResets;
  /** Signs out (react-admin's logout inside <Admin>; the session's own before it renders). */
  onLogout?: () => unknown;
  /** Called after a retry that loaded the profile. */
  onRecovered?: () => unknown;
}

export function ProfileRecoveryActions({
  session,
  translate,
  location,
  routeExists = () => true,
  resets,
  onLogout,
  onRecovered,
}: ProfileRecoveryActionsProps) {
  const state = useSyncExternalStore(session.state.subscribe, session.state.get);
  const [leaving, setLeaving] = useState(false);
  const busy = state.profileLoading || leaving;
  const failing = state.profileError?.org ?? state.currentOrg;
  const back = state.preOrg && state.preOrg.id !== failing?.id ? state.preOrg : null;
  return (
    <Stack direction="row" spacing={1} justifyContent="flex-end" flexWrap="wrap">
      <Button
        disabled={busy}
        onClick={() => {
          setLeaving(true);
          void (onLogout ?? (() => session.logout()))();
        }}
      >
        {translate('auth.profile_error.logout')}
      </Button>
      <Button
        disabled={busy}
        onClick={() => {
          setLeaving(true);
          session.leaveFailingOrg(location, routeExists, resets);
        }}
      >
        {back
          ? translate('auth.profile_error.previous_org', { org: back.name })
          : translate('auth.profile_error.default_org')}
      </Button>
      <Button
        variant="contained"
        disabled={busy}
        onClick={() =>
          void session.retryProfile().then(
            () => onRecovered?.(),
            () => undefined,
          )
        }
      >
        {translate('auth.profile_error.retry')}
      </Button>
    </Stack>
  );
}
