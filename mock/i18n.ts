/** The few strings the demo backend renders itself (login pages, DRF error details), per language. */
import { validationMessages } from './validationMessages';

export type Lang = 'en' | 'zh' | 'ja';

const messages = {
  en: {
    notAuthenticated: 'Authentication credentials were not provided.',
    authenticationFailed: 'Invalid token.',
    csrfFailed: 'CSRF Failed: CSRF token missing or incorrect.',
    permissionDenied: 'You do not have permission to perform this action.',
    fieldInvalid: 'This value is not valid.',
    notFound: '{object} object does not exist.',
    methodNotAllowed: 'Method "{method}" not allowed.',
    loginTitle: 'JumpServer Open Source Bastion Host',
    signInTitle: 'Sign in',
    username: 'Username',
    password: 'Password',
    autoLogin: 'Keep me signed in for 7 days',
    signIn: 'Sign in',
    invalidCredentials: 'The username or password you entered is incorrect, please enter it again.',
    csrfExpired: 'The page has expired, please try again.',
    mfaTitle: 'Multi-factor authentication',
    mfaHelp: 'Enter the 6-digit code from your authenticator app.',
    mfaCode: 'Verification code',
    mfaType: 'MFA method',
    verify: 'Verify',
    mfaFailed: 'MFA code invalid, or ntp sync server time',
    ...validationMessages.en,
  },
  zh: {
    notAuthenticated: '身份认证信息未提供。',
    authenticationFailed: '认证令牌无效。',
    csrfFailed: 'CSRF验证失败：CSRF令牌缺失或错误。',
    permissionDenied: '您没有执行该操作的权限。',
    fieldInvalid: '该值无效。',
    notFound: '{object} 对象不存在。',
    methodNotAllowed: '方法 "{method}" 不被允许。',
    loginTitle: 'JumpServer 开源堡垒机',
    signInTitle: '登录',
    username: '用户名',
    password: '密码',
    autoLogin: '7 天内自动登录',
    signIn: '登录',
    invalidCredentials: '您输入的用户名或密码不正确，请重新输入。',
    csrfExpired: '页面已过期，请重试。',
    mfaTitle: '多因子认证',
    mfaHelp: '请输入认证器 App 中的 6 位验证码。',
    mfaCode: '验证码',
    mfaType: 'MFA 方式',
    verify: '验证',
    mfaFailed: 'MFA 验证码不正确，或者服务器端时间不对',
    ...validationMessages.zh,
  },
  ja: {
    notAuthenticated: '認証情報が含まれていません。',
    authenticationFailed: '無効なトークンです。',
    csrfFailed: 'CSRF検証に失敗しました: CSRFトークンがないか、正しくありません。',
    permissionDenied: 'この操作を実行する権限がありません。',
    fieldInvalid: 'この値は無効です。',
    notFound: '{object} オブジェクトは存在しません。',
    methodNotAllowed: 'メソッド "{method}" は許可されていません。',
    loginTitle: 'JumpServer オープンソース要塞ホスト',
    signInTitle: 'ログイン',
    username: 'ユーザー名',
    password: 'パスワード',
    autoLogin: '7日間ログインしたままにする',
    signIn: 'ログイン',
    invalidCredentials:
      '入力したユーザー名またはパスワードが正しくありません。もう一度入力してください。',
    csrfExpired: 'ページの有効期限が切れました。もう一度お試しください。',
    mfaTitle: '多要素認証',
    mfaHelp: '認証アプリに表示される6桁のコードを入力してください。',
    mfaCode: '認証コード',
    mfaType: 'MFA 方式',
    verify: '確認',
    mfaFailed: 'MFAコードが無効か、サーバーの時刻が正しくありません',
    ...validationMessages.ja,
  },
} satisfies Record<Lang, Record<string, string>>;

export type MessageKey = keyof (typeof messages)['en'];

export function t(lang: Lang, key: MessageKey, vars: Record<string, string> = {}): string {
  return messages[lang][key].replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
}

/** Django's LocaleMiddleware: the language cookie, then Accept-Language, then zh. */
export function resolveLang(cookie: string | undefined, acceptLanguage: string | null): Lang {
  const pick = (v: string): Lang | null => {
    const s = v.toLowerCase();
    if (s.startsWith('zh')) return 'zh';
    if (s.startsWith('ja')) return 'ja';
    if (s.startsWith('en')) return 'en';
    return null;
  };
  if (cookie) {
    const l = pick(cookie);
    if (l) return l;
  }
  for (const part of (acceptLanguage ?? '').split(',')) {
    const l = pick(part.trim());
    if (l) return l;
  }
  return 'zh';
}
