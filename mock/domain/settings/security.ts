/**
 * The security settings group: one category per tab (basic, auth, session, password, login
 * limit), and `security`, all of them at once.
 */
import { bool, choice, int, L, text, type SettingField } from './fields';

export const securityBasic: SettingField[] = [
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

export const securityAuth: SettingField[] = [
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

export const securitySession: SettingField[] = [
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

export const securityPassword: SettingField[] = [
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

export const securityLoginLimit: SettingField[] = [
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

export const security = [
  ...securityBasic,
  ...securityAuth,
  ...securitySession,
  ...securityPassword,
  ...securityLoginLimit,
];
