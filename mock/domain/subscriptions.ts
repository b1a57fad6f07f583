/**
 * Who receives the platform's messages, and through which channels (the notifications app):
 * the backends that are enabled, the system messages with their subscribed users and groups, and
 * each user's own channels. State hangs off the Store, so a reset restores the demo's choices.
 */
import type { Lang } from '../i18n';
import type { BackendState } from '../state';
import type { Store } from '../store';
import type { Row } from '../types';
import { pick, type Tri } from './settings';
import { readSetting } from './settingValues';

interface BackendDef {
  name: string;
  label: Tri;
  /** The setting that turns the channel on; none: always on. */
  switch?: string;
}

export const BACKENDS: readonly BackendDef[] = [
  { name: 'email', label: ['Email', '邮件', 'メール'] },
  { name: 'wecom', label: ['WeCom', '企业微信', '企業 WeChat'], switch: 'AUTH_WECOM' },
  { name: 'dingtalk', label: ['DingTalk', '钉钉', 'DingTalk'], switch: 'AUTH_DINGTALK' },
  { name: 'feishu', label: ['FeiShu', '飞书', 'FeiShu'], switch: 'AUTH_FEISHU' },
  { name: 'sms', label: ['SMS', '短信', 'SMS'], switch: 'SMS_ENABLED' },
  { name: 'site_msg', label: ['Site message', '站内信', 'サイトメッセージ'] },
];

interface MessageDef {
  type: string;
  category: string;
  label: Tri;
}

const CATEGORY_LABELS: Record<string, Tri> = {
  terminal: ['Terminal', '终端', 'ターミナル'],
  accounts: ['Accounts', '账号', 'アカウント'],
  acls: ['Access control', '访问控制', 'アクセス制御'],
  ops: ['Operations', '运维', '運用'],
};

/** The system messages, in the order the subscription page lists them. */
export const SYSTEM_MESSAGES: readonly MessageDef[] = [
  {
    type: 'CommandAlertMessage',
    category: 'terminal',
    label: ['Danger command alert', '危险命令告警', '危険なコマンドの警告'],
  },
  {
    type: 'CommandExecutionAlert',
    category: 'terminal',
    label: ['Batch danger command alert', '批量危险命令告警', '一括実行の危険なコマンドの警告'],
  },
  {
    type: 'AccountBackupExecutionTaskMsg',
    category: 'accounts',
    label: ['Account backup', '账号备份', 'アカウントのバックアップ'],
  },
  {
    type: 'UserLoginReminderMsg',
    category: 'acls',
    label: ['User login reminder', '用户登录提醒', 'ユーザーログインの通知'],
  },
  {
    type: 'AssetLoginReminderMsg',
    category: 'acls',
    label: ['Asset login reminder', '资产登录提醒', '資産ログインの通知'],
  },
  {
    type: 'ServerPerformanceMessage',
    category: 'ops',
    label: ['Component performance', '组件监控', 'コンポーネントのパフォーマンス'],
  },
];

export interface SystemSubscription {
  users: string[];
  groups: string[];
  receive_backends: string[];
}

interface Subscriptions {
  system: Map<string, SystemSubscription>;
  /** user id -> channels; absent: the default ones */
  users: Map<string, string[]>;
}

export const DEFAULT_USER_BACKENDS = ['site_msg', 'email'];

const byStore = new WeakMap<Store, Subscriptions>();

export function subscriptionsOf(state: BackendState): Subscriptions {
  let s = byStore.get(state.store);
  if (!s) {
    const admin = state.store.userByUsername('admin');
    s = {
      system: new Map(
        SYSTEM_MESSAGES.map((m) => [
          m.type,
          {
            users: admin ? [String(admin.id)] : [],
            groups: [],
            receive_backends: ['site_msg', 'email'],
          },
        ]),
      ),
      users: new Map(),
    };
    byStore.set(state.store, s);
  }
  return s;
}

/** The channels the platform can send through now. */
export function enabledBackends(state: BackendState, lang: Lang) {
  return BACKENDS.filter((b) => !b.switch || Boolean(readSetting(state, b.switch))).map((b) => ({
    name: b.name,
    name_display: pick(b.label, lang),
  }));
}

export function userBackends(state: BackendState, userId: string): string[] {
  return subscriptionsOf(state).users.get(userId) ?? [...DEFAULT_USER_BACKENDS];
}

/** `str(user)`: "Name(username)". */
const displayOf = (u: Row) => `${String(u.name)}(${String(u.username)})`;

/** SystemMsgSubscriptionSerializer's representation. */
export function presentSubscription(state: BackendState, m: MessageDef, lang: Lang) {
  const sub = subscriptionsOf(state).system.get(m.type)!;
  const store = state.store;
  const members = store.users.filter(
    (u) =>
      sub.users.includes(String(u.id)) ||
      ((u.groups as string[] | undefined) ?? []).some((g) => sub.groups.includes(String(g))),
  );
  return {
    message_type: m.type,
    message_type_label: pick(m.label, lang),
    users: [...sub.users],
    groups: [...sub.groups],
    receive_backends: [...sub.receive_backends],
    receivers: members.map((u) => ({
      name: displayOf(u),
      id: u.id,
      ...Object.fromEntries(
        sub.receive_backends.map((b) => [b, b === 'site_msg' || (b === 'email' && !!u.email)]),
      ),
    })),
  };
}

export function categoryLabel(category: string, lang: Lang): string {
  return pick(CATEGORY_LABELS[category]!, lang);
}
