/**
 * What each settings page holds, as data: forms over settings categories (grouped, with their
 * tests), in tabs where the platform's console has tabs (authentication methods, e-mail, SMS,
 * security, other), and the pages that are not forms (message subscriptions, licence, interface,
 * tools). Tab names are what `?activeTab=` and the activeTab cookie hold.
 */
import '../../../i18n/areas/settings';
import type { ReactNode } from 'react';
import {
  SettingsForm,
  type FormSection,
  type ObjectFormProps,
} from '../../components/settings/ObjectForm';
import type { PublicSettings } from '../../shell/routeModel';
import { hasValidLicence } from '../../shell/layout/shellData';
import { InterfaceSettings } from './InterfaceSettings';
import { LdapLoginTestButton, LdapTestButton } from './LdapActions';
import { LdapImportButton } from './LdapImportDialog';
import { LicencePage } from './LicencePage';
import { MailTestButton } from './MailTestButton';
import { MessageSubscriptions } from './MessageSubscriptions';
import { ProviderTestButton } from './ProviderTestButton';
import { onDemand } from '../../shell/onDemand';

// The network tools' page and its terminal view load when the page is opened.
const Tools = onDemand(() => import('./Tools'), 'Tools');

export interface SettingsTab {
  name: string;
  /** i18n key */
  title: string;
  category: string;
  groups?: FormSection[];
  actions?: ReactNode;
  overrides?: ObjectFormProps['overrides'];
  /** Tabs of extended-edition features are hidden without a valid licence. */
  licence?: boolean;
  /** Categories the backend maps to no permission: only superusers may read them. */
  superuser?: boolean;
}

export type SettingsSection =
  | { kind: 'form'; form: Omit<SettingsTab, 'name' | 'title'> }
  | { kind: 'tabs'; tabs: SettingsTab[]; defaultTab?: string }
  | { kind: 'page'; render: () => ReactNode };

const g = (title: string, fields: string[]): FormSection => ({
  title: `settings.groups.${title}`,
  fields,
});
const tab = (name: string, title: string, category: string, rest: Partial<SettingsTab> = {}) => ({
  name,
  title: `settings.tabs.${title}`,
  category,
  ...rest,
});

const authTabs: SettingsTab[] = [
  tab('Basic', 'basic', 'auth', {
    groups: [
      g('methods', [
        'AUTH_CAS',
        'AUTH_OPENID',
        'AUTH_SAML2',
        'AUTH_OAUTH2',
        'AUTH_RADIUS',
        'AUTH_WECOM',
        'AUTH_DINGTALK',
        'AUTH_FEISHU',
        'AUTH_SSO',
        'AUTH_TEMP_TOKEN',
      ]),
      g('login_page', ['FORGOT_PASSWORD_URL', 'LOGIN_REDIRECT_MSG_ENABLED']),
    ],
  }),
  tab('LDAP', 'ldap', 'ldap', {
    groups: [
      g('connection', [
        'AUTH_LDAP',
        'AUTH_LDAP_SERVER_URI',
        'AUTH_LDAP_BIND_DN',
        'AUTH_LDAP_BIND_PASSWORD',
        'AUTH_LDAP_CONNECT_TIMEOUT',
      ]),
      g('search', [
        'AUTH_LDAP_SEARCH_OU',
        'AUTH_LDAP_SEARCH_FILTER',
        'AUTH_LDAP_USER_ATTR_MAP',
        'AUTH_LDAP_SEARCH_PAGED_SIZE',
      ]),
      g('sync', [
        'AUTH_LDAP_SYNC_IS_PERIODIC',
        'AUTH_LDAP_SYNC_CRONTAB',
        'AUTH_LDAP_SYNC_INTERVAL',
      ]),
    ],
    actions: (
      <>
        <LdapTestButton />
        <LdapLoginTestButton />
        <LdapImportButton />
      </>
    ),
  }),
  tab('CAS', 'cas', 'cas'),
  tab('OIDC', 'oidc', 'oidc'),
  tab('SAML2', 'saml2', 'saml2'),
  tab('OAuth2', 'oauth2', 'oauth2'),
  tab('Radius', 'radius', 'radius'),
  tab('WeCom', 'wecom', 'wecom', {
    licence: true,
    actions: <ProviderTestButton test={{ im: 'wecom' }} />,
  }),
  tab('DingTalk', 'dingtalk', 'dingtalk', {
    licence: true,
    actions: <ProviderTestButton test={{ im: 'dingtalk' }} />,
  }),
  tab('FeiShu', 'feishu', 'feishu', {
    licence: true,
    actions: <ProviderTestButton test={{ im: 'feishu' }} />,
  }),
  tab('SSO', 'sso', 'sso'),
];

