/**
 * The system settings pages, as far as this release builds them: each shows its current values
 * read-only (the forms come with the settings issue):
 * - basic, email, auth, sms, security, clean, other: GET /api/v1/settings/setting/?category=<name>;
 * - message: the message subscriptions, GET /api/v1/notifications/system-msg-subscription/;
 * - interface: the branding of the public settings (INTERFACE);
 * - license: GET /api/v1/xpack/license/detail;
 * - tools: the component endpoints the network tools test (the endpoints list).
 */
import { Title, useTranslate } from 'react-admin';
import { useShell } from '../ShellContext';
import { DataView, ValuesTable } from './DataView';
import { ListOf } from './ListOf';

const CATEGORY_URL = (category: string) => `/api/v1/settings/setting/?category=${category}`;

export const SETTINGS_SOURCES: Record<string, string> = {
  basic: CATEGORY_URL('basic'),
  email: CATEGORY_URL('email'),
  auth: CATEGORY_URL('auth'),
  sms: CATEGORY_URL('sms'),
  security: CATEGORY_URL('security'),
  clean: CATEGORY_URL('clean'),
  other: CATEGORY_URL('other'),
  message: '/api/v1/notifications/system-msg-subscription/',
  license: '/api/v1/xpack/license/detail',
};

function Content({ section, label }: { section: string; label: string }) {
  const { settings } = useShell();
  if (section === 'interface') {
    return (
      <ValuesTable values={(settings.INTERFACE ?? {}) as Record<string, unknown>} label={label} />
    );
  }
  if (section === 'tools') return <ListOf resource="settings/terminal/endpoint" />;
  const url = SETTINGS_SOURCES[section];
  return url ? <DataView url={url} label={label} /> : null;
}

export default function SettingsPage({ section }: { section: string }) {
  const translate = useTranslate();
  const label = translate(`routes.pages.settings.${section}`);
  return (
    <>
      <Title title={label} />
      <Content section={section} label={label} />
    </>
  );
}
