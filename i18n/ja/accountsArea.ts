import type { accountsArea as en } from '../en/accountsArea';
import type { Catalogue } from '../types';

export const accountsArea: Catalogue<typeof en> = {
  titles: {
    gatheredAccounts: '収集したアカウント',
    changeSecretRecords: 'シークレット変更の記録',
    pushRecords: 'アカウントプッシュ記録',
  },
  fields: {
    duration: '所要時間',
    su_from: 'ユーザー切り替え元',
  },
  tabs: {
    records: '実行記録',
    automation: '自動化',
    assets: '資産',
    nodes: 'ノード',
  },
  actions: {
    test: 'テスト',
    test_selected: '選択したアカウントをテスト',
    push: 'プッシュ',
    history: 'シークレット履歴',
    log: 'ログ',
    sync: 'アカウントに同期',
    su_from: '切り替え元',
    set_privileged: '特権アカウントにする',
    unset_privileged: '特権アカウントを解除',
  },
  reason: {
    push_unsupported: 'この資産のプラットフォームはアカウントのプッシュに対応していません',
  },
  confirm: {
    sync: '収集したアカウント "%{name}" を資産のアカウントに同期しますか？',
  },
  history: {
    title: '%{name} のシークレット履歴',
    empty: '以前のシークレットはありません',
    version: 'バージョン',
    secret: 'シークレット',
    secret_type: 'シークレットの種類',
    date: '日時',
    user: '変更者',
  },
  platform: {
    internal:
      '組み込みプラットフォーム：自動化設定は変更できません（クローンして調整してください）',
    read_only: 'プラットフォーム変更権限を持つシステム管理者のみがこの設定を保存できます',
    ansible_enabled: 'Ansible を有効にする',
    method: '%{item}の方式',
    items: {
      ping: '資産の疎通確認',
      gather_facts: '資産情報の収集',
      push_account: 'アカウントのプッシュ',
      change_secret: 'シークレットの変更',
      verify_account: 'アカウントの検証',
      gather_accounts: 'アカウントの収集',
    },
  },
  categories: {
    all: 'すべて',
    host: 'ホスト',
    device: 'ネットワーク機器',
    database: 'データベース',
    cloud: 'クラウド',
    web: 'Web',
  },
  add: {
    action: '複数の資産に追加',
    title: '資産にアカウントを追加',
    assets: '資産',
    manual: '手入力',
    template: 'アカウントテンプレート',
    name: '名前',
    username: 'ユーザー名',
    privileged: '特権アカウント',
    secret_type: 'シークレットの種類',
    secret: 'シークレット',
    passphrase: '鍵のパスワード',
    push_now: '今すぐプッシュ',
  },
  secret_types: {
    password: 'パスワード',
    ssh_key: 'SSH 鍵',
    access_key: 'アクセスキー',
    token: 'トークン',
  },
  su_from: {
    title: '%{name} の切り替え元',
    help: '同じ資産のこのアカウントでログインしてから、このアカウントに切り替え（su）ます',
    none: 'なし',
  },
};
