/**
 * The user's own information (profile/info): the profile as a detail card (labels from the
 * profile's metadata), shortcuts to each security setting (the personal settings on the right tab
 * through `?activeTab=`, or the backend's own pages for MFA and key generation), and the channels
 * the user receives messages through.
 */
import '../../../i18n/areas/profile';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  FormControlLabel,
  Grid,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { JmsDataProvider } from '../../../dataProvider';
import { PROFILE_URL } from '../../../authProvider/profile';
import { useAuthSession } from '../../../authProvider/hooks';
import type { ResourceDescriptor } from '../../../resources/types';
import { DetailCard } from '../../components/detail/DetailCard';
import { useObjectSchema } from '../../components/settings/objectApi';
import { useShell } from '../../shell/ShellContext';
import { errorNotice, noticeArgs } from '../../components/notice';
import { isConfirmCancelled, useUserConfirm } from '../../components/confirm';
import {
  confirmImBinding,
  IM_SETTING,
  imBindUrl,
  IMS,
  MFA_SETTING_URL,
  PUBLIC_KEY_RESET_URL,
  setReceiveBackends,
  unbindIm,
  type Im,
} from './api';
import { profileDetails, type ProfileDetails } from './profileDetails';

const DESCRIPTOR: ResourceDescriptor = {
  name: 'profile',
  view: 'profile',
  path: 'info',
  api: { list: PROFILE_URL, detail: PROFILE_URL },
  perms: { app: 'users', model: 'user' },
  detail: { exclude: ['id', 'is_first_login'] },
};

/** Channels the profile offers, and the public setting that turns each on. */
const CHANNELS = [
  { name: 'site_msg', label: 'profile.info.channels.site_msg' },
  { name: 'email', label: 'profile.info.channels.email' },
  { name: 'wecom', label: 'profile.info.channels.wecom', setting: 'AUTH_WECOM' },
  { name: 'dingtalk', label: 'profile.info.channels.dingtalk', setting: 'AUTH_DINGTALK' },
  { name: 'feishu', label: 'profile.info.channels.feishu', setting: 'AUTH_FEISHU' },
];

function ShortcutRow({
  title,
  detail,
  children,
}: {
  title: string;
  detail?: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2">{translate(title)}</Typography>
        {detail && (
          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {detail}
          </Typography>
        )}
      </Box>
      {children}
    </Stack>
  );
}

/** Opens the personal settings on one tab. */
function SettingLink({
  tab,
  action,
  disabled,
}: {
  tab: string;
  action: string;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      variant="outlined"
      component={Link}
      to={`/profile/setting?activeTab=${tab}`}
      disabled={disabled}
    >
      {translate(action)}
    </Button>
  );
}

/**
 * Bind or unbind a WeCom, DingTalk or FeiShu account, each after a relogin confirmation: binding
 * goes through the backend's page (the IM's QR login), unbinding is one call.
 */
function ImRow({ im, bound }: { im: Im; bound: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const session = useAuthSession();
  const confirmed = useUserConfirm();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await confirmed(() => confirmImBinding(dataProvider));
      if (!bound) {
        window.location.assign(imBindUrl(im, '/profile/info'));
        return;
      }
      await unbindIm(dataProvider, im);
      notify('profile.info.unbound', { type: 'success' });
      await session.loadProfile();
    } catch (e) {
      if (!isConfirmCancelled(e))
        notify(...noticeArgs(errorNotice(e, 'pages.notify.request_failed'), 'error'));
    } finally {
      setPending(false);
    }
  };
  return (
    <ShortcutRow
      title={`profile.info.channels.${im}`}
      detail={translate(bound ? 'profile.info.bound' : 'profile.info.not_bound')}
    >
      <Button size="small" variant="outlined" disabled={pending} onClick={() => void run()}>
        {translate(bound ? 'profile.info.unbind' : 'profile.info.bind')}
      </Button>
    </ShortcutRow>
  );
}

