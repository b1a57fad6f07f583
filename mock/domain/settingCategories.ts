/**
 * The system settings behind `/api/v1/settings/setting/?category=<c>` (protocol.md §6.10; the
 * real SettingsApi): one serializer per category, each a flat set of UPPER_CASE fields with its
 * own permission, labels and help texts in the three languages, and the demo's configured value.
 * Field names and rules follow JumpServer v3's settings serializers.
 */
import type { Lang } from '../i18n';
import { ANNOUNCEMENT_CHILDREN, announcement } from './systemSettings';
import type { Choice, FieldSpec } from '../types';

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
   * has no entry in the backend's map, so only superusers pass (domain-protocol-extras §0.2).
   */
  perm: string | null;
  fields: readonly SettingField[];
}

interface Options {
  required?: boolean;
  max?: number;
  min?: number;
  maxLength?: number;
  help?: Tri;
  default?: unknown;
}

function field(
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

const text = (name: string, label: Tri, value: string, o: Options = {}) =>
  field(name, 'string', label, value, { maxLength: 1024, ...o });
/** A CharField without max_length: a textarea. */
const longText = (name: string, label: Tri, value: string, o: Options = {}) =>
  field(name, 'string', label, value, o);
const url = (name: string, label: Tri, value: string, o: Options = {}) =>
  field(name, 'url', label, value, { maxLength: 1024, ...o });
const int = (name: string, label: Tri, value: number, o: Options = {}) =>
  field(name, 'integer', label, value, o);
const bool = (name: string, label: Tri, value: boolean, o: Options = {}) =>
  field(name, 'boolean', label, value, o);
const json = (name: string, label: Tri, value: unknown, o: Options = {}) =>
  field(name, 'json', label, value, o);
/** EncryptedField: write-only, never read back, blank means "keep the saved one". */
const secret = (name: string, label: Tri, value: string, o: Options = {}) =>
  field(name, 'string', label, value, { maxLength: 1024, ...o }, { write_only: true });

function choice(
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

// ---- labels shared by several categories -------------------------------------------------------

const L = {
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

const keepDays = (name: string, what: Tri, value: number) =>
  int(name, what, value, { min: 1, max: 99999, required: true, help: L.unitDay });

// ---- categories --------------------------------------------------------------------------------

const basic: SettingField[] = [
  url('SITE_URL', ['Site URL', '当前站点 URL', 'サイト URL'], 'http://127.0.0.1', {
    required: true,
    help: [
      'The address users reach JumpServer at, used in the links of e-mails (eg: http://dev.jumpserver.org:8080)',
      '用户访问 JumpServer 的地址，用于邮件中的链接（如：http://dev.jumpserver.org:8080）',
      'ユーザーが JumpServer にアクセスするアドレス。メール内のリンクに使われます（例：http://dev.jumpserver.org:8080）',
    ],
  }),
  url('USER_GUIDE_URL', ['User guide URL', '用户向导 URL', 'ユーザーガイド URL'], '', {
    help: [
      'Where users go after completing their profile at first login',
      '用户首次登录完善信息后跳转的地址',
      '初回ログインでプロフィールを完成させた後の移動先',
    ],
  }),
  text(
    'GLOBAL_ORG_DISPLAY_NAME',
    ['Global organization name', '全局组织名', 'グローバル組織名'],
    '',
    {
      help: [
        'The name shown for the global organization',
        '全局组织的显示名称',
        'グローバル組織の表示名',
      ],
    },
  ),
  url(
    'HELP_DOCUMENT_URL',
    ['Help documentation URL', '文档链接', 'ヘルプドキュメント URL'],
    'https://docs.jumpserver.org/zh/v3/',
    {
      help: [
        'default: http://docs.jumpserver.org',
        '默认：http://docs.jumpserver.org',
        'デフォルト：http://docs.jumpserver.org',
      ],
    },
  ),
  url(
    'HELP_SUPPORT_URL',
    ['Help support URL', '支持链接', 'サポート URL'],
    'https://www.jumpserver.org/support/',
    {
      help: [
        'default: http://www.jumpserver.org/support/',
        '默认：http://www.jumpserver.org/support/',
        'デフォルト：http://www.jumpserver.org/support/',
      ],
    },
  ),
];

const email: SettingField[] = [
  text('EMAIL_HOST', ['SMTP host', 'SMTP 主机', 'SMTP ホスト'], 'smtp.example.com', {
    required: true,
  }),
  text('EMAIL_PORT', ['SMTP port', 'SMTP 端口', 'SMTP ポート'], '25', {
    required: true,
    maxLength: 5,
  }),
  text('EMAIL_HOST_USER', ['SMTP account', 'SMTP 账号', 'SMTP アカウント'], 'noreply@example.com', {
    required: true,
    maxLength: 128,
  }),
  secret('EMAIL_HOST_PASSWORD', ['SMTP password', 'SMTP 密码', 'SMTP パスワード'], 'Smtp@2023', {
    help: [
      'Tips: Some providers use a token instead of a password',
      '提示：一些邮件提供商需要输入的是授权码',
      'ヒント：一部のプロバイダーはパスワードの代わりにトークンを使います',
    ],
  }),
  text('EMAIL_FROM', ['Send user', '发件人', '送信者'], '', {
    maxLength: 128,
    help: [
      'Tips: The sending account; the SMTP account by default',
      '提示：发送邮件账号，默认使用 SMTP 账号作为发送账号',
      'ヒント：送信アカウント。既定では SMTP アカウントを使います',
    ],
  }),
  text('EMAIL_RECIPIENT', ['Test recipient', '测试收件人', 'テスト受信者'], '', {
    maxLength: 128,
    help: [
      'Tips: Used only as the recipient of the test mail',
      '提示：仅用来作为测试邮件收件人',
      'ヒント：テストメールの受信者としてのみ使われます',
    ],
  }),
  bool('EMAIL_USE_SSL', ['Use SSL', '使用 SSL', 'SSL を使う'], false, {
    help: [
      'If the SMTP port is 465, you may select this',
      '如果 SMTP 端口是 465，通常需要启用 SSL',
      'SMTP ポートが 465 の場合は選択してください',
    ],
  }),
  bool('EMAIL_USE_TLS', ['Use TLS', '使用 TLS', 'TLS を使う'], false, {
    help: [
      'If the SMTP port is 587, you may select this',
      '如果 SMTP 端口是 587，通常需要启用 TLS',
      'SMTP ポートが 587 の場合は選択してください',
    ],
  }),
  text('EMAIL_SUBJECT_PREFIX', ['Subject prefix', '主题前缀', '件名の接頭辞'], '[JumpServer] ', {
    required: true,
  }),
  text('EMAIL_SUFFIX', ['Email suffix', '邮件后缀', 'メールのサフィックス'], 'example.com', {
    help: [
      'Used for users created by single sign-on when the provider returns no e-mail address',
      '单点登录创建用户时，如果认证服务未返回邮箱，则使用此后缀',
      'シングルサインオンで作成するユーザーにメールアドレスがない場合に使われます',
    ],
  }),
];

const emailContent: SettingField[] = [
  text(
    'EMAIL_CUSTOM_USER_CREATED_SUBJECT',
    ['Create user email subject', '创建用户邮件的主题', 'ユーザー作成メールの件名'],
    '',
    {
      help: [
        'Tips: The subject of the mail sent when a user is created (eg: Account created)',
        '提示：创建用户时，发送设置密码邮件的主题（例如：创建用户成功）',
        'ヒント：ユーザー作成時に送るメールの件名（例：アカウントが作成されました）',
      ],
    },
  ),
  text(
    'EMAIL_CUSTOM_USER_CREATED_HONORIFIC',
    ['Create user honorific', '创建用户邮件的敬语', 'ユーザー作成メールの敬称'],
    '',
    {
      help: [
        'Tips: The greeting of that mail (eg: Hello)',
        '提示：创建用户时，发送设置密码邮件的敬语（例如：你好）',
        'ヒント：そのメールの挨拶（例：こんにちは）',
      ],
    },
  ),
  longText(
    'EMAIL_CUSTOM_USER_CREATED_BODY',
    ['Create user email content', '创建用户邮件的内容', 'ユーザー作成メールの本文'],
    '',
    {
      maxLength: 4096,
      help: [
        'Tips: The text of that mail, before the link to set the password',
        '提示：创建用户时，发送设置密码邮件的内容',
        'ヒント：パスワード設定リンクの前に置かれる本文',
      ],
    },
  ),
  text('EMAIL_CUSTOM_USER_CREATED_SIGNATURE', ['Signature', '署名', '署名'], '', {
    maxLength: 512,
    help: [
      'Tips: The signature of the mail (eg: jumpserver)',
      '提示：邮件的署名（例如：jumpserver）',
      'ヒント：メールの署名（例：jumpserver）',
    ],
  }),
];

const auth: SettingField[] = [
  bool('AUTH_CAS', ['CAS Auth', 'CAS 认证', 'CAS 認証'], false),
  bool('AUTH_OPENID', ['OIDC Auth', 'OIDC 认证', 'OIDC 認証'], false),
  bool('AUTH_SAML2', ['SAML2 Auth', 'SAML2 认证', 'SAML2 認証'], false, { default: false }),
  bool('AUTH_OAUTH2', ['OAuth2 Auth', 'OAuth2 认证', 'OAuth2 認証'], false, { default: false }),
  bool('AUTH_RADIUS', ['RADIUS Auth', 'RADIUS 认证', 'RADIUS 認証'], false),
  bool('AUTH_WECOM', ['WeCom Auth', '企业微信认证', '企業 WeChat 認証'], false, { default: false }),
  bool('AUTH_DINGTALK', ['DingTalk Auth', '钉钉认证', 'DingTalk 認証'], false, { default: false }),
  bool('AUTH_FEISHU', ['FeiShu Auth', '飞书认证', 'FeiShu 認証'], false, { default: false }),
  bool('AUTH_SSO', ['SSO Token Auth', 'SSO Token 认证', 'SSO トークン認証'], false, {
    default: false,
  }),
  bool('AUTH_TEMP_TOKEN', ['Temporary password', '临时密码', '一時パスワード'], false, {
    default: false,
    help: [
      'Users may create temporary passwords for the web terminal clients',
      '用户可以为 Web 终端客户端创建临时密码',
      'ユーザーは Web ターミナルのクライアント用に一時パスワードを作成できます',
    ],
  }),
  text(
    'FORGOT_PASSWORD_URL',
    ['Forgot password URL', '忘记密码 URL', 'パスワードを忘れた場合の URL'],
    '',
    {
      help: [
        'The "forgot password" link of the login page; the built-in page when empty',
        '登录页“忘记密码”的链接，留空使用系统自带页面',
        'ログインページの「パスワードを忘れた」リンク。空なら組み込みページ',
      ],
    },
  ),
  bool(
    'LOGIN_REDIRECT_MSG_ENABLED',
    ['Login redirection notice', '启用登录跳转提示', 'ログインリダイレクトの通知'],
    true,
    {
      help: [
        'Show a notice before users are sent to a third-party login page',
        '跳转到第三方认证页面前，显示提示页面',
        'サードパーティのログインページに移動する前に通知を表示します',
      ],
    },
  ),
];

const ldap: SettingField[] = [
  bool('AUTH_LDAP', L.enable('LDAP Auth', 'LDAP 认证', 'LDAP 認証'), true),
  text(
    'AUTH_LDAP_SERVER_URI',
    ['LDAP server', 'LDAP 地址', 'LDAP サーバー'],
    'ldap://ldap.example.com:389',
    {
      required: true,
      help: ['eg: ldap://localhost:389', '如：ldap://localhost:389', '例：ldap://localhost:389'],
    },
  ),
  text('AUTH_LDAP_BIND_DN', ['Bind DN', '绑定 DN', 'バインド DN'], 'cn=admin,dc=example,dc=com'),
  secret('AUTH_LDAP_BIND_PASSWORD', ['Password', '密码', 'パスワード'], 'LdapAdmin@2023'),
  text(
    'AUTH_LDAP_SEARCH_OU',
    ['User OU', '用户 OU', 'ユーザー OU'],
    'ou=people,dc=example,dc=com',
    {
      help: ['Separate several OUs with |', '多个 OU 使用 | 分割', '複数の OU は | で区切ります'],
    },
  ),
  text(
    'AUTH_LDAP_SEARCH_FILTER',
    ['User search filter', '用户过滤器', 'ユーザー検索フィルター'],
    '(cn=%(user)s)',
    {
      required: true,
      help: [
        'eg: (cn|uid|sAMAccountName)=%(user)s)',
        '可能的选项是 (cn|uid|sAMAccountName)=%(user)s)',
        '例：(cn|uid|sAMAccountName)=%(user)s)',
      ],
    },
  ),
  json(
    'AUTH_LDAP_USER_ATTR_MAP',
    L.userAttrMap,
    { username: 'cn', name: 'sn', email: 'mail' },
    {
      required: true,
      help: L.userAttrMapHelp,
    },
  ),
  bool('AUTH_LDAP_SYNC_IS_PERIODIC', ['Periodic sync', '定时同步', '定期同期'], false),
  text('AUTH_LDAP_SYNC_CRONTAB', ['Crontab', '定时执行', 'Crontab'], '', {
    maxLength: 128,
    help: [
      'eg: every Sunday at 03:05 is 5 3 * * 0',
      '如：每周日 03:05 执行 5 3 * * 0',
      '例：毎週日曜 03:05 は 5 3 * * 0',
    ],
  }),
  int('AUTH_LDAP_SYNC_INTERVAL', ['Sync interval', '周期执行', '同期間隔'], 24, {
    default: 24,
    help: ['Unit: hour', '单位：时', '単位：時間'],
  }),
  int('AUTH_LDAP_CONNECT_TIMEOUT', ['Connect timeout', '连接超时时间', '接続タイムアウト'], 30, {
    min: 1,
    max: 300,
    help: L.unitSecond,
  }),
  int(
    'AUTH_LDAP_SEARCH_PAGED_SIZE',
    ['Search page size', '搜索分页数量', '検索ページサイズ'],
    1000,
  ),
];

const cas: SettingField[] = [
  bool('AUTH_CAS', L.enable('CAS Auth', 'CAS 认证', 'CAS 認証'), false),
  url(
    'CAS_SERVER_URL',
    ['Server URL', '服务端地址', 'サーバー URL'],
    'https://cas.example.com/cas/',
    {
      required: true,
    },
  ),
  url('CAS_ROOT_PROXIED_AS', ['Proxy server URL', '回调地址', 'プロキシサーバー URL'], ''),
  bool('CAS_LOGOUT_COMPLETELY', L.logoutCompletely, true, { help: L.logoutCompletelyHelp }),
  int('CAS_VERSION', ['Version', '版本', 'バージョン'], 3, { min: 1, max: 3 }),
  text(
    'CAS_USERNAME_ATTRIBUTE',
    ['Username attribute', '用户名属性', 'ユーザー名属性'],
    'cas:user',
    {
      required: true,
    },
  ),
  bool(
    'CAS_APPLY_ATTRIBUTES_TO_USER',
    ['Apply attributes to the user', '启用属性映射', 'ユーザーに属性を適用'],
    false,
  ),
  json(
    'CAS_RENAME_ATTRIBUTES',
    L.userAttrMap,
    { cas_user: 'username' },
    {
      help: L.userAttrMapHelp,
    },
  ),
  bool(
    'CAS_CREATE_USER',
    ['Create the user if absent', '创建用户（如果不存在）', 'ユーザーがいなければ作成'],
    true,
  ),
];

const oidcEndpoint = (name: string, label: Tri, path: string) =>
  url(name, label, `https://sso.example.com/realms/demo/protocol/openid-connect/${path}`);

const oidc: SettingField[] = [
  bool('AUTH_OPENID', L.enable('OIDC Auth', 'OIDC 认证', 'OIDC 認証'), false),
  url(
    'BASE_SITE_URL',
    ['Base site URL', 'JumpServer 地址', 'ベースサイト URL'],
    'https://jumpserver.example.com',
    {
      help: [
        'The address of this JumpServer, where the provider sends users back',
        '当前 JumpServer 服务的地址，认证服务回调时使用',
        'この JumpServer のアドレス（プロバイダーからの戻り先）',
      ],
    },
  ),
  text('AUTH_OPENID_CLIENT_ID', L.clientId, 'jumpserver', { required: true }),
  secret('AUTH_OPENID_CLIENT_SECRET', L.clientSecret, 'OidcSecret@2023'),
  choice(
    'AUTH_OPENID_CLIENT_AUTH_METHOD',
    ['Client authentication method', '客户端认证方式', 'クライアント認証方式'],
    'client_secret_basic',
    [
      [
        'client_secret_basic',
        ['Client secret basic', 'Client secret basic', 'Client secret basic'],
      ],
      ['client_secret_post', ['Client secret post', 'Client secret post', 'Client secret post']],
    ],
  ),
  url(
    'AUTH_OPENID_PROVIDER_ENDPOINT',
    ['Provider endpoint', '端点地址', 'プロバイダーエンドポイント'],
    'https://sso.example.com/realms/demo',
  ),
  oidcEndpoint(
    'AUTH_OPENID_PROVIDER_AUTHORIZATION_ENDPOINT',
    ['Authorization endpoint', '授权端点地址', '認可エンドポイント'],
    'auth',
  ),
  oidcEndpoint(
    'AUTH_OPENID_PROVIDER_TOKEN_ENDPOINT',
    ['Token endpoint', 'Token 端点地址', 'トークンエンドポイント'],
    'token',
  ),
  oidcEndpoint(
    'AUTH_OPENID_PROVIDER_JWKS_ENDPOINT',
    ['JWKS endpoint', 'JWKS 端点地址', 'JWKS エンドポイント'],
    'certs',
  ),
  oidcEndpoint(
    'AUTH_OPENID_PROVIDER_USERINFO_ENDPOINT',
    ['User information endpoint', '用户信息端点地址', 'ユーザー情報エンドポイント'],
    'userinfo',
  ),
  oidcEndpoint(
    'AUTH_OPENID_PROVIDER_END_SESSION_ENDPOINT',
    ['End session endpoint', '注销会话端点地址', 'セッション終了エンドポイント'],
    'logout',
  ),
  text(
    'AUTH_OPENID_PROVIDER_SIGNATURE_ALG',
    ['Signature algorithm', '签名算法', '署名アルゴリズム'],
    'HS256',
  ),
  text('AUTH_OPENID_SCOPES', ['Scopes', '连接范围', 'スコープ'], 'openid profile email'),
  int(
    'AUTH_OPENID_ID_TOKEN_MAX_AGE',
    ['ID token max age', '令牌有效时间', 'ID トークンの有効期間'],
    60,
    { help: L.unitSecond },
  ),
  bool('AUTH_OPENID_SHARE_SESSION', ['Share session', '共享会话', 'セッションを共有'], true),
  bool(
    'AUTH_OPENID_IGNORE_SSL_VERIFICATION',
    ['Ignore SSL verification', '忽略 SSL 证书验证', 'SSL 検証を無視'],
    true,
  ),
  bool('AUTH_OPENID_USE_STATE', ['Use state', '使用状态', 'state を使う'], true),
  bool('AUTH_OPENID_USE_NONCE', ['Use nonce', '使用 nonce', 'nonce を使う'], true),
  bool('AUTH_OPENID_ALWAYS_UPDATE_USER', L.alwaysUpdateUser, true),
  json(
    'AUTH_OPENID_USER_ATTR_MAP',
    L.userAttrMap,
    { name: 'name', username: 'preferred_username', email: 'email' },
    { required: true, help: L.userAttrMapHelp },
  ),
];

const saml2: SettingField[] = [
  bool('AUTH_SAML2', L.enable('SAML2 Auth', 'SAML2 认证', 'SAML2 認証'), false, { default: false }),
  url('SAML2_IDP_METADATA_URL', ['IdP metadata URL', 'IdP Metadata URL', 'IdP メタデータ URL'], ''),
  longText(
    'SAML2_IDP_METADATA_XML',
    ['IdP metadata XML', 'IdP Metadata XML', 'IdP メタデータ XML'],
    '',
  ),
  json('SAML2_SP_ADVANCED_SETTINGS', ['SP advanced settings', 'SP 高级设置', 'SP の詳細設定'], {
    organization_info: {
      'en-US': { name: 'JumpServer', displayname: 'JumpServer', url: 'https://jumpserver.org/' },
    },
    strict: true,
    security: {},
  }),
  secret('SAML2_SP_KEY_CONTENT', ['SP private key', 'SP 密钥', 'SP 秘密鍵'], ''),
  longText('SAML2_SP_CERT_CONTENT', ['SP certificate', 'SP 证书', 'SP 証明書'], ''),
  json(
    'SAML2_RENAME_ATTRIBUTES',
    L.userAttrMap,
    { uid: 'username', email: 'email' },
    {
      help: L.userAttrMapHelp,
    },
  ),
  bool('SAML2_LOGOUT_COMPLETELY', L.logoutCompletely, true, { help: L.logoutCompletelyHelp }),
  bool('AUTH_SAML2_ALWAYS_UPDATE_USER', L.alwaysUpdateUser, true),
];

const oauth2: SettingField[] = [
  bool('AUTH_OAUTH2', L.enable('OAuth2 Auth', 'OAuth2 认证', 'OAuth2 認証'), false, {
    default: false,
  }),
  text(
    'AUTH_OAUTH2_PROVIDER',
    ['Service provider', '服务提供商', 'サービスプロバイダー'],
    'OAuth2',
    {
      maxLength: 128,
    },
  ),
  text('AUTH_OAUTH2_CLIENT_ID', L.clientId, 'jumpserver', { required: true }),
  secret('AUTH_OAUTH2_CLIENT_SECRET', L.clientSecret, ''),
  text('AUTH_OAUTH2_SCOPE', ['Scope', '范围', 'スコープ'], ''),
  url(
    'AUTH_OAUTH2_PROVIDER_AUTHORIZATION_ENDPOINT',
    ['Authorization endpoint', '授权端点地址', '認可エンドポイント'],
    'https://oauth2.example.com/authorize',
    { required: true },
  ),
  url(
    'AUTH_OAUTH2_ACCESS_TOKEN_ENDPOINT',
    ['Token endpoint', 'Token 端点地址', 'トークンエンドポイント'],
    'https://oauth2.example.com/access_token',
    { required: true },
  ),
  choice(
    'AUTH_OAUTH2_ACCESS_TOKEN_METHOD',
    ['Token request method', '获取 Token 方法', 'トークン取得方法'],
    'GET',
    [
      ['GET', ['GET', 'GET', 'GET']],
      ['POST', ['POST', 'POST', 'POST']],
    ],
  ),
  url(
    'AUTH_OAUTH2_PROVIDER_USERINFO_ENDPOINT',
    ['User information endpoint', '用户信息端点地址', 'ユーザー情報エンドポイント'],
    'https://oauth2.example.com/userinfo',
    { required: true },
  ),
  url(
    'AUTH_OAUTH2_PROVIDER_END_SESSION_ENDPOINT',
    ['End session endpoint', '注销会话端点地址', 'セッション終了エンドポイント'],
    '',
  ),
  bool('AUTH_OAUTH2_LOGOUT_COMPLETELY', L.logoutCompletely, true, {
    help: L.logoutCompletelyHelp,
  }),
  json(
    'AUTH_OAUTH2_USER_ATTR_MAP',
    L.userAttrMap,
    { name: 'name', username: 'username', email: 'email' },
    { required: true, help: L.userAttrMapHelp },
  ),
  bool('AUTH_OAUTH2_ALWAYS_UPDATE_USER', L.alwaysUpdateUser, true),
];

const radius: SettingField[] = [
  bool('AUTH_RADIUS', L.enable('RADIUS Auth', 'RADIUS 认证', 'RADIUS 認証'), false),
  text('RADIUS_SERVER', L.host, 'radius.example.com'),
  int('RADIUS_PORT', L.port, 1812, { min: 1, max: 65535 }),
  secret('RADIUS_SECRET', L.secret, ''),
  bool('OTP_IN_RADIUS', ['OTP in RADIUS', '使用 RADIUS OTP', 'RADIUS で OTP'], false),
];

const wecom: SettingField[] = [
  bool('AUTH_WECOM', L.enable('WeCom Auth', '企业微信认证', '企業 WeChat 認証'), false, {
    default: false,
  }),
  text('WECOM_CORPID', ['Corporation ID', '企业 ID', '企業 ID'], '', {
    maxLength: 256,
    required: true,
  }),
  text('WECOM_AGENTID', L.agentId, '', { maxLength: 256, required: true }),
  secret('WECOM_SECRET', L.secret, '', { maxLength: 256 }),
];

const dingtalk: SettingField[] = [
  bool('AUTH_DINGTALK', L.enable('DingTalk Auth', '钉钉认证', 'DingTalk 認証'), false, {
    default: false,
  }),
  text('DINGTALK_AGENTID', L.agentId, '', { maxLength: 256, required: true }),
  text('DINGTALK_APPKEY', ['App key', '应用 Key', 'アプリキー'], '', {
    maxLength: 256,
    required: true,
  }),
  secret('DINGTALK_APPSECRET', L.appSecret, '', { maxLength: 256 }),
];

const feishu: SettingField[] = [
  bool('AUTH_FEISHU', L.enable('FeiShu Auth', '飞书认证', 'FeiShu 認証'), false, {
    default: false,
  }),
  text('FEISHU_APP_ID', ['App ID', '应用 ID', 'アプリ ID'], '', { maxLength: 256, required: true }),
  secret('FEISHU_APP_SECRET', L.appSecret, '', { maxLength: 256 }),
  choice('FEISHU_VERSION', ['Version', '版本', 'バージョン'], 'feishu', [
    ['feishu', ['FeiShu', '飞书', 'FeiShu']],
    ['lark', ['Lark', 'Lark', 'Lark']],
  ]),
];

const sso: SettingField[] = [
  bool('AUTH_SSO', L.enable('SSO Token Auth', 'SSO Token 认证', 'SSO トークン認証'), false, {
    default: false,
    help: [
      'Other services may sign users in to JumpServer with an SSO token instead of a password',
      '其它系统可以使用 SSO Token 对接 JumpServer，免去登录的过程',
      '他のサービスはパスワードの代わりに SSO トークンで JumpServer にログインできます',
    ],
  }),
  int('AUTH_SSO_AUTHKEY_TTL', ['Token validity', 'Token 有效期', 'トークンの有効期間'], 900, {
    min: 1,
    max: 86400,
    help: L.unitSecond,
  }),
];

const smsBase: SettingField[] = [
  bool('SMS_ENABLED', ['Enable SMS', '启用短信', 'SMS を有効にする'], false, {
    help: [
      'Users may receive verification codes by SMS',
      '启用后用户可以通过短信接收验证码',
      'ユーザーは SMS で確認コードを受け取れます',
    ],
  }),
  choice('SMS_BACKEND', ['SMS provider', '短信服务商', 'SMS プロバイダー'], 'alibaba', [
    ['alibaba', ['Alibaba Cloud', '阿里云', 'Alibaba Cloud']],
    ['tencent', ['Tencent Cloud', '腾讯云', 'Tencent Cloud']],
    ['huawei', ['Huawei Cloud', '华为云', 'Huawei Cloud']],
    ['cmpp2', ['CMPP v2.0', 'CMPP v2.0', 'CMPP v2.0']],
  ]),
  int('SMS_CODE_LENGTH', ['Code length', '验证码长度', 'コードの長さ'], 4, { min: 4, max: 16 }),
];

const testPhone = text('SMS_TEST_PHONE', L.testPhone, '', { maxLength: 256 });
const providerText = (name: string, label: Tri, o: Options = {}) =>
  text(name, label, '', { maxLength: 256, required: true, ...o });

const alibaba: SettingField[] = [
  providerText('ALIBABA_ACCESS_KEY_ID', ['Access key ID', 'Access key ID', 'アクセスキー ID']),
  secret(
    'ALIBABA_ACCESS_KEY_SECRET',
    ['Access key secret', 'Access key secret', 'アクセスキーシークレット'],
    '',
    { maxLength: 256 },
  ),
  providerText('ALIBABA_VERIFY_SIGN_NAME', L.signature),
  providerText('ALIBABA_VERIFY_TEMPLATE_CODE', L.template),
  testPhone,
];

const tencent: SettingField[] = [
  providerText('TENCENT_SECRET_ID', ['Secret ID', 'Secret ID', 'シークレット ID']),
  secret('TENCENT_SECRET_KEY', ['Secret key', 'Secret key', 'シークレットキー'], '', {
    maxLength: 256,
  }),
  providerText('TENCENT_SDKAPPID', ['SDK app ID', 'SDK app ID', 'SDK アプリ ID']),
  providerText('TENCENT_VERIFY_SIGN_NAME', L.signature),
  providerText('TENCENT_VERIFY_TEMPLATE_CODE', L.template),
  testPhone,
];

const huawei: SettingField[] = [
  providerText('HUAWEI_APP_KEY', ['App key', 'App key', 'アプリキー']),
  secret('HUAWEI_APP_SECRET', L.appSecret, '', { maxLength: 256 }),
  providerText(
    'HUAWEI_SMS_ENDPOINT',
    ['App access address', '应用接入地址', 'アプリのアクセスアドレス'],
    { maxLength: 1024 },
  ),
  providerText(
    'HUAWEI_SIGN_CHANNEL_NUM',
    ['Signature channel number', '签名通道号', '署名チャネル番号'],
    { maxLength: 1024 },
  ),
  providerText('HUAWEI_VERIFY_SIGN_NAME', L.signature),
  providerText('HUAWEI_VERIFY_TEMPLATE_CODE', L.template),
  testPhone,
];

const cmpp2: SettingField[] = [
  providerText('CMPP2_HOST', L.host),
  int('CMPP2_PORT', L.port, 7890, { min: 1, max: 65535 }),
  providerText(
    'CMPP2_SP_ID',
    ['Enterprise code (SP ID)', '企业代码（SP ID）', '企業コード（SP ID）'],
    { maxLength: 128 },
  ),
  secret('CMPP2_SP_SECRET', ['Shared secret', '共享密码', '共有シークレット'], '', {
    maxLength: 256,
  }),
  text('CMPP2_SRC_ID', ['Source number', '原始号码', '送信元番号'], '', { maxLength: 256 }),
  providerText('CMPP2_SERVICE_ID', [
    'Business type (Service ID)',
    '业务类型（Service ID）',
    '業務タイプ（Service ID）',
  ]),
  providerText('CMPP2_VERIFY_SIGN_NAME', L.signature),
  providerText('CMPP2_VERIFY_TEMPLATE_CODE', L.template, { maxLength: 69 }),
  testPhone,
];

const securityBasic: SettingField[] = [
  bool(
    'SECURITY_SERVICE_ACCOUNT_REGISTRATION',
    ['Enable terminal registration', '启用终端注册', 'ターミナル登録を有効にする'],
    true,
    {
      required: true,
      help: [
        'Allow terminals to register; disable this once every terminal is set up',
        '允许终端注册，当所有终端启动后，为了安全应该关闭',
        'ターミナルの登録を許可します。すべてのターミナルの設定後は無効にしてください',
      ],
    },
  ),
  bool(
    'SECURITY_INSECURE_COMMAND',
    ['Insecure command alert', '危险命令告警', '危険なコマンドの警告'],
    false,
  ),
  text(
    'SECURITY_INSECURE_COMMAND_EMAIL_RECEIVER',
    ['Email recipient', '邮件收件人', 'メール受信者'],
    '',
    {
      maxLength: 8192,
      help: [
        'Separate several addresses with ,',
        '多个用户，使用 , 分割',
        '複数のアドレスは , で区切ります',
      ],
    },
  ),
];

const securityAuth: SettingField[] = [
  choice('SECURITY_MFA_AUTH', ['Global MFA auth', '全局启用 MFA 认证', 'グローバル MFA 認証'], 0, [
    [0, ['Disable', '禁用', '無効化']],
    [1, ['All users', '所有用户', 'すべてのユーザー']],
    [2, ['Only admin users', '仅管理员', '管理者のみ']],
  ]),
  bool(
    'SECURITY_MFA_AUTH_ENABLED_FOR_THIRD_PARTY',
    ['MFA for third-party logins', '第三方登录开启 MFA', 'サードパーティログインの MFA'],
    true,
    {
      default: true,
      help: [
        'Users who sign in through a third party (CAS, OIDC, …) also pass MFA',
        '使用第三方认证（CAS、OIDC 等）登录的用户也需要进行 MFA 认证',
        'サードパーティ（CAS、OIDC など）でログインするユーザーも MFA を行います',
      ],
    },
  ),
  int(
    'SECURITY_MFA_VERIFY_TTL',
    ['MFA verification TTL', 'MFA 校验有效期', 'MFA 検証の有効期間'],
    3600,
    {
      min: 5,
      max: 36000,
      help: [
        'Unit: second. Viewing secrets asks for MFA again after this time',
        '单位：秒，查看账号密码等操作校验 MFA 后在此时间内有效',
        '単位：秒。秘密の表示などでは、この時間を過ぎると再度確認します',
      ],
    },
  ),
  bool(
    'SECURITY_VIEW_AUTH_NEED_MFA',
    ['MFA to view secrets', '查看账号密码需要 MFA', '秘密の表示に MFA'],
    true,
  ),
  bool(
    'SECURITY_MFA_IN_LOGIN_PAGE',
    ['MFA on the login page', 'MFA 在登录页面输入', 'ログインページで MFA'],
    false,
    {
      default: false,
      help: [
        'EU security regulations (GDPR) require MFA on the login page',
        '欧盟安全条例（GDPR）要求 MFA 在登录页面',
        'EU のセキュリティ規則（GDPR）はログインページでの MFA を求めます',
      ],
    },
  ),
  int('VERIFY_CODE_TTL', ['Verification code TTL', '验证码有效时间', '確認コードの有効期間'], 60, {
    min: 5,
    max: 36000,
    help: L.unitSecond,
  }),
  bool(
    'SECURITY_LOGIN_CHALLENGE_ENABLED',
    ['Login dynamic code', '启用登录附加码', 'ログイン動的コード'],
    false,
    { default: false },
  ),
  bool(
    'SECURITY_LOGIN_CAPTCHA_ENABLED',
    ['Login captcha', '启用登录验证码', 'ログインキャプチャ'],
    true,
    {
      default: true,
      help: [
        'A captcha keeps robots from trying passwords',
        '启用验证码，防止机器人登录',
        'キャプチャでロボットのログインを防ぎます',
      ],
    },
  ),
  bool(
    'SECURITY_CHECK_DIFFERENT_CITY_LOGIN',
    ['Remote login protection', '异地登录通知', 'リモートログイン保護'],
    true,
    {
      help: [
        'Users are told by e-mail when they sign in from an unusual city',
        '用户在异地登录时，会收到邮件提醒',
        '普段と異なる都市からのログインはメールで通知されます',
      ],
    },
  ),
];

const securitySession: SettingField[] = [
  bool(
    'SECURITY_WATERMARK_ENABLED',
    ['Enable watermark', '开启水印', 'ウォーターマークを有効にする'],
    true,
    {
      required: true,
      help: [
        'Web sessions and replays carry a watermark',
        '启用后，Web 会话和录像中会显示水印',
        'Web セッションと再生にウォーターマークを表示します',
      ],
    },
  ),
  int(
    'SECURITY_MAX_IDLE_TIME',
    ['Connection max idle time', '连接最大空闲时间', '接続の最大アイドル時間'],
    30,
    { min: 1, max: 99999, help: L.unitMinute },
  ),
  bool('SECURITY_SESSION_SHARE', ['Session sharing', '会话分享', 'セッション共有'], true, {
    required: true,
    help: [
      'Users may share their active sessions with other users',
      '开启后允许用户分享已连接的资产会话给他人，协同工作',
      'ユーザーはアクティブなセッションを他のユーザーと共有できます',
    ],
  }),
  bool(
    'SECURITY_LUNA_REMEMBER_AUTH',
    ['Remember manual auth', '保存手动输入密码', '手動認証を記憶'],
    true,
  ),
  bool(
    'SESSION_EXPIRE_AT_BROWSER_CLOSE',
    [
      'Session expires when the browser closes',
      '会话在浏览器关闭时过期',
      'ブラウザーを閉じるとセッション終了',
    ],
    true,
  ),
];

const securityPassword: SettingField[] = [
  int(
    'SECURITY_PASSWORD_EXPIRATION_TIME',
    ['User password expiration', '用户密码过期时间', 'ユーザーパスワードの有効期限'],
    9999,
    {
      min: 1,
      max: 99999,
      required: true,
      help: [
        'Unit: day. Reminders are mailed daily in the last 5 days',
        '单位：天，密码过期前 5 天内每天会发送提醒邮件',
        '単位：日。期限前の 5 日間は毎日通知メールが送られます',
      ],
    },
  ),
  int(
    'OLD_PASSWORD_HISTORY_LIMIT_COUNT',
    [
      'Number of repeated historical passwords',
      '不能设置近几次密码',
      '再利用できない過去のパスワード数',
    ],
    5,
    {
      min: 0,
      max: 99999,
      required: true,
      help: [
        'A new password may not be one of the user’s last n passwords',
        '用户重置密码时，不能为该用户前几次使用过的密码',
        '新しいパスワードは直近 n 回のパスワードと同じにできません',
      ],
    },
  ),
  int(
    'SECURITY_PASSWORD_MIN_LENGTH',
    ['Password minimum length', '密码最小长度', 'パスワードの最小長'],
    6,
    { min: 6, max: 30, required: true },
  ),
  int(
    'SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH',
    ['Admin password minimum length', '管理员密码最小长度', '管理者パスワードの最小長'],
    6,
    { min: 6, max: 30, required: true },
  ),
  bool(
    'SECURITY_PASSWORD_UPPER_CASE',
    ['Must contain capital', '必须包含大写字符', '大文字を含む'],
    false,
  ),
  bool(
    'SECURITY_PASSWORD_LOWER_CASE',
    ['Must contain lowercase', '必须包含小写字符', '小文字を含む'],
    false,
  ),
  bool('SECURITY_PASSWORD_NUMBER', ['Must contain numeric', '必须包含数字', '数字を含む'], false),
  bool(
    'SECURITY_PASSWORD_SPECIAL_CHAR',
    ['Must contain special', '必须包含特殊字符', '特殊文字を含む'],
    false,
  ),
];

const securityLoginLimit: SettingField[] = [
  int(
    'SECURITY_LOGIN_LIMIT_COUNT',
    [
      'Limit the number of user login failures',
      '限制用户登录失败次数',
      'ユーザーのログイン失敗回数の制限',
    ],
    7,
    { min: 3, max: 99999, required: true },
  ),
  int(
    'SECURITY_LOGIN_LIMIT_TIME',
    ['Block user login interval', '禁止用户登录间隔', 'ユーザーログイン禁止時間'],
    30,
    {
      min: 5,
      max: 99999,
      required: true,
      help: [
        'Unit: minute. After too many failures the user may not sign in for this long',
        '单位：分，当用户登录失败次数达到限制后，在此时间间隔内禁止登录',
        '単位：分。失敗が上限に達すると、この間ログインできません',
      ],
    },
  ),
  int(
    'SECURITY_LOGIN_IP_LIMIT_COUNT',
    [
      'Limit the number of IP login failures',
      '限制 IP 登录失败次数',
      'IP のログイン失敗回数の制限',
    ],
    99999,
    { min: 3, max: 99999, required: true },
  ),
  int(
    'SECURITY_LOGIN_IP_LIMIT_TIME',
    ['Block IP login interval', '禁止 IP 登录间隔', 'IP ログイン禁止時間'],
    30,
    { min: 5, max: 99999, required: true, help: L.unitMinute },
  ),
  bool(
    'USER_LOGIN_SINGLE_MACHINE_ENABLED',
    ['Only single device login', '仅一台设备登录', '単一デバイスのみログイン'],
    false,
    {
      default: false,
      help: [
        'Signing in on a new device signs the previous one out',
        '下次登录设备后，之前登录的设备将被注销',
        '新しいデバイスでログインすると、以前のデバイスはログアウトされます',
      ],
    },
  ),
  bool(
    'ONLY_ALLOW_EXIST_USER_AUTH',
    ['Only existing users may log in', '仅已存在用户登录', '既存ユーザーのみログイン'],
    false,
    {
      default: false,
      help: [
        'Third-party logins (CAS, OIDC, …) fail for users who do not exist yet',
        '开启后，如果系统中不存在该用户，CAS、OIDC 登录将会失败',
        '有効にすると、存在しないユーザーの CAS・OIDC ログインは失敗します',
      ],
    },
  ),
  bool(
    'ONLY_ALLOW_AUTH_FROM_SOURCE',
    ['Only log in from the user source', '仅从用户来源登录', 'ユーザーのソースからのみログイン'],
    false,
    { default: false },
  ),
];

const clean: SettingField[] = [
  keepDays(
    'LOGIN_LOG_KEEP_DAYS',
    ['Login log retention days', '登录日志保留天数', 'ログインログ保存日数'],
    200,
  ),
  keepDays(
    'TASK_LOG_KEEP_DAYS',
    ['Task log retention days', '任务日志保留天数', 'タスクログ保存日数'],
    90,
  ),
  keepDays(
    'OPERATE_LOG_KEEP_DAYS',
    ['Operate log retention days', '操作日志保留天数', '操作ログ保存日数'],
    200,
  ),
  keepDays(
    'FTP_LOG_KEEP_DAYS',
    ['File transfer log retention days', '上传下载日志保留天数', 'ファイル転送ログ保存日数'],
    200,
  ),
  keepDays(
    'CLOUD_SYNC_TASK_EXECUTION_KEEP_DAYS',
    ['Cloud sync record retention days', '云同步记录保留天数', 'クラウド同期記録保存日数'],
    30,
  ),
  keepDays(
    'ACTIVITY_LOG_KEEP_DAYS',
    ['Activity log retention days', '活动记录保留天数', 'アクティビティログ保存日数'],
    200,
  ),
  int(
    'TERMINAL_SESSION_KEEP_DURATION',
    ['Session retention days', '会话日志保留天数', 'セッション保存日数'],
    200,
    {
      min: 1,
      max: 99999,
      required: true,
      help: [
        'Unit: day. Sessions, replays and commands older than this are deleted',
        '单位：天，超过时间的会话、录像、命令记录将被删除',
        '単位：日。これより古いセッション・再生・コマンドは削除されます',
      ],
    },
  ),
];

const other: SettingField[] = [
  bool(
    'PERM_SINGLE_ASSET_TO_UNGROUP_NODE',
    ['Ungrouped node for single assets', '单独授权资产放入未分组节点', '単独資産を未分類ノードに'],
    false,
    {
      help: [
        'Assets granted one by one show under an "Ungrouped" node in the user’s tree',
        '单独授权的资产在用户资产树中放在“未分组”节点下',
        '個別に付与された資産をユーザーのツリーで「未分類」ノードに表示します',
      ],
    },
  ),
  bool(
    'WINDOWS_SKIP_ALL_MANUAL_PASSWORD',
    [
      'Skip manual passwords on Windows',
      'Windows 跳过手动输入密码',
      'Windows で手動パスワードを省略',
    ],
    false,
  ),
];

const ticket: SettingField[] = [
  bool('TICKETS_ENABLED', ['Enable tickets', '启用工单', 'チケットを有効にする'], true, {
    default: true,
  }),
  int(
    'TICKET_AUTHORIZE_DEFAULT_TIME',
    ['Default authorization time', '默认授权时间', '既定の承認期間'],
    7,
    { min: 1, max: 999999 },
  ),
  choice(
    'TICKET_AUTHORIZE_DEFAULT_TIME_UNIT',
    ['Authorization time unit', '授权时间单位', '承認期間の単位'],
    'day',
    [
      ['day', ['Day', '天', '日']],
      ['hour', ['Hour', '时', '時間']],
    ],
  ),
];

const ops: SettingField[] = [
  bool('SECURITY_COMMAND_EXECUTION', ['Job center', '作业中心', 'ジョブセンター'], true, {
    help: [
      'Users may run batch commands and playbooks (quick jobs)',
      '允许用户批量执行命令和 Playbook（快速命令）',
      'ユーザーはコマンドやプレイブックを一括実行できます',
    ],
  }),
];

const security = [
  ...securityBasic,
  ...securityAuth,
  ...securitySession,
  ...securityPassword,
  ...securityLoginLimit,
];

// ---- terminal (TerminalSettingSerializer): the terminal page's basic tab ---------------------------

const terminal: SettingField[] = [
  bool('TERMINAL_PASSWORD_AUTH', ['Password auth', '密码认证', 'パスワード認証'], true),
  bool('TERMINAL_PUBLIC_KEY_AUTH', ['Public key auth', '密钥认证', '公開鍵認証'], true, {
    help: [
      'Users may sign in to the SSH server with their own public key',
      '用户可以使用自己的公钥登录 SSH 服务器',
      'ユーザーは自分の公開鍵で SSH サーバーにログインできます',
    ],
  }),
  choice(
    'TERMINAL_ASSET_LIST_SORT_BY',
    ['Asset list sorting', '资产列表排序', '資産リストの並べ替え'],
    'name',
    [
      ['name', ['Hostname', '主机名', 'ホスト名']],
      ['ip', ['IP', 'IP', 'IP']],
    ],
  ),
  choice(
    'TERMINAL_ASSET_LIST_PAGE_SIZE',
    ['Asset list page size', '资产分页每页数量', '資産リストのページサイズ'],
    'auto',
    [
      ['all', ['All', '全部', 'すべて']],
      ['auto', ['Auto', '自动', '自動']],
      ['10', ['10', '10', '10']],
      ['15', ['15', '15', '15']],
      ['25', ['25', '25', '25']],
      ['50', ['50', '50', '50']],
    ],
  ),
  text(
    'TERMINAL_TELNET_REGEX',
    ['Telnet login regex', 'Telnet 成功正则表达式', 'Telnet ログイン成功の正規表現'],
    '',
    { maxLength: 1024 },
  ),
  bool('TERMINAL_RAZOR_ENABLED', L.enable('Razor', 'Razor', 'Razor'), true),
  bool('TERMINAL_MAGNUS_ENABLED', L.enable('database proxy', '数据库代理', 'データベースプロキシ'), true),
  bool('TERMINAL_KOKO_SSH_ENABLED', L.enable('SSH client', 'SSH 客户端', 'SSH クライアント'), true),
];

/**
 * Every category and the permission it needs. The real mapping gives `ticket` and `ops` their own
 * codenames (settings.change_ticket, settings.change_ops); the demo's permission list does not
 * have them, so they go with the "other" page that shows them.
 */
export const CATEGORIES: Record<string, SettingCategory> = {
  // The announcement belongs to the basic category (domain-protocol-extras §8).
  basic: { perm: 'settings.view_setting', fields: [...basic, ...announcement] },
  terminal: { perm: 'settings.change_terminal', fields: terminal },
  email: { perm: 'settings.change_email', fields: email },
  email_content: { perm: 'settings.change_email', fields: emailContent },
  auth: { perm: 'settings.change_auth', fields: auth },
  ldap: { perm: 'settings.change_auth', fields: ldap },
  cas: { perm: 'settings.change_auth', fields: cas },
  oidc: { perm: 'settings.change_auth', fields: oidc },
  saml2: { perm: 'settings.change_auth', fields: saml2 },
  oauth2: { perm: 'settings.change_auth', fields: oauth2 },
  radius: { perm: 'settings.change_auth', fields: radius },
  wecom: { perm: 'settings.change_auth', fields: wecom },
  dingtalk: { perm: 'settings.change_auth', fields: dingtalk },
  feishu: { perm: 'settings.change_auth', fields: feishu },
  sso: { perm: 'settings.change_auth', fields: sso },
  sms: { perm: 'settings.change_sms', fields: smsBase },
  alibaba: { perm: 'settings.change_sms', fields: alibaba },
  tencent: { perm: 'settings.change_sms', fields: tencent },
  huawei: { perm: null, fields: huawei },
  cmpp2: { perm: null, fields: cmpp2 },
  security: { perm: 'settings.change_security', fields: security },
  security_basic: { perm: 'settings.change_security', fields: securityBasic },
  security_auth: { perm: 'settings.change_security', fields: securityAuth },
  security_session: { perm: 'settings.change_security', fields: securitySession },
  security_password: { perm: 'settings.change_security', fields: securityPassword },
  security_login_limit: { perm: 'settings.change_security', fields: securityLoginLimit },
  clean: { perm: 'settings.change_clean', fields: clean },
  other: { perm: 'settings.change_other', fields: other },
  ticket: { perm: 'settings.change_other', fields: ticket },
  ops: { perm: 'settings.change_other', fields: ops },
};

/** The text of a triple in the request's language. */
export const pick = (t: Tri, lang: Lang) => t[lang === 'en' ? 0 : lang === 'zh' ? 1 : 2];

/** One field as OPTIONS describes it, keys in the order DRF emits them (protocol.md §4.2). */
function describe(f: SettingField, lang: Lang): FieldSpec {
  const s = f.spec;
  const out: Record<string, unknown> = { name: s.name, type: s.type, required: s.required };
  if (s.default !== undefined) out.default = s.default;
  out.read_only = s.read_only;
  out.label = pick(f.label, lang);
  if (f.help) out.help_text = pick(f.help, lang);
  for (const k of ['max_length', 'min_length', 'min_value', 'max_value'] as const)
    if (s[k] !== undefined) out[k] = s[k];
  out.write_only = s.write_only;
  // A nested serializer's fields (the announcement), labelled in the request's language.
  if (s.children && f.spec.name === 'ANNOUNCEMENT')
    out.children = ANNOUNCEMENT_CHILDREN.map((c) => ({ ...c.spec, label: pick(c.label, lang) }));
  if (s.choices) {
    out.choices = s.choices.map((c, i): Choice => ({
      ...c,
      label: pick(f.choiceLabels![i]!, lang),
    }));
  }
  return out as unknown as FieldSpec;
}

const localized = new Map<SettingCategory, Map<Lang, FieldSpec[]>>();

/** A category's fields as OPTIONS describes them, labels and help texts in `lang`. */
export function categoryFields(category: SettingCategory, lang: Lang): FieldSpec[] {
  let byLang = localized.get(category);
  if (!byLang) localized.set(category, (byLang = new Map()));
  let out = byLang.get(lang);
  if (!out) byLang.set(lang, (out = category.fields.map((f) => describe(f, lang))));
  return out;
}

/** The demo's configured value of every setting, by name. */
export function configuredValues(): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const c of Object.values(CATEGORIES))
    for (const f of c.fields) out.set(f.spec.name, structuredClone(f.value));
  return out;
}
