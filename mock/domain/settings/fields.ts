/**
 * How the demo's system settings are declared: one field per setting with its labels and help
 * texts in the three languages and the demo's configured value, built by the helpers below; and
 * the labels several settings groups share. Field names and rules follow JumpServer v3's settings
 * serializers.
 */
import type { Lang } from '../../i18n';
import type { FieldSpec } from '../../types';

/** English, Chinese, Japanese. */
export type Tri = readonly [string, string, string];

export interface SettingField {
  spec: FieldSpec;
  label: Tri;
  help?: Tri;
  choiceLabels?: readonly Tri[];
  /** The demo's configured value (Django settings / Config.defaults); secrets are never shown. */
  value: unknown;
}

export interface SettingCategory {
  /**
   * Needed for every method, reads included (SettingsApi.check_permissions); null: the category
   * has no entry in the backend's map, so only superusers pass (docs/domain.md §10.9).
   */
  perm: string | null;
  fields: readonly SettingField[];
}

export interface Options {
  required?: boolean;
  max?: number;
  min?: number;
  maxLength?: number;
  help?: Tri;
  default?: unknown;
}

export function field(
  name: string,
  type: string,
  label: Tri,
  value: unknown,
  o: Options = {},
  extra: Partial<FieldSpec> = {},
): SettingField {
  const spec: FieldSpec = {
    name,
    type,
    required: o.required ?? false,
    read_only: false,
    write_only: false,
    ...(o.default !== undefined ? { default: o.default } : {}),
    ...(o.maxLength !== undefined ? { max_length: o.maxLength } : {}),
    ...(o.min !== undefined ? { min_value: o.min } : {}),
    ...(o.max !== undefined ? { max_value: o.max } : {}),
    ...extra,
  };
  return { spec, label, help: o.help, value };
}

export const text = (name: string, label: Tri, value: string, o: Options = {}) =>
  field(name, 'string', label, value, { maxLength: 1024, ...o });
/** A CharField without max_length: a textarea. */
export const longText = (name: string, label: Tri, value: string, o: Options = {}) =>
  field(name, 'string', label, value, o);
export const url = (name: string, label: Tri, value: string, o: Options = {}) =>
  field(name, 'url', label, value, { maxLength: 1024, ...o });
export const int = (name: string, label: Tri, value: number, o: Options = {}) =>
  field(name, 'integer', label, value, o);
export const bool = (name: string, label: Tri, value: boolean, o: Options = {}) =>
  field(name, 'boolean', label, value, o);
export const json = (name: string, label: Tri, value: unknown, o: Options = {}) =>
  field(name, 'json', label, value, o);
/** EncryptedField: write-only, never read back, blank means "keep the saved one". */
export const secret = (name: string, label: Tri, value: string, o: Options = {}) =>
  field(name, 'string', label, value, { maxLength: 1024, ...o }, { write_only: true });

export function choice(
  name: string,
  label: Tri,
  value: string | number,
  choices: readonly (readonly [string | number, Tri])[],
  o: Options = {},
): SettingField {
  const f = field(name, 'choice', label, value, o, {
    choices: choices.map(([v, l]) => ({ value: v, label: l[0] })),
  });
  return { ...f, choiceLabels: choices.map(([, l]) => l) };
}

/** Labels shared by several settings groups. */

export const L = {
  enable: (what: string, zh: string, ja: string): Tri => [
    `Enable ${what}`,
    `启用 ${zh}`,
    `${ja} を有効にする`,
  ],
  clientId: ['Client ID', '客户端 ID', 'クライアント ID'] as Tri,
  clientSecret: ['Client secret', '客户端密钥', 'クライアントシークレット'] as Tri,
  userAttrMap: ['User attribute mapping', '用户属性映射', 'ユーザー属性マッピング'] as Tri,
  userAttrMapHelp: [
    'Keys are JumpServer user attributes (username, name, email), values the provider’s attribute names',
    '键为 JumpServer 用户属性名（username、name、email），值为认证服务的用户属性名',
    'キーは JumpServer のユーザー属性名（username、name、email）、値はプロバイダーの属性名です',
  ] as Tri,
  logoutCompletely: ['Logout completely', '同步注销', '完全ログアウト'] as Tri,
  logoutCompletelyHelp: [
    'Signing out of JumpServer also signs out of the identity provider',
    '注销 JumpServer 时同时注销认证服务',
    'JumpServer からログアウトすると、認証サービスからもログアウトします',
  ] as Tri,
  alwaysUpdateUser: [
    'Always update user information',
    '总是更新用户信息',
    'ユーザー情報を常に更新',
  ] as Tri,
  testPhone: ['Test phone', '测试手机号', 'テスト用携帯番号'] as Tri,
  signature: ['Signature', '签名', '署名'] as Tri,
  template: ['Template code', '模板', 'テンプレートコード'] as Tri,
  unitDay: ['Unit: day', '单位：天', '単位：日'] as Tri,
  unitSecond: ['Unit: second', '单位：秒', '単位：秒'] as Tri,
  unitMinute: ['Unit: minute', '单位：分钟', '単位：分'] as Tri,
  host: ['Host', '主机', 'ホスト'] as Tri,
  port: ['Port', '端口', 'ポート'] as Tri,
  secret: ['Secret', '密钥', 'シークレット'] as Tri,
  agentId: ['Agent ID', '应用 ID', 'エージェント ID'] as Tri,
  appSecret: ['App secret', '应用密钥', 'アプリシークレット'] as Tri,
};

export const keepDays = (name: string, what: Tri, value: number) =>
  int(name, what, value, { min: 1, max: 99999, required: true, help: L.unitDay });

/** The text of a triple in the request's language. */
export const pick = (t: Tri, lang: Lang) => t[lang === 'en' ? 0 : lang === 'zh' ? 1 : 2];
