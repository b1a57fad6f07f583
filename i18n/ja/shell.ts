import type { Catalogue } from '../types';
import type { shell as en } from '../en/shell';

export const shell: Catalogue<typeof en> = {
  views: {
    console: 'コンソール',
    audit: '監査台',
    workbench: 'ワークベンチ',
    tickets: 'チケット',
    settings: 'システム設定',
    profile: '個人情報',
  },
  startup: {
    loading: 'コンソールを起動しています…',
    leaving: 'セッションが終了しました。ログインページへ移動します…',
    failed: 'コンソールを起動できませんでした：%{error}',
    failed_step: '失敗したステップ：%{step}',
    retry: '再試行',
    steps: {
      init: '初期化',
      openSettings: '公開設定',
      session: 'セッション',
      profile: 'ユーザー情報',
      settings: '設定',
      view: 'ビュー',
      org: '組織',
      routes: 'ページ',
      firstLogin: '初回ログイン',
    },
  },
  errors: {
    not_found_title: '404',
    not_found: 'リクエストエラー、このページにアクセスできません',
    forbidden_title: '403',
    forbidden: 'このページを表示する権限がありません',
    back_home: 'ホームに戻る',
  },
  redirect: {
    opening: '%{name}を開いています…',
    open: '%{name}を開く',
    login: 'ログインページへ移動します…',
  },
  profile: {
    improvement_intro: 'ようこそ！ご利用の前に個人情報をご確認ください。',
  },
  workbench: {
    welcome: 'ようこそ、%{name}さん',
    shortcuts: 'ショートカット',
    nodes: 'ノード',
    all_assets: 'すべての資産',
    search: '名前またはアドレスで検索',
    connect: '接続',
    no_assets: 'あなたに許可された資産はまだありません',
    no_match: '検索に一致する資産はありません',
    columns: {
      name: '名前',
      address: 'アドレス',
      platform: 'プラットフォーム',
      comment: 'コメント',
      actions: 'アクション',
    },
    favourites: 'お気に入り',
    favourite: '%{name} をお気に入りに追加',
    unfavourite: '%{name} をお気に入りから削除',
    favourite_added: 'お気に入りに追加しました',
    favourite_removed: 'お気に入りから削除しました',
  },
  ops: {
    adhoc: 'コマンド',
    playbook: 'Playbook',
  },
};
