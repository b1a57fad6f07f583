/**
 * Everything the auth layer shows on its own, rendered once inside <Admin> (in the layout):
 * login required, profile failure, the org-switch backdrop and the user-confirm dialog. It also
 * drops react-admin's cached access answers whenever the profile (the permissions) changes.
 * The dialogs' code loads the first time one of them has something to show.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useAuthSession, useProfile, useSessionState } from '../../../authProvider/hooks';
import { onDemand } from '../../shell/onDemand';
import { WhenOpened } from '../WhenOpened';
import { OrgSwitchingBackdrop } from './OrgSwitchingBackdrop';

const LoginRequiredDialog = onDemand(() => import('./LoginRequiredDialog'), 'LoginRequiredDialog');
const ProfileErrorDialog = onDemand(() => import('./ProfileErrorDialog'), 'ProfileErrorDialog');
const UserConfirmDialog = onDemand(
  () => import('../confirm/UserConfirmDialog'),
  'UserConfirmDialog',
);

function useAccessCacheFollowsProfile() {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const seen = useRef(profile);
  useEffect(() => {
    if (seen.current === profile) return;
    seen.current = profile;
    if (profile) void queryClient.invalidateQueries({ queryKey: ['auth'] });
  }, [profile, queryClient]);
}

export function AuthDialogs() {
  useAccessCacheFollowsProfile();
  const session = useAuthSession();
  const loginRequired = useSessionState((s) => s.loginRequired);
  const profileFailed = useSessionState((s) => !!s.profileError);
  const confirming = useSyncExternalStore(
    session.confirm.state.subscribe,
    () => !!session.confirm.state.get().request,
  );
  return (
    <>
      <WhenOpened open={loginRequired}>
        <LoginRequiredDialog />
      </WhenOpened>
      <WhenOpened open={profileFailed}>
        <ProfileErrorDialog />
      </WhenOpened>
      <OrgSwitchingBackdrop />
      <WhenOpened open={confirming}>
        <UserConfirmDialog />
      </WhenOpened>
    </>
  );
}

/** Mounts <AuthDialogs/> beside a layout, for `<Admin layout={withAuthDialogs(ConsoleLayout)}>`. */
export function withAuthDialogs<P extends { children?: ReactNode }>(Layout: ComponentType<P>) {
  function LayoutWithAuthDialogs(props: P) {
    return (
      <>
        <Layout {...props} />
        <AuthDialogs />
      </>
    );
  }
  LayoutWithAuthDialogs.displayName = `WithAuthDialogs(${Layout.displayName ?? Layout.name})`;
  return LayoutWithAuthDialogs;
}
