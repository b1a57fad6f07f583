/**
 * The system settings area's calls (docs/wire.md §14.6; docs/domain.md §10.4): the LDAP directory's
 * tests, user cache and import, the mail test, the test buttons of the SMS providers and of WeCom,
 * DingTalk and FeiShu (docs/domain.md §10.9), the licence, the message subscriptions and the
 * interface's images. The settings forms themselves read and write their category through the
 * shared form.
 */
import type { JmsDataProvider } from '../../../dataProvider';
import type { PageRequest } from '../../components/PagedTable';
import { readList, rowsOf } from '../readList';

const silent = { silent: true };

/** The interface page's form and images (extended edition). */
export const INTERFACE_URL = '/api/v1/xpack/interface/setting/';

// LDAP (docs/domain.md §10.4): the user list answers 409 while the server syncs the directory in
// the background, `cache/refresh/` restarts that sync, and an import takes one organisation per
// call.

/**
 * How soon the user list is asked again while the sync runs (Lina waits 30 s; the answer is cheap).
 */
export const LDAP_SYNC_POLL_MS = 2000;
export const LDAP_PAGE_SIZE = 10;
/** How soon a connection test is asked again while the server still runs it. */
export const LDAP_POLL_MS = 1000;

const LDAP = '/api/v1/settings/ldap/';

export interface LdapUserRow {
  id: string;
  username: string;
  name: string;
  email: string;
  groups: string[];
  existing: boolean;
}

/** A page of the directory's users from the server's cache, searched. */
export const ldapUsers = (dp: JmsDataProvider, page: PageRequest, search: string) =>
  readList<LdapUserRow>(dp, `${LDAP}users/`, { page, filter: { cache_police: '1', search } });

/** Restarts the background sync of the directory. */
export const refreshLdapCache = (dp: JmsDataProvider) =>
  dp.call('GET', `${LDAP}cache/refresh/`, undefined, silent);

/** Imports these directory users into one organisation: the server's message. */
export const importLdapUsers = (dp: JmsDataProvider, orgId: string, usernames: string[]) =>
  dp.call<{ msg?: string }>(
    'POST',
    `${LDAP}users/import/`,
    { org_id: orgId, username_list: usernames },
    silent,
  );

/** The LDAP form's connection settings: the server answers `{status:'running'}` until done. */
export const testLdapConfig = (
  dp: JmsDataProvider,
  settings: Record<string, unknown>,
  refresh: boolean,
) =>
  dp.call('POST', `${LDAP}testing/config/`, settings, {
    query: refresh ? { refresh: '1' } : undefined,
    ...silent,
  });

/** One directory user's credentials, sent plain as the platform's console sends them. */
export const testLdapLogin = (dp: JmsDataProvider, username: string, password: string) =>
  dp.call('POST', `${LDAP}testing/login/`, { username, password }, silent);

export interface Org {
  id: string;
  name: string;
}

export const organisations = (dp: JmsDataProvider) =>
  readList<Org>(dp, '/api/v1/orgs/orgs/').then(rowsOf);

/** A test mail through the saved SMTP settings, to the form's test recipient. */
export const testMail = (dp: JmsDataProvider, mail: Record<string, unknown>) =>
  dp.call<{ msg?: string }>('POST', '/api/v1/settings/mail/testing/', mail, silent);

export interface Licence {
  subscription_id: string;
  corporation: string;
  date_expired: string;
  asset_count: number;
  current_asset_count?: number;
  edition: string;
  serial_no: string;
  remark: string;
}

/** The licence in force; the community edition has no such endpoint (404). */
export const licence = (dp: JmsDataProvider) =>
  dp.call<Licence>('GET', '/api/v1/xpack/license/detail', undefined, silent);

/** A licence file (multipart `file`): `status` false when the server refused it. */
export function importLicence(dp: JmsDataProvider, file: File) {
  const form = new FormData();
  form.append('file', file);
  return dp.call<{ status: boolean; msg: string }>(
    'POST',
    '/api/v1/xpack/license/import',
    form,
    silent,
  );
}

export interface Subscription {
  message_type: string;
  message_type_label: string;
  users: string[];
  groups: string[];
  receive_backends: string[];
  receivers: { id: string; name: string }[];
}

export interface SubscriptionCategory {
  category: string;
  category_label: string;
  children: Subscription[];
}

export interface MessageBackend {
  name: string;
  name_display: string;
}

const SUBSCRIPTIONS_URL = '/api/v1/notifications/system-msg-subscription/';

/** Every system message by category, with its channels and receivers. */
export const messageSubscriptions = (dp: JmsDataProvider) =>
  dp.call<SubscriptionCategory[]>('GET', SUBSCRIPTIONS_URL, undefined, silent);

/** The channels messages may go through. */
export const messageBackends = (dp: JmsDataProvider) =>
  dp.call<MessageBackend[]>('GET', '/api/v1/notifications/backends/', undefined, silent);

/** A message's channels or receivers: the updated subscription. */
export const setSubscription = (
  dp: JmsDataProvider,
  messageType: string,
  changes: Partial<Pick<Subscription, 'receive_backends' | 'users'>>,
) =>
  dp.call<Subscription>(
    'PATCH',
    `${SUBSCRIPTIONS_URL}${encodeURIComponent(messageType)}/`,
    changes,
    silent,
  );

/** Users a message may be sent to, by name or username (the first twenty). */
export const receiverChoices = (dp: JmsDataProvider, search: string) =>
  readList<Record<string, unknown>>(dp, '/api/v1/users/users/', {
    page: { page: 1, perPage: 20 },
    filter: { search },
  }).then(rowsOf);

/** Replaces one of the interface's images (multipart, the image's field name). */
export function uploadInterfaceImage(dp: JmsDataProvider, name: string, file: File) {
  const form = new FormData();
  form.append(name, file);
  return dp.call('PATCH', INTERFACE_URL, form, silent);
}

/** Restores the platform's own interface. */
export const restoreInterface = (dp: JmsDataProvider) =>
  dp.call('POST', '/api/v1/xpack/interface/restore/', {}, silent);

export type SmsProvider = 'alibaba' | 'tencent' | 'huawei' | 'cmpp2';
export type ImProvider = 'wecom' | 'dingtalk' | 'feishu';
export type Values = Record<string, unknown>;

// The provider tests post the provider form's values as typed (a blank secret: the saved one); the
// answer's `msg` is the server's success text.

export interface TestAnswer {
  msg?: string;
}

/** Sends the test code through an SMS provider to the form's test phone. */
export function testSmsProvider(
  dataProvider: JmsDataProvider,
  provider: SmsProvider,
  values: Values,
  secrets: readonly string[],
): Promise<TestAnswer> {
  return dataProvider.call<TestAnswer>(
    'POST',
    `/api/v1/settings/sms/${provider}/testing/`,
    values,
    {
      silent: true,
      encrypt: secrets,
    },
  );
}

/** Sends a test message through WeCom, DingTalk or FeiShu. */
export function testImProvider(
  dataProvider: JmsDataProvider,
  provider: ImProvider,
  values: Values,
  secrets: readonly string[],
): Promise<TestAnswer> {
  return dataProvider.call<TestAnswer>('POST', `/api/v1/settings/${provider}/testing/`, values, {
    silent: true,
    encrypt: secrets,
  });
}