function SecurityCard({ profile }: { profile: ProfileDetails }) {
  const translate = useTranslate();
  const { settings } = useShell();
  const mfaOn = Number(profile.mfa_level?.value ?? 0) > 0;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate('profile.info.security')}
        </Typography>
        <Divider />
        <ShortcutRow
          title="profile.info.mfa"
          detail={translate(mfaOn ? 'profile.info.mfa_on' : 'profile.info.mfa_off')}
        >
          {/* MFA and its methods are set on the backend's own page. */}
          <Button size="small" variant="outlined" href={MFA_SETTING_URL}>
            {translate('profile.info.set')}
          </Button>
        </ShortcutRow>
        <ShortcutRow
          title="profile.info.password"
          detail={profile.isLocal ? undefined : translate('profile.info.password_external')}
        >
          <SettingLink
            tab="PasswordUpdate"
            action="profile.info.update"
            disabled={!profile.isLocal}
          />
        </ShortcutRow>
        <ShortcutRow
          title="profile.info.ssh_key"
          detail={
            profile.public_key_hash_md5
              ? `${profile.public_key_comment ?? ''} ${profile.public_key_hash_md5}`.trim()
              : translate('profile.info.ssh_key_none')
          }
        >
          <SettingLink
            tab="SSHUpdate"
            action="profile.info.update"
            disabled={!profile.can_public_key_auth}
          />
          {/* A new key pair each visit: the public half is saved, the private one downloaded. */}
          <Button
            size="small"
            variant="outlined"
            href={PUBLIC_KEY_RESET_URL}
            target="_blank"
            rel="noopener"
            disabled={!profile.can_public_key_auth}
          >
            {translate('profile.info.ssh_key_reset')}
          </Button>
        </ShortcutRow>
        <ShortcutRow title="profile.info.secret_key">
          <SettingLink tab="SecretKeyUpdate" action="profile.info.update" />
        </ShortcutRow>
        {IMS.filter((im) => settings[IM_SETTING[im]]).map((im) => (
          <ImRow key={im} im={im} bound={Boolean(profile[`${im}_id`])} />
        ))}
      </CardContent>
    </Card>
  );
}

function ChannelsCard({ profile }: { profile: ProfileDetails }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const session = useAuthSession();
  const { settings } = useShell();
  const [pending, setPending] = useState(false);
  // The switch moves at once; the profile catches up when it reloads (or the change is undone).
  const [chosen, setChosen] = useState<string[] | null>(null);
  const current = chosen ?? profile.receive_backends ?? [];
  const channels = CHANNELS.filter((c) => !c.setting || settings[c.setting]);
  const toggle = async (name: string, on: boolean) => {
    const next = on ? [...current, name] : current.filter((c) => c !== name);
    setPending(true);
    setChosen(next);
    try {
      await setReceiveBackends(dataProvider, profile.id, next);
      await session.loadProfile();
      notify('pages.notify.updated', { type: 'success' });
    } catch (e) {
      setChosen(null);
      notify(...noticeArgs(errorNotice(e, 'pages.notify.request_failed'), 'error'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate('profile.info.channels.title')}
        </Typography>
        <Divider sx={{ mb: 1 }} />
        <Stack>
          {channels.map((c) => (
            <FormControlLabel
              key={c.name}
              label={translate(c.label)}
              control={
                <Switch
                  checked={c.name === 'site_msg' || current.includes(c.name)}
                  // Site messages always reach the user.
                  disabled={c.name === 'site_msg' || pending}
                  onChange={(e) => void toggle(c.name, e.target.checked)}
                />
              }
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

export function ProfileInfo() {
  const translate = useTranslate();
  const { profile } = useShell();
  const schema = useObjectSchema(PROFILE_URL);
  const details = profileDetails(profile);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        {schema.data ? (
          <DetailCard
            descriptor={DESCRIPTOR}
            fields={schema.data}
            record={profile as unknown as Record<string, unknown>}
            title={translate('profile.info.account')}
          />
        ) : (
          <CircularProgress size={24} aria-label={translate('app.loading')} />
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={2}>
          <SecurityCard profile={details} />
          <ChannelsCard profile={details} />
        </Stack>
      </Grid>
    </Grid>
  );
}
