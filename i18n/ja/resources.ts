import type { Catalogue } from '../types';
import type { resources as en } from '../en/resources';

export const resources: Catalogue<typeof en> = {
  users: {
    name: 'ユーザー',
    fields: {
      name: '名前',
      username: 'ユーザー名',
      email: 'メール',
      groups: 'ユーザーグループ',
      system_roles: 'システムロール',
      org_roles: '組織ロール',
      source: 'ソース',
      is_valid: '有効',
      update_password: 'パスワードを更新',
    },
    actions: {
      disable: '選択項目を無効化',
      activate: '選択項目を有効化',
    },
  },
  userGroups: {
    name: 'ユーザーグループ',
  },
  assets: {
    actions: {
      deactivate: '選択項目を無効化',
      activate: '選択項目を有効化',
    },
  },
  hosts: {
    name: 'ホスト',
  },
  gateways: {
    name: 'ゲートウェイ',
  },
  accounts: {
    name: 'アカウント',
  },
  platforms: {
    name: 'プラットフォーム',
  },
  assetPermissions: {
    name: '資産権限',
    help: {
      accounts:
        '@ALL：すべてのアカウント、@SPEC：指定したユーザー名、@INPUT：ログイン時に入力、@USER：ユーザーと同じ',
    },
  },
  commandFilterAcls: {
    name: 'コマンドフィルター',
  },
  commandGroups: {
    name: 'コマンドグループ',
    help: {
      content: '1 行に 1 コマンド（コマンドタイプ）、または rm.*|reboot|shutdown のような正規表現',
    },
  },
  loginLogs: {
    name: 'ログインログ',
  },
};