export const SETTINGS_SECTIONS: Record<string, SettingsSection> = {
  basic: {
    kind: 'form',
    form: {
      category: 'basic',
      groups: [
        g('basic', ['SITE_URL', 'USER_GUIDE_URL', 'GLOBAL_ORG_DISPLAY_NAME']),
        g('help', ['HELP_DOCUMENT_URL', 'HELP_SUPPORT_URL']),
      ],
    },
  },
  email: {
    kind: 'tabs',
    tabs: [
      tab('SMTP', 'smtp', 'email', {
        groups: [
          g('server', [
            'EMAIL_HOST',
            'EMAIL_PORT',
            'EMAIL_HOST_USER',
            'EMAIL_HOST_PASSWORD',
            'EMAIL_USE_SSL',
            'EMAIL_USE_TLS',
          ]),
          g('sender', ['EMAIL_FROM', 'EMAIL_SUBJECT_PREFIX', 'EMAIL_SUFFIX']),
          g('test', ['EMAIL_RECIPIENT']),
        ],
        actions: <MailTestButton />,
      }),
      tab('EmailContent', 'email_content', 'email_content'),
    ],
  },
  auth: { kind: 'tabs', tabs: authTabs },
  message: { kind: 'page', render: () => <MessageSubscriptions /> },
  sms: {
    kind: 'tabs',
    tabs: [
      tab('Basic', 'basic', 'sms'),
      tab('Alibaba', 'alibaba', 'alibaba', {
        actions: <ProviderTestButton test={{ sms: 'alibaba' }} />,
      }),
      tab('Tencent', 'tencent', 'tencent', {
        actions: <ProviderTestButton test={{ sms: 'tencent' }} />,
      }),
      tab('Huawei', 'huawei', 'huawei', {
        superuser: true,
        actions: <ProviderTestButton test={{ sms: 'huawei' }} />,
      }),
      tab('CMPP2', 'cmpp2', 'cmpp2', {
        superuser: true,
        actions: <ProviderTestButton test={{ sms: 'cmpp2' }} />,
      }),
    ],
  },
  security: {
    kind: 'tabs',
    tabs: [
      tab('Basic', 'basic', 'security_basic'),
      tab('Auth', 'auth', 'security_auth'),
      tab('Session', 'session', 'security_session'),
      tab('Password', 'password', 'security_password', {
        groups: [
          g('password_policy', [
            'SECURITY_PASSWORD_EXPIRATION_TIME',
            'OLD_PASSWORD_HISTORY_LIMIT_COUNT',
          ]),
          g('password_rules', [
            'SECURITY_PASSWORD_MIN_LENGTH',
            'SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH',
            'SECURITY_PASSWORD_UPPER_CASE',
            'SECURITY_PASSWORD_LOWER_CASE',
            'SECURITY_PASSWORD_NUMBER',
            'SECURITY_PASSWORD_SPECIAL_CHAR',
          ]),
        ],
      }),
      tab('LoginLimit', 'login_limit', 'security_login_limit'),
    ],
  },
  clean: { kind: 'form', form: { category: 'clean' } },
  interface: { kind: 'page', render: () => <InterfaceSettings /> },
  tools: { kind: 'page', render: () => <Tools /> },
  other: {
    kind: 'tabs',
    tabs: [
      tab('Basic', 'basic', 'other'),
      tab('Ticket', 'ticket', 'ticket'),
      tab('JobCenter', 'job_center', 'ops'),
      // The announcement of the workbench home: two fields of the basic category, which anyone
      // who may see the settings may save (docs/domain.md §1.4).
      {
        name: 'Announcement',
        title: 'system.tabs.announcement',
        category: 'basic',
        groups: [g('announcement', ['ANNOUNCEMENT_ENABLED', 'ANNOUNCEMENT'])],
      },
    ],
  },
  license: { kind: 'page', render: () => <LicencePage /> },
};

/** Whether a tab shows for these public settings and this user. */
export function tabHidden(t: SettingsTab, settings: PublicSettings, superuser: boolean): boolean {
  return (!!t.licence && !hasValidLicence(settings)) || (!!t.superuser && !superuser);
}

export function settingsForm(t: Omit<SettingsTab, 'name' | 'title'>): ReactNode {
  return (
    <SettingsForm
      category={t.category}
      groups={t.groups}
      actions={t.actions}
      overrides={t.overrides}
    />
  );
}
