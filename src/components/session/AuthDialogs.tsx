/**
 * Everything the auth layer shows on its own, rendered once inside <Admin> (in the layout):
 * login required, profile failure, the org-switch backdrop and the user-confirm dialog. It also
 * drops react-admin's cached access answers whenever the profile (the permissions) changes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useProfile } from '../../../authProvider/hooks';
import { UserConfirmDialog } from '../confirm/UserConfirmDialog';
import { LoginRequiredDialog } from './LoginRequiredDialog';
import { OrgSwitchingBackdrop } from './OrgSwitchingBackdrop';
import { ProfileErrorDialog } from './ProfileErrorDialog';

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
  return (
    <>
      <LoginRequiredDialog />
      <ProfileErrorDialog />
      <OrgSwitchingBackdrop />
      <UserConfirmDialog />
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
