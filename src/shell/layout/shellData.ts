/**
 * What the layout reads from the rest of the console: the started shell (public settings, profile,
 * view, route), the organisation state of the auth session, and the access rules that decide which
 * header controls show. One module, so the widgets never reach into providers on their own.
 */
import {
  disableOrgsChange,
  headerButtons,
  orgSelectorEntries,
  type AccessContext,
  type HeaderButtons,
} from '../../../authProvider/access';
import { useCurrentOrg, useSwitchOrg } from '../../../authProvider/hooks';
import { isRootOrg, usingOrgs } from '../../../authProvider/orgs';
import type { Profile } from '../../../authProvider/profile';
import { useCurrentRoute, useRouteExists, useShell } from '../ShellContext';
import type { InterfaceSettings } from '../theme';
import type { ViewName } from '../views';
import type { OrgSelectorProps } from './header/OrgSelector';

export { hasValidLicence } from '../../../authProvider/access';

/** The public settings keys the layout reads (docs/wire.md §14.3). */
export interface PublicSettings {
  XPACK_ENABLED?: boolean;
  XPACK_LICENSE_IS_VALID?: boolean;
  XPACK_LICENSE_INFO?: { corporation?: string } | null;
  INTERFACE?: InterfaceSettings & { logo_index?: string; logo_logout?: string };
  SECURITY_PASSWORD_EXPIRATION_TIME?: number;
  TICKETS_ENABLED?: boolean;
  HELP_DOCUMENT_URL?: string;
  HELP_SUPPORT_URL?: string;
  [key: string]: unknown;
}

export function usePublicSettings(): PublicSettings {
  return useShell().settings as PublicSettings;
}

/** The profile for the current organisation (followed live through organisation checks). */
export function useProfile(): Profile {
  return useShell().profile;
}

export function useCurrentView(): ViewName | null {
  return useShell().view;
}

function useAccess(): AccessContext {
  const { profile, settings } = useShell();
  const current = useCurrentOrg();
  return { perms: profile.perms ?? [], rootOrg: isRootOrg(current), settings };
}

/** Which header controls and banners this user sees here. */
export function useHeaderButtons(): HeaderButtons {
  const { profile, view } = useShell();
  return headerButtons(view ?? 'workbench', profile, useAccess());
}

/** The organisation selector's data, or null when the view has no organisations. */
export function useOrgSelection(): OrgSelectorProps | null {
  const { profile, view } = useShell();
  const current = useCurrentOrg();
  const route = useCurrentRoute();
  const access = useAccess();
  const switchOrg = useSwitchOrg(useRouteExists());
  if (!view) return null;
  const orgs = usingOrgs(view, profile);
  if (!orgs.length) return null;
  return {
    orgs,
    currentId: current?.id ?? null,
    disabled: disableOrgsChange(view, { disableOrgSwitch: route?.entry.disableOrgSwitch }),
    entries: orgSelectorEntries(view, access),
    onSwitch: (org) => void switchOrg(org),
  };
}
