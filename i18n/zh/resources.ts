import type { Catalogue } from '../types';
import type { resources as en } from '../en/resources';

export const resources: Catalogue<typeof en> = {
  users: {
    name: '用户',
    fields: {
      name: '名称',
      username: '用户名',
      email: '邮箱',
      groups: '用户组',
      system_roles: '系统角色',
      org_roles: '组织角色',
      source: '来源',
      is_valid: '是否有效',
      update_password: '更新密码',
    },
    actions: {
      disable: '禁用所选',
      activate: '激活所选',
    },
  },
  userGroups: {
    name: '用户组',
  },
  assets: {
    actions: {
      deactivate: '禁用所选',
      activate: '激活所选',
    },
  },
  hosts: {
    name: '主机',
  },
  gateways: {
    name: '网关',
  },
  accounts: {
    name: '账号',
  },
  platforms: {
    name: '平台',
  },
  assetPermissions: {
    name: '资产授权',
    help: {
      accounts: '@ALL：所有账号；@SPEC：指定的用户名；@INPUT：登录时手动输入；@USER：同名账号',
    },
  },
  commandFilterAcls: {
    name: '命令过滤',
  },
  commandGroups: {
    name: '命令组',
    help: {
      content: '每行一个命令（命令类型），或正则表达式，例如 rm.*|reboot|shutdown',
    },
  },
  loginLogs: {
    name: '登录日志',
  },
};
