import type { Catalogue } from '../types';
import type { rbac as en } from '../en/rbac';

export const rbac: Catalogue<typeof en> = {
  tabs: {
    permissions: '権限',
    users: 'ユーザー',
    user_groups: 'ユーザーグループ',
    assets: '資産',
    nodes: 'ノード',
    accounts: 'アカウント',
  },
  tree: {
    save: '権限を保存',
    saved: '権限を保存しました',
    builtin: '組み込みロールは変更できません',
  },
  users: {
    user: 'ユーザー',
    org: '組織',
  },
  perm: {
    nodes: 'ノード',
    add_nodes: 'ノードを追加',
    no_nodes: 'ノードがありません',
    remove: '削除',
    accounts: 'アカウント',
    all_accounts: 'すべてのアカウント',
    spec_accounts: '指定アカウント',
    account_name: 'アカウントのユーザー名',
    input_account: '手動アカウント（ログイン時に入力）',
    user_account: 'ユーザーと同名のアカウント',
    save_accounts: 'アカウントを保存',
    accounts_saved: 'アカウントを保存しました',
  },
};
