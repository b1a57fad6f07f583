/**
 * The authentication settings group: the switches, then one category per identity provider
 * (LDAP, CAS, OIDC, SAML2, OAuth2, Radius, WeCom, DingTalk, FeiShu, SSO).
 */
import {
  bool,
  choice,
  int,
  json,
  L,
  longText,
  secret,
  text,
  url,
  type SettingField,
  type Tri,
} from './fields';

export const auth: SettingField[] = [
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

export const ldap: SettingField[] = [
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

export const cas: SettingField[] = [
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

export const oidc: SettingField[] = [
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

export const saml2: SettingField[] = [
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

export const oauth2: SettingField[] = [
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

export const radius: SettingField[] = [
  bool('AUTH_RADIUS', L.enable('RADIUS Auth', 'RADIUS 认证', 'RADIUS 認証'), false),
  text('RADIUS_SERVER', L.host, 'radius.example.com'),
  int('RADIUS_PORT', L.port, 1812, { min: 1, max: 65535 }),
  secret('RADIUS_SECRET', L.secret, ''),
  bool('OTP_IN_RADIUS', ['OTP in RADIUS', '使用 RADIUS OTP', 'RADIUS で OTP'], false),
];

export const wecom: SettingField[] = [
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

export const dingtalk: SettingField[] = [
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

export const feishu: SettingField[] = [
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

export const sso: SettingField[] = [
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
