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
    },
  },
};
