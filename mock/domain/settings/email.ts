/** The e-mail settings group: the SMTP server and sender, and the texts of the mails users get. */
import { bool, longText, secret, text, type SettingField } from './fields';

export const email: SettingField[] = [
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

export const emailContent: SettingField[] = [
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
