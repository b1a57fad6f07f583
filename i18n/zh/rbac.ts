import type { Catalogue } from '../types';
import type { rbac as en } from '../en/rbac';

export const rbac: Catalogue<typeof en> = {
  tabs: {
    permissions: '权限',
    users: '用户',
    user_groups: '用户组',
    assets: '资产',
    nodes: '节点',
    accounts: '账号',
  },
  tree: {
    save: '保存权限',
    saved: '权限已保存',
    builtin: '内置角色不可修改',
  },
  users: {
    user: '用户',
    org: '组织',
  },
  perm: {
    nodes: '节点',
    add_nodes: '添加节点',
    no_nodes: '没有节点',
    remove: '移除',
    accounts: '账号',
    all_accounts: '所有账号',
    spec_accounts: '指定账号',
    account_name: '账号用户名',
    input_account: '手动账号（登录时输入）',
    user_account: '同名账号',
    save_accounts: '保存账号',
    accounts_saved: '账号已保存',
  },
};
