/**
 * The banners above every page heading: licence problems, an approaching password expiry, and a
 * page opened in another organisation than the user's own (a link the platform wrote, `?oid=`).
 */
import { Alert, Button, Link as MuiLink, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router';
import { useAuthSession, useSessionState } from '../../../../authProvider/hooks';
import type { JmsDataProvider } from '../../../../dataProvider';
import { orgHeader } from '../../../../dataProvider/requestHeaders';
import { useHeaderButtons, useOrgSelection, useProfile, usePublicSettings } from '../shellData';
import {
  licenceDetailQuery,
  licenceWarnings,
  passwordWarning,
  type LicenceDetail,
  type Warning,
} from './warnings';

function useLicenceDetail(enabled: boolean): LicenceDetail | null | undefined {
  const dataProvider = useDataProvider<JmsDataProvider>();
  return useQuery({ ...licenceDetailQuery(dataProvider), enabled }).data;
}

function Banner({ warning, to, action }: { warning: Warning; to: string; action: string }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      action={
        <MuiLink
          component={Link}
          to={to}
          color="inherit"
          sx={{ alignSelf: 'center', whiteSpace: 'nowrap' }}
        >
          {translate(action)}
        </MuiLink>
      }
    >
      {translate(warning.key, warning.args)}
    </Alert>
  );
}

/**
 * A link the platform writes (`…/<id>?oid=<org>`) opens its record in the record's organisation
 * for that page only: requests carry `?oid=`, nothing is remembered. The banner says so and
 * offers the switch; the permissions follow the organisation requests go to, on the way in and
 * back out.
 */
function ForeignOrgBanner() {
  const translate = useTranslate();
  const { search } = useLocation();
  const session = useAuthSession();
  const profileOrg = useSessionState((s) => s.profileOrgId);
  const selection = useOrgSelection();
  const oid = new URLSearchParams(search).get('oid');
  // Only a change of `?oid=` moves requests to another organisation here: an organisation switch
  // reloads the page, which reads its own profile (reading one now would be a second).
  const seenOid = useRef(oid);
  useEffect(() => {
    if (seenOid.current === oid) return;
    seenOid.current = oid;
    if (profileOrg && profileOrg !== orgHeader()) void session.loadProfile().catch(() => undefined);
  }, [oid, profileOrg, session]);
  if (!oid || !selection || oid === selection.currentId) return null;
  const org = selection.orgs.find((o) => o.id === oid);
  const current = selection.orgs.find((o) => o.id === selection.currentId);
  // An organisation the user is not in: the page itself says the record cannot be seen.
  if (!org || !current) return null;
  return (
    <Alert
      severity="info"
      action={
        !selection.disabled && (
          <Button color="inherit" size="small" onClick={() => selection.onSwitch(org)}>
            {translate('layout.warnings.foreign_org_action', { org: org.name })}
          </Button>
        )
      }
    >
      {translate('layout.warnings.foreign_org', { org: org.name, current: current.name })}
    </Alert>
  );
}

export function PageWarnings() {
  const { licenceBanner } = useHeaderButtons();
  const settings = usePublicSettings();
  const profile = useProfile();
  const licence = useLicenceDetail(licenceBanner);
  const now = new Date();
  const licenceProblems = licenceBanner ? licenceWarnings(licence, now) : [];
  const password = passwordWarning(profile, settings.SECURITY_PASSWORD_EXPIRATION_TIME, now);
  return (
    <Stack spacing={1} sx={{ mb: 1, '&:empty': { display: 'none' } }}>
      <ForeignOrgBanner />
      {licenceProblems.map((w) => (
        <Banner
          key={w.key}
          warning={w}
          to="/settings/license"
          action="layout.warnings.licence_action"
        />
      ))}
      {password && (
        <Banner warning={password} to="/profile/setting" action="layout.warnings.password_action" />
      )}
    </Stack>
  );
}
