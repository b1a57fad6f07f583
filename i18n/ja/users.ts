import type { Catalogue } from '../types';
import type { users as en } from '../en/users';

export const users: Catalogue<typeof en> = {
  actions: {
    remove_selected: '選択したユーザーを組織から削除',
    invite: 'ユーザーを招待',
    remove: '組織から削除',
    reset_password: 'パスワードリセットメールを送信',
    reset_mfa: 'MFA をリセット',
    reset_public_key: 'SSH キーをリセット',
    unblock: 'ログイン制限を解除',
    deactivate: '無効化',
    activate: '有効化',
    force_password_change: 'パスワード変更を強制',
  },
  confirm: {
    remove_selected:
      '選択した %{smart_count} 人のユーザーをこの組織から削除しますか？この組織でのロールはクリアされます。',
    remove: '「%{name}」をこの組織から削除しますか？この組織でのロールは解除されます。',
    reset_password:
      '「%{name}」にパスワードリセットメールを送信しますか？現在のパスワードは使えなくなります。',
    reset_mfa: '「%{name}」の MFA をリセットしますか？次回ログイン時に再設定が必要です。',
    reset_public_key: '「%{name}」の SSH 公開鍵を削除し、メールで通知しますか？',
    deactivate: '「%{name}」を無効化しますか？ログインできなくなります。',
    force_password_change: '「%{name}」に次回ログイン時のパスワード変更を求めますか？',
  },
  notify: {
    removed: '組織から削除しました',
    reset_password: 'パスワードリセットメールを送信しました',
    reset_mfa: 'MFA をリセットしました',
    reset_public_key: 'SSH キーをリセットしました',
    unblocked: 'ログイン制限を解除しました',
    invited: '%{smart_count} 人のユーザーを招待しました',
  },
  reason: {
    public_key_auth_off: 'ターミナル設定で公開鍵認証がオフになっています',
    not_local: 'メールでパスワードをリセットできるのはローカルユーザーのみです',
    not_blocked: 'このユーザーのログインは制限されていません',
  },
  tabs: {
    groups: 'ユーザーグループ',
    granted_assets: '許可された資産',
    permission_rules: '認可ルール',
    login_acls: 'ログイン ACL',
  },
  invite: {
    title: 'この組織にユーザーを招待',
    users: 'ユーザー',
    org_roles: '組織ロール',
    search: 'ユーザーを検索',
    submit: '招待',
    cancel: 'キャンセル',
  },
  granted: {
    nodes: 'ノード',
    all_assets: 'すべての資産',
    assets: '許可された資産',
    search: '資産を検索',
    no_assets: '許可された資産はありません',
    name: '名前',
    address: 'アドレス',
    platform: 'プラットフォーム',
    accounts: 'アカウント',
    show_accounts: 'アカウント',
    accounts_title: '%{name} のアカウント',
    account: 'アカウント',
    username: 'ユーザー名',
    actions: 'アクション',
    no_accounts: 'この資産で許可されたアカウントはありません',
    close: '閉じる',
    expand: '%{name} を展開',
  },
};
