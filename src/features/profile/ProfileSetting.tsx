/**
 * The personal settings (profile/setting), one tab each: the profile's details (PATCH
 * /users/profile/), the login password (local users only), the SSH public key (when public-key
 * login is allowed) and the file-encryption password. Forms come from each endpoint's metadata;
 * secrets are encrypted on the way out.
 */
import '../../../i18n/areas/profile';
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAuthSession } from '../../../authProvider/hooks';
import { PROFILE_URL } from '../../../authProvider/profile';
import { ObjectForm, type FormSection } from '../../components/settings/ObjectForm';
import { TabbedPage } from '../../shell/layout/tabs/TabbedPage';
import { useShell } from '../../shell/ShellContext';
import { PASSWORD_URL, PUBLIC_KEY_URL, SECRET_KEY_URL } from './api';
import { profileDetails } from './profileDetails';

const PROFILE_GROUPS: FormSection[] = [
  { title: 'profile.groups.account', fields: ['name', 'email'] },
  { title: 'profile.groups.contact', fields: ['phone', 'wechat'] },
  { title: 'profile.groups.mfa', fields: ['mfa_level'] },
];

const PUBLIC_KEY_OVERRIDES = { public_key: { widget: 'textarea' as const, rows: 4 } };

function CurrentKey({ comment, md5 }: { comment?: string; md5?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 2, maxWidth: 900 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('profile.setting.current_key')}
      </Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {md5 ? `${comment ?? ''} ${md5}`.trim() : translate('profile.info.ssh_key_none')}
      </Typography>
    </Box>
  );
}

export function ProfileSetting() {
  const translate = useTranslate();
  const session = useAuthSession();
  const { profile } = useShell();
  const details = profileDetails(profile);
  const reload = () => void session.loadProfile();
  return (
    <TabbedPage
      defaultTab="ProfileUpdate"
      tabs={[
        {
          name: 'ProfileUpdate',
          title: 'profile.tabs.profile',
          content: (
            <ObjectForm url={PROFILE_URL} name="profile" groups={PROFILE_GROUPS} onSaved={reload} />
          ),
        },
        {
          name: 'PasswordUpdate',
          title: 'profile.tabs.password',
          disabled: !details.isLocal,
          content: (
            <ObjectForm
              url={PASSWORD_URL}
              name="profile_password"
              method="PUT"
              savedMessage="profile.setting.password_changed"
              onSaved={reload}
            />
          ),
        },
        {
          name: 'SSHUpdate',
          title: 'profile.tabs.ssh_key',
          disabled: !details.can_public_key_auth,
          content: (
            <>
              <CurrentKey comment={details.public_key_comment} md5={details.public_key_hash_md5} />
              <ObjectForm
                url={PUBLIC_KEY_URL}
                name="profile_public_key"
                method="PUT"
                overrides={PUBLIC_KEY_OVERRIDES}
                onSaved={reload}
              />
            </>
          ),
        },
        {
          name: 'SecretKeyUpdate',
          title: 'profile.tabs.secret_key',
          content: (
            <>
              <Alert severity="info" sx={{ mb: 2, maxWidth: 900 }}>
                {translate('profile.setting.secret_key_help')}
              </Alert>
              <ObjectForm url={SECRET_KEY_URL} name="profile_secret_key" method="PUT" />
            </>
          ),
        },
      ]}
    />
  );
}
