import type { Catalogue } from '../types';
import type { auth as en } from '../en/auth';

export const auth: Catalogue<typeof en> = {
  login_required: {
    title: 'ログインが必要です',
    message:
      'セッションが終了しました。新しいタブで再度ログインしてから戻ってください。このページの入力内容はそのまま残ります。',
    sign_in: '再ログイン',
    signed_in: 'ログインしました',
    close: '閉じる',
    still_signed_out: 'まだログインしていません。',
    check_failed: 'セッションを確認できませんでした。もう一度お試しください。',
  },
  profile_error: {
    title: 'プロフィールを読み込めませんでした',
    message: '組織 %{org} でプロフィールを読み込めませんでした：%{error}',
    message_no_org: 'プロフィールを読み込めませんでした：%{error}',
    retry: '再試行',
    previous_org: '%{org} に戻る',
    default_org: 'Default 組織へ移動',
    logout: 'ログアウト',
  },
  switching: '%{org} に切り替えています…',
  confirm: {
    title: '本人確認',
    checking: 'この操作に必要な確認を調べています…',
    method: '確認方法',
    password_method: 'パスワード',
    password: 'パスワード',
    code: '認証コード',
    send_code: 'コードを送信',
    resend_in: '%{seconds} 秒後に再送信できます',
    code_sent: '認証コードを送信しました',
    confirm: '確認',
    cancel: 'キャンセル',
    otp_length: 'MFA 認証に失敗しました：コードは 6 文字である必要があります',
    required: 'この項目は必須です',
    failed: '確認に失敗しました',
    mfa_error: 'この操作には MFA 認証が必要ですが、お使いのアカウントで利用できる MFA がありません',
    relogin_title: '再ログイン',
    relogin_message:
      'この操作には最近のログインが必要です。再度ログインすると、このページに戻ります。',
    relogin: '再ログイン',
    cancelled: '操作はキャンセルされました',
  },
};
