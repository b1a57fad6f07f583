/** The banners above every page heading: licence problems and an approaching password expiry. */
import { Alert, Link as MuiLink, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { JmsDataProvider } from '../../../../dataProvider';
import { useHeaderButtons, useProfile, usePublicSettings } from '../shellData';
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

export function PageWarnings() {
  const { licenceBanner } = useHeaderButtons();
  const settings = usePublicSettings();
  const profile = useProfile();
  const licence = useLicenceDetail(licenceBanner);
  const now = new Date();
  const licenceProblems = licenceBanner ? licenceWarnings(licence, now) : [];
  const password = passwordWarning(profile, settings.SECURITY_PASSWORD_EXPIRATION_TIME, now);
  if (!licenceProblems.length && !password) return null;
  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
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
