/**
 * The profile pages, as far as this release builds them (read-only):
 * - info, setting, key: fields of the profile already loaded at startup;
 * - connection-token: GET /api/v1/authentication/connection-token/;
 * - temp-password: GET /api/v1/authentication/temp-tokens/.
 */
import { Title, useTranslate } from 'react-admin';
import { useShell } from '../ShellContext';
import { DataView, ValuesTable } from './DataView';

export const PROFILE_FIELDS: Record<string, string[]> = {
  info: [
    'name',
    'username',
    'email',
    'phone',
    'groups',
    'system_roles',
    'org_roles',
    'source',
    'date_joined',
    'last_login',
    'date_password_last_updated',
    'date_expired',
  ],
  setting: [
    'mfa_level',
    'mfa_enabled',
    'is_otp_secret_key_bound',
    'receive_backends',
    'wecom_id',
    'dingtalk_id',
    'feishu_id',
  ],
  key: ['can_public_key_auth', 'public_key_comment', 'public_key_hash_md5'],
};

export const PROFILE_SOURCES: Record<string, string> = {
  connectionToken: '/api/v1/authentication/connection-token/',
  tempPassword: '/api/v1/authentication/temp-tokens/',
};

/** The profile's fields for a page, in the page's order (missing ones left out). */
export function profileValues(profile: object, fields: readonly string[]): Record<string, unknown> {
  const p = profile as Record<string, unknown>;
  return Object.fromEntries(fields.filter((f) => f in p).map((f) => [f, p[f]]));
}

export default function ProfilePage({ section }: { section: string }) {
  const translate = useTranslate();
  const { profile } = useShell();
  const label = translate(`routes.pages.profile.${section}`);
  const fields = PROFILE_FIELDS[section];
  const url = PROFILE_SOURCES[section];
  return (
    <>
      <Title title={label} />
      {fields && <ValuesTable values={profileValues(profile, fields)} label={label} />}
      {url && <DataView url={url} label={label} />}
    </>
  );
}
