import type { Catalogue } from '../types';
import type { layout as en } from '../en/layout';

export const layout: Catalogue<typeof en> = {
  sidebar: {
    label: 'メインメニュー',
    expand: 'メニューを展開',
    collapse: 'メニューを折りたたむ',
  },
  header: {
    switch_view: 'ビューの切り替え',
    loading: '読み込み中',
    tickets: 'チケット',
    tickets_open: 'チケット：未処理のチケット %{smart_count} 件',
    web_terminal: 'Web ターミナル',
    file_manager: 'ファイル管理',
    settings: 'システム設定',
  },
  messages: {
    title: 'サイトメッセージ',
    button: 'サイトメッセージ：未読 %{smart_count} 件',
    unread: '未読メッセージ %{smart_count} 件',
    socket_failed: 'Web Socket の接続に失敗しました',
    mark_selected: '選択したものを既読にする',
    mark_all: 'すべて既読にする',
    select: '「%{subject}」を選択',
    empty: '未読メッセージはありません',
    more: 'ほかに未読メッセージが %{smart_count} 件あります',
  },
  help: {
    title: 'ヘルプ',
    documentation: 'ドキュメント',
    support: 'サポート',
    about: 'バージョン情報',
  },
  about: {
    title: 'バージョン情報',
    product: 'JumpServer Web コンソール',
    version: 'バージョン %{version}',
    licensed_to: 'ライセンス先：%{corporation}',
    copyright: '© 2014-%{year} FIT2CLOUD',
  },
  account: {
    menu: 'アカウント',
    profile: '個人情報',
    language: '言語',
    logout: 'ログアウト',
  },
  org: {
    label: '組織：%{name}',
    none: '組織を選択',
    filter: '組織を絞り込む',
    create: '組織を作成',
    list: '組織一覧',
  },
  warnings: {
    licence_expired: 'ライセンスの有効期限が切れています',
    licence_expiring: 'ライセンスは %{date} に期限切れになります',
    licence_asset_limit: '資産数がライセンスの上限に達しました',
    licence_test: 'テスト用ライセンスです。本番環境では使用しないでください',
    licence_action: 'ライセンスを表示',
    password_expired: 'パスワードの有効期限が切れています。変更してください',
    password_expiring: 'パスワードはあと %{smart_count} 日で期限切れになります',
    password_action: 'パスワードを変更',
    foreign_org:
      'このページは組織「%{org}」のレコードを表示しています。現在の組織は「%{current}」のままです。',
    foreign_org_action: '%{org} に切り替える',
  },
  tabs: {
    label: '訪問したページ',
    close: '%{title} を閉じる',
    actions: 'タブの操作',
    close_this: '閉じる',
    close_others: 'ほかを閉じる',
    close_all: 'すべて閉じる',
  },
  diff: {
    title: '変更の詳細',
    field: 'フィールド',
    before: '変更前',
    after: '変更後',
    empty: 'データがありません',
  },
};
