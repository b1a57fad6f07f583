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
    },
  },
};
